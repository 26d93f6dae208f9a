import { stripInvisible } from '@gptsite/shared';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * Answers come from a model reading other people's web pages, so they are untrusted HTML sources.
 * Markdown is rendered, then DOMPurify (with a private config and hooks) removes anything active.
 */

const marked = new Marked({ gfm: true, breaks: true, async: false });

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'video',
  'audio',
];

let purifier: ReturnType<typeof DOMPurify> | undefined;

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A private DOMPurify instance, so these hooks never affect other users of the library. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      // Remote images can track visitors; only our own origin is allowed.
      if (!src || !sameOrigin(src)) node.remove();
      else node.setAttribute('loading', 'lazy');
    }
  });
  purifier = instance;
  return instance;
}

/** Markdown to safe HTML: no scripts, styles, frames, forms, event handlers or foreign images. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(stripInvisible(markdown)) as string;
  return getPurifier().sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href'],
    ALLOW_DATA_ATTR: false,
    // http(s), mailto, tel and scheme-less relative links; javascript:, data: and the rest are dropped.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}

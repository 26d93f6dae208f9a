import type { ContentSection, ExtractedContent } from '../../knowledge/content';

/**
 * A deliberately crude HTML → ExtractedContent converter for tests only (the real extractor lives in
 * workers/src/crawl). It keeps enough structure — headings, paragraphs, list items, table rows — to
 * exercise the chunker the way real pages will.
 */
const DROPPED_ELEMENTS = /<(script|style|svg|noscript|template|iframe|head|select)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'footer',
  'aside',
  'ul',
  'ol',
  'table',
  'tbody',
  'thead',
  'blockquote',
  'form',
  'address',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'br',
  'hr',
  'header',
  'center',
]);
const PARAGRAPH_TAGS = new Set([
  'p',
  'ul',
  'ol',
  'table',
  'blockquote',
  'section',
  'article',
  'address',
  'dl',
]);
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  bull: '•',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

interface Builder {
  sections: ContentSection[];
  current: ContentSection;
  line: string;
  heading: { level: number; text: string } | null;
  inCell: boolean;
}

function flushLine(builder: Builder, paragraphBreak: boolean): void {
  const line = builder.line
    .replace(/\s+/g, ' ')
    .replace(/^\s*\|\s*/, '')
    .trim();
  builder.line = '';
  const section = builder.current;
  if (line && line !== '-') section.text += (section.text && !section.text.endsWith('\n') ? '\n' : '') + line;
  if (paragraphBreak && section.text && !section.text.endsWith('\n\n')) section.text += '\n\n';
}

function onTag(builder: Builder, closing: boolean, name: string): void {
  const headingMatch = /^h([1-6])$/.exec(name);
  if (headingMatch) {
    flushLine(builder, true);
    if (!closing) builder.heading = { level: Number(headingMatch[1]), text: '' };
    else if (builder.heading) {
      const text = builder.heading.text.replace(/\s+/g, ' ').trim();
      if (text) {
        builder.current = { heading: text, level: builder.heading.level, text: '' };
        builder.sections.push(builder.current);
      }
      builder.heading = null;
    }
    return;
  }
  if (builder.heading) {
    builder.heading.text += ' ';
    return;
  }
  if (name === 'li' && !closing) {
    flushLine(builder, false);
    builder.line = '- ';
  } else if (name === 'tr') flushLine(builder, false);
  else if (name === 'td' || name === 'th') builder.line += closing ? '' : ' | ';
  else if (BLOCK_TAGS.has(name) || name === 'li') flushLine(builder, PARAGRAPH_TAGS.has(name) && closing);
  else builder.line += ' ';
}

export function htmlToContent(html: string): ExtractedContent {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const lang = /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? null;
  const body = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<![^>]*>/g, '')
    .replace(DROPPED_ELEMENTS, ' ');
  const first: ContentSection = { heading: null, level: 0, text: '' };
  const builder: Builder = { sections: [first], current: first, line: '', heading: null, inCell: false };
  const pattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|([^<]+)/g;
  for (let match = pattern.exec(body); match; match = pattern.exec(body)) {
    if (match[3] !== undefined) {
      const text = decodeEntities(match[3]).replace(/\s+/g, ' ');
      if (builder.heading) builder.heading.text += text;
      else builder.line += text;
    } else onTag(builder, match[1] === '/', match[2].toLowerCase());
  }
  flushLine(builder, true);
  const sections = builder.sections
    .map((section) => ({ ...section, text: section.text.replace(/\n{3,}/g, '\n\n').trim() }))
    .filter((section) => section.text.length > 0);
  return { title: title ? decodeEntities(title).replace(/\s+/g, ' ').trim() : null, lang, sections };
}

import { normalizeInline, normalizeText, type ContentSection, type ExtractedContent } from '@gptsite/server';

const MAX_TITLE_CHARS = 200;

/**
 * The last step for every kind: clean all text the same way, drop what is empty, and cut the
 * document at the character cap with a note saying so, so nobody mistakes it for the whole.
 */
export function finaliseContent(
  content: ExtractedContent,
  maxChars: number,
  truncated = false,
): ExtractedContent {
  const sections: ContentSection[] = [];
  let used = 0;
  let cut = truncated;
  for (const section of content.sections) {
    const heading = section.heading ? normalizeInline(section.heading) || null : null;
    let text = normalizeText(section.text);
    if (!heading && !text) continue;
    const room = maxChars - used - (heading?.length ?? 0);
    const overflow = text.length > room;
    if (overflow) text = cutAtWord(text, Math.max(room, 0));
    used += text.length + (heading?.length ?? 0);
    sections.push({ heading, level: heading ? section.level : 0, text });
    if (overflow) {
      cut = true;
      break;
    }
  }
  const last = sections.at(-1);
  if (cut && last) last.text = `${last.text}\n\n${truncationNote(maxChars)}`.trim();
  const title = normalizeInline(content.title ?? '').slice(0, MAX_TITLE_CHARS) || null;
  return { title, lang: content.lang, sections };
}

function truncationNote(maxChars: number): string {
  return `(The document continues; only the first ${maxChars.toLocaleString('en-US')} characters were kept.)`;
}

/** True when the content has some words in it, not just headings made of punctuation or numbers. */
export function hasReadableText(content: ExtractedContent): boolean {
  return content.sections.some((section) => /\p{L}|\p{N}/u.test(`${section.heading ?? ''} ${section.text}`));
}

function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > limit * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

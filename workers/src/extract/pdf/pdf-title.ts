import { normalizeInline } from '@gptsite/server';
import type { PdfBlock } from './pdf-layout';

/** Titles that tools fill in by themselves and that say nothing about the document. */
const GENERIC_TITLE =
  /^(untitled|document|doc|presentation|book|sheet|slide|title|new document|untitled document)\s*\d*$/i;
const TOOL_PREFIX = /^microsoft (word|excel|powerpoint|publisher) - /i;
const FILE_EXTENSION = /\.(pdf|docx?|xlsx?|pptx?|rtf|txt|indd|pub|pages|odt)$/i;
/** One token with digits and no spaces: "IMG_0042", "20190409", "scan-0001". */
const MACHINE_NAME = /^[\w-]*\d[\w-]*$/;

/** The PDF's own Title when it is meaningful, else its first heading. */
export function pdfTitle(info: Record<string, unknown> | null, blocks: PdfBlock[]): string | null {
  const declared = typeof info?.Title === 'string' ? meaningfulTitle(info.Title) : null;
  if (declared) return declared;
  const heading = blocks.find((block) => block.level > 0);
  return heading ? normalizeInline(heading.text) || null : null;
}

export function meaningfulTitle(raw: string): string | null {
  const title = normalizeInline(raw).replace(TOOL_PREFIX, '').replace(FILE_EXTENSION, '').trim();
  if (title.length < 3 || !/\p{L}/u.test(title)) return null;
  if (GENERIC_TITLE.test(title) || MACHINE_NAME.test(title)) return null;
  return title;
}

import type { ContentSection } from '@gptsite/server';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { findOne } from 'domutils';
import {
  BLOCK_TAGS,
  collapseText,
  elementChildren,
  inlineText,
  NON_TEXT_TAGS,
  separatorFor,
  stripInvisible,
  tidyPunctuation,
} from './dom-text';

const HEADING = /^h([1-6])$/;
const LIST_TAGS = new Set(['ul', 'ol']);
/** Structure that marks a table as page layout (1990s-style) rather than data with rows and columns. */
const LAYOUT_MARKERS = new Set([
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'p',
  'form',
  'blockquote',
]);

/**
 * Collects text into sections, one per heading. Paragraph text is gathered inline and flushed at every
 * block boundary, so source line breaks never split a sentence and adjacent blocks never run together.
 */
class SectionWriter {
  private readonly sections: ContentSection[] = [];
  private heading: string | null = null;
  private level = 0;
  private blocks: string[] = [];
  private inline: string[] = [];

  text(text: string): void {
    this.inline.push(text);
  }

  flush(): void {
    const lines = stripInvisible(this.inline.join(''))
      .split('\n')
      .map((line) => tidyPunctuation(collapseText(line)));
    const kept = lines.filter(Boolean);
    if (kept.length) this.blocks.push(kept.join('\n'));
    this.inline = [];
  }

  block(text: string): void {
    this.flush();
    if (text) this.blocks.push(text);
  }

  startSection(level: number, heading: string): void {
    this.flush();
    this.closeSection();
    this.heading = heading;
    this.level = level;
  }

  finish(): ContentSection[] {
    this.flush();
    this.closeSection();
    return this.sections;
  }

  /** A heading with no text under it is dropped; its sub-headings carry the structure. */
  private closeSection(): void {
    if (this.blocks.length)
      this.sections.push({ heading: this.heading, level: this.level, text: this.blocks.join('\n\n') });
    this.blocks = [];
  }
}

export function buildSections(root: AnyNode): ContentSection[] {
  const writer = new SectionWriter();
  walk(root, writer, false);
  return writer.finish();
}

function walk(node: AnyNode, writer: SectionWriter, inPre: boolean): void {
  // Invisible characters go before whitespace is collapsed: JavaScript's \s includes U+FEFF, which would
  // otherwise turn "choco<U+FEFF>late" into two words.
  if (isText(node)) return writer.text(inPre ? node.data : stripInvisible(node.data).replace(/\s+/g, ' '));
  if (!isTag(node)) {
    if ('children' in node) node.children.forEach((child) => walk(child, writer, inPre));
    return;
  }
  if (NON_TEXT_TAGS.has(node.name)) return;
  const heading = HEADING.exec(node.name);
  if (heading) {
    const text = inlineText(node);
    return text ? writer.startSection(Number(heading[1]), text) : undefined;
  }
  if (node.name === 'br') return writer.text('\n');
  if (LIST_TAGS.has(node.name)) return writer.block(listText(node, 0).join('\n'));
  if (node.name === 'table' && isDataTable(node)) return writer.block(tableText(node));
  const block = BLOCK_TAGS.has(node.name);
  if (block) writer.flush();
  else writer.text(separatorFor(node, ''));
  node.children.forEach((child) => walk(child, writer, inPre || node.name === 'pre'));
  if (block) writer.flush();
  else writer.text(separatorFor(node, ''));
}

/** "- item" lines; nested lists indented two spaces per level. */
function listText(list: Element, depth: number): string[] {
  const indent = '  '.repeat(depth);
  return elementChildren(list).flatMap((item) => {
    const own = inlineText(item, (element) => LIST_TAGS.has(element.name));
    const nested = elementChildren(item)
      .filter((child) => LIST_TAGS.has(child.name))
      .flatMap((child) => listText(child, depth + 1));
    return own ? [`${indent}- ${own}`, ...nested] : nested;
  });
}

function isDataTable(table: Element): boolean {
  return !findOne((element) => LAYOUT_MARKERS.has(element.name), table.children);
}

/** Caption first, then one "cell | cell" line per row, header row included; empty rows dropped. */
function tableText(table: Element): string {
  const caption = elementChildren(table).find((child) => child.name === 'caption');
  const rows = rowsOf(table).flatMap((row) => {
    const cells = elementChildren(row)
      .filter((cell) => cell.name === 'td' || cell.name === 'th')
      .map((cell) => inlineText(cell));
    return cells.some(Boolean) ? [cells.join(' | ').replace(/\s+/g, ' ').trim()] : [];
  });
  return [caption ? inlineText(caption) : '', ...rows].filter(Boolean).join('\n');
}

function rowsOf(table: Element): Element[] {
  return elementChildren(table).flatMap((child) =>
    child.name === 'tr' ? [child] : ['thead', 'tbody', 'tfoot'].includes(child.name) ? rowsOf(child) : [],
  );
}

import type { ContentSection } from '@gptsite/server';
import { stripInvisible } from '@gptsite/shared';
import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { findAll, findOne } from 'domutils';
import {
  isBlock,
  collapseText,
  elementChildren,
  elementEdges,
  resolveElementEdges,
  inlineText,
  NON_TEXT_TAGS,
  separatorFor,
  textLines,
  tidyPunctuation,
} from './dom-text';

const HEADING = /^h([1-6])$/;
const LIST_TAGS = new Set(['ul', 'ol']);
/** Structure that marks a table as page layout (1990s-style) rather than data with rows and columns. */
const STRUCTURE_MARKERS = new Set(['table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'form']);
/** Blocks that also mark a layout table, unless the table has header cells. */
const LAYOUT_MARKERS = new Set(['ul', 'ol', 'p', 'blockquote']);

/**
 * Collects text into sections, one per heading. Paragraph text is gathered inline and flushed at every
 * block boundary, so source line breaks never split a sentence and adjacent blocks never run together.
 */
class SectionWriter {
  private readonly sections: WrittenSection[] = [];
  private heading: string | null = null;
  private headingElement: Element | null = null;
  private level = 0;
  private blocks: string[] = [];
  private inline: string[] = [];

  text(text: string): void {
    this.inline.push(text);
  }

  flush(): void {
    const lines = stripInvisible(resolveElementEdges(this.inline.join('')))
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

  startSection(level: number, heading: string, element: Element): void {
    this.flush();
    this.closeSection();
    this.heading = heading;
    this.headingElement = element;
    this.level = level;
  }

  finish(): ContentSection[] {
    this.flush();
    this.closeSection();
    return placeBareHeadings(this.sections);
  }

  private closeSection(): void {
    if (this.heading === null && this.blocks.length === 0) return;
    this.sections.push({
      heading: this.heading,
      level: this.level,
      text: this.blocks.join('\n\n'),
      headingElement: this.headingElement,
    });
    this.blocks = [];
  }
}

interface WrittenSection extends ContentSection {
  /** Read again, line by line, only for a heading kept as text. */
  headingElement: Element | null;
}

/**
 * Headings with no text of their own. One that heads deeper headings is dropped; they carry the
 * structure. One that heads nothing and holds a figure is itself what the page says: a price styled as a
 * heading under its service ("Daily Boarding" … <h5>Dogs: $28.00<br>Cats: $17.00</h5>, then the next
 * service's <h4>), "Homedale Chiropractic – Established in 1988", "call us today to book a free dental
 * check 9497 3003". Dropping it lost the fact, so it becomes a line of the section it follows when that
 * section heads it, else a section of its own. Bare headings without a figure ("We'd recommend",
 * "Standard" over a pricing card's own title) stay dropped: they are a widget's labels, and keeping them
 * only re-cut the passages around them (tuning eval: more wrong answers, not fewer).
 */
function placeBareHeadings(written: WrittenSection[]): ContentSection[] {
  const sections: ContentSection[] = [];
  written.forEach(({ headingElement, ...section }, index) => {
    const next = written[index + 1];
    if (section.text || section.heading === null) return sections.push(section);
    if (next?.heading && next.level > section.level) return;
    if (!/\d/.test(section.heading)) return;
    // A post's title repeated as the heading over its text ("The 10-Day Rule…" in the hero, then the h1).
    if (next?.heading?.toLowerCase() === section.heading.toLowerCase()) return;
    // Lines as a reader sees them: "Dogs: $28.00" / "Cats: $17.00", split at the heading's <br>.
    const lines = (headingElement ? textLines(headingElement) : []).join('\n') || section.heading;
    const previous = sections.at(-1);
    if (previous && (previous.heading === null || previous.level < section.level)) {
      previous.text = previous.text ? `${previous.text}\n\n${lines}` : lines;
      return;
    }
    sections.push({ ...section, text: lines });
  });
  return sections;
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
    return text ? writer.startSection(Number(heading[1]), text, node) : undefined;
  }
  if (node.name === 'br') return writer.text('\n');
  if (LIST_TAGS.has(node.name)) return writer.block(listText(node, 0).join('\n'));
  if (node.name === 'table' && isDataTable(node)) return writer.block(tableText(node));
  const block = isBlock(node);
  const [opening, closing] = block ? ['', ''] : elementEdges(node, separatorFor(node, ''));
  if (block) writer.flush();
  else writer.text(opening);
  node.children.forEach((child) => walk(child, writer, inPre || node.name === 'pre'));
  if (block) writer.flush();
  else writer.text(closing);
}

/**
 * "- item" lines; nested lists indented two spaces per level. A list written straight inside a list,
 * not inside an item (<ul><li>Before May 1</li><ul><li>Register 7 weeks & get one week off</li></ul>),
 * nests under the item before it, as a browser shows it.
 */
function listText(list: Element, depth: number): string[] {
  const indent = '  '.repeat(depth);
  return elementChildren(list).flatMap((item) => {
    if (LIST_TAGS.has(item.name)) return listText(item, depth + 1);
    const own = inlineText(item, (element) => LIST_TAGS.has(element.name));
    const nested = elementChildren(item)
      .filter((child) => LIST_TAGS.has(child.name))
      .flatMap((child) => listText(child, depth + 1));
    return own ? [`${indent}- ${own}`, ...nested] : nested;
  });
}

/**
 * A data table has no headings, forms or tables inside. Paragraphs and lists in cells mark a layout
 * table, unless header cells say it holds data (WordPress wraps each cell's text in a <p>).
 */
function isDataTable(table: Element): boolean {
  if (findOne((element) => STRUCTURE_MARKERS.has(element.name), table.children)) return false;
  if (!findOne((element) => LAYOUT_MARKERS.has(element.name), table.children)) return true;
  return (
    Boolean(findOne((element) => element.name === 'th' || element.name === 'thead', table.children)) ||
    headsWithBoldRow(rowsOf(table).map(cellsOf))
  );
}

/**
 * Caption first, then one line per row. When the table has a header row, every other row carries its
 * column headers ("Grades 6–8 | Tuition: $6,780 | Fees: $350"), so one row is one retrievable fact;
 * otherwise each row is "cell | cell". Empty rows are dropped.
 */
function tableText(table: Element): string {
  const caption = elementChildren(table).find((child) => child.name === 'caption');
  const rows = rowsOf(table)
    .map(cellsOf)
    .filter((cells) => cells.some((cell) => cell.text));
  const header = headerRow(table, rows);
  const lines = rows.flatMap((cells) => {
    if (header && cells === header.cells) return [];
    const listed = header ? listedRowLines(cells, header.columns) : null;
    if (listed) return listed;
    const texts = header ? withHeaders(cells, header.columns) : cells.map((cell) => cell.text);
    const line = texts.join(' | ').replace(/\s+/g, ' ').trim();
    return line.replace(/[|\s]/g, '') ? [line] : [];
  });
  return [caption ? inlineText(caption) : '', ...lines].filter(Boolean).join('\n');
}

/**
 * A row whose cells hold lists (a school calendar: "Fall 2023" over "- First Day of School: September 6",
 * "- Thanksgiving Break: November 22 - 26"): one line per item under its column's header, after the
 * row's other cells, so each item stays one retrievable fact. Null for a row without such a cell.
 */
function listedRowLines(cells: Cell[], columns: string[]): string[] | null {
  if (!cells.some((cell) => cell.items.length > 1)) return null;
  const plain: Cell[] = [];
  const plainColumns: string[] = [];
  const listed: { header: string; items: string[] }[] = [];
  let column = 0;
  for (const cell of cells) {
    const spanned = columns.slice(column, column + cell.span);
    column += cell.span;
    if (cell.items.length > 1) listed.push({ header: spanned[0] ?? '', items: cell.items });
    else {
      plain.push(cell);
      plainColumns.push(...spanned);
    }
  }
  const prefix = withHeaders(plain, plainColumns).join(' | ');
  return listed.flatMap(({ header, items }) =>
    items.map((item) =>
      [prefix, header ? `${header}: ${item}` : item].filter(Boolean).join(' | ').replace(/\s+/g, ' ').trim(),
    ),
  );
}

/** Headers of a row-label column that add nothing to the label ("Description: Pre-K"). */
const GENERIC_LABELS = /^(description|item|items|name|service|services|type|category|product|details?|#)$/i;

interface Cell {
  text: string;
  header: boolean;
  /** All of its text is bold. */
  bold: boolean;
  /** The items of the lists it holds, each as one line of text. */
  items: string[];
  span: number;
}

function cellsOf(row: Element): Cell[] {
  return elementChildren(row)
    .filter((cell) => cell.name === 'td' || cell.name === 'th')
    .map((cell) => {
      const text = inlineText(cell);
      return {
        text,
        header: cell.name === 'th',
        bold: text !== '' && collapseText(boldText(cell)) === collapseText(text),
        items: findAll((element) => element.name === 'li', cell.children)
          .map((item) => inlineText(item))
          .filter(Boolean),
        span: Math.min(20, Math.max(1, Number.parseInt(cell.attribs.colspan ?? '1', 10) || 1)),
      };
    });
}

const BOLD_TAGS = new Set(['strong', 'b']);

/** The text of a cell's bold runs (<strong>, <b>), outermost only. */
function boldText(element: Element): string {
  return element.children
    .map((child) => (!isTag(child) ? '' : BOLD_TAGS.has(child.name) ? inlineText(child) : boldText(child)))
    .join(' ');
}

/**
 * The row of column headers: the <thead>'s last row, else a first row of <th> cells only, else a first
 * row whose every cell is bold when a later row has plain cells (hand-made tables head their columns
 * with <td><strong>Fall 2023</strong></td>).
 */
function headerRow(table: Element, rows: Cell[][]): { cells: Cell[]; columns: string[] } | null {
  if (rows.length < 2) return null;
  const thead = elementChildren(table).find((child) => child.name === 'thead');
  const theadRows = thead ? rowsOf(thead).length : 0;
  const firstRowHeads = rows[0].every((cell) => cell.header) || headsWithBoldRow(rows);
  const index = theadRows > 0 ? theadRows - 1 : firstRowHeads ? 0 : -1;
  if (index < 0 || index >= rows.length - 1 || rows[index].length < 2) return null;
  const columns = rows[index].flatMap((cell) => Array.from({ length: cell.span }, () => cell.text));
  return { cells: rows[index], columns };
}

/**
 * Each cell gets its column's header ("Tuition: $6,780"). The first cell names the row and keeps its
 * header only when it adds a word ("Plan: Three days a week", but "Grades 6–8" under "Grades").
 */
function withHeaders(cells: Cell[], columns: string[]): string[] {
  let column = 0;
  return cells.flatMap((cell, index) => {
    const header = columns[column] ?? '';
    column += cell.span;
    if (!cell.text) return [];
    if (!header || header === cell.text) return [cell.text];
    const label = index === 0 || cell.header;
    if (label && (GENERIC_LABELS.test(header) || cell.text.toLowerCase().includes(header.toLowerCase())))
      return [cell.text];
    return [`${header}: ${cell.text}`];
  });
}

/** The first row is all bold and a later row is not: a hand-made header row. */
function headsWithBoldRow(rows: Cell[][]): boolean {
  const bold = (row: Cell[]): boolean => row.every((cell) => cell.header || cell.bold || !cell.text);
  return (
    rows.length > 1 &&
    rows[0].some((cell) => cell.text) &&
    bold(rows[0]) &&
    rows.slice(1).some((row) => !bold(row))
  );
}

function rowsOf(table: Element): Element[] {
  return elementChildren(table).flatMap((child) =>
    child.name === 'tr' ? [child] : ['thead', 'tbody', 'tfoot'].includes(child.name) ? rowsOf(child) : [],
  );
}

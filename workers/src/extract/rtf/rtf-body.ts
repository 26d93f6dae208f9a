import { CELL_WORDS, PARAGRAPH_WORDS, ROW_WORDS } from './rtf-vocabulary';
import type { RtfParagraph } from './rtf-reader';
import type { RtfTables } from './rtf-tables';

export interface ParagraphProps {
  style: number;
  /** \outlinelevel: 0 for a level-1 heading; 9 or null for body text. */
  outline: number | null;
  inTable: boolean;
}

/** Longer "headings" are body text in a heading style, which happens in real documents. */
const MAX_HEADING_CHARS = 200;

/** The body text of an RTF document: the paragraphs and table rows completed so far. */
export class RtfBody {
  private readonly paragraphs: RtfParagraph[] = [];
  private current = '';
  private cells: string[] = [];
  private lastProps: ParagraphProps = { style: 0, outline: null, inTable: false };

  constructor(private readonly tables: RtfTables) {}

  text(text: string, props: ParagraphProps): void {
    this.current += text;
    this.lastProps = props;
  }

  control(name: string, param: number | null, props: ParagraphProps): void {
    if (PARAGRAPH_WORDS.has(name)) this.endParagraph(props);
    else if (CELL_WORDS.has(name)) this.endCell();
    else if (ROW_WORDS.has(name)) this.endRow();
    else if (name === 'pard') Object.assign(props, { style: 0, outline: null, inTable: false });
    else if (name === 's') props.style = param ?? 0;
    else if (name === 'outlinelevel') props.outline = param;
    else if (name === 'intbl' || name === 'itap') props.inTable = param !== 0;
  }

  finish(): RtfParagraph[] {
    if (this.cells.length > 0) this.endRow();
    this.endParagraph({ ...this.lastProps, inTable: false });
    return this.paragraphs;
  }

  private endParagraph(props: ParagraphProps): void {
    // A paragraph mark inside a table cell separates lines of that cell, not rows.
    if (props.inTable) {
      this.current += ' ';
      return;
    }
    const text = this.current.trim();
    this.current = '';
    if (!text) return;
    const level = text.length <= MAX_HEADING_CHARS ? this.headingLevel(props) : 0;
    this.paragraphs.push({ text, level, row: false });
  }

  private endCell(): void {
    this.cells.push(this.current.replace(/\s+/g, ' ').trim());
    this.current = '';
  }

  private endRow(): void {
    if (this.current.trim()) this.endCell();
    this.current = '';
    const cells = this.cells;
    this.cells = [];
    if (cells.some((cell) => cell !== ''))
      this.paragraphs.push({ text: cells.join(' | '), level: 0, row: true });
  }

  private headingLevel(props: ParagraphProps): number {
    if (props.outline !== null) return props.outline <= 5 ? props.outline + 1 : 0;
    return this.tables.headingLevelOf(props.style) ?? 0;
  }
}

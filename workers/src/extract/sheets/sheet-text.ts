/**
 * Turns spreadsheet rows into text for retrieval. When the sheet has a header row, every row is written
 * as "Header: value; Header: value": chunks split a long sheet between rows, and a row that names its
 * own columns still answers "how much is the 3mm CZ?" on its own. Without a recognisable header, rows
 * are "a | b | c" lines, first row first.
 */
export interface SheetCell {
  text: string;
  /** Numbers, dates and booleans: a header row has none of these. */
  isValue: boolean;
}

export interface SheetRow {
  cells: Array<SheetCell | null>;
  /** Bold or otherwise styled as a header (only known for xlsx). */
  emphasised: boolean;
}

/** Rows per block; blocks are separated by blank lines so chunking can split between them. */
const ROWS_PER_BLOCK = 25;
/** Rows before the header (a sheet title, a note) that we look past when finding it. */
const MAX_PREAMBLE_ROWS = 5;

/** A cell as one line of text: line breaks typed inside a cell would otherwise split the row. */
export function sheetCell(text: string, isValue: boolean): SheetCell | null {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean ? { text: clean, isValue } : null;
}

export function sheetBlocks(rows: SheetRow[]): string[] {
  const filled = rows.filter((row) => row.cells.some((cell) => cell !== null && cell.text !== ''));
  const headerIndex = findHeader(filled);
  const preamble = filled.slice(0, Math.max(headerIndex, 0)).map(pipeLine);
  const header = headerIndex >= 0 ? filled[headerIndex].cells.map((cell) => cell?.text ?? '') : null;
  const body = filled
    .slice(headerIndex + 1)
    .map((row) => (header ? keyValueLine(header, row) : pipeLine(row)));
  const blocks = preamble.length > 0 ? [preamble.join('\n')] : [];
  for (let start = 0; start < body.length; start += ROWS_PER_BLOCK) {
    blocks.push(body.slice(start, start + ROWS_PER_BLOCK).join('\n'));
  }
  return blocks.filter((block) => block.trim() !== '');
}

/**
 * The header is the first row with two or more cells, all text, that is either styled as a header or
 * followed by a row holding numbers or dates. All-text sheets without bold headers stay as plain rows.
 */
function findHeader(rows: SheetRow[]): number {
  for (let index = 0; index < Math.min(rows.length - 1, MAX_PREAMBLE_ROWS + 1); index += 1) {
    const cells = rows[index].cells.filter((cell): cell is SheetCell => cell !== null && cell.text !== '');
    if (cells.length < 2 || cells.some((cell) => cell.isValue)) continue;
    const next = rows[index + 1].cells;
    if (rows[index].emphasised || next.some((cell) => cell?.isValue)) return index;
  }
  return -1;
}

function keyValueLine(header: string[], row: SheetRow): string {
  const parts: string[] = [];
  row.cells.forEach((cell, column) => {
    if (!cell || cell.text === '') return;
    const name = header[column];
    parts.push(name ? `${name}: ${cell.text}` : cell.text);
  });
  return parts.join('; ');
}

function pipeLine(row: SheetRow): string {
  let last = row.cells.length - 1;
  while (last >= 0 && !row.cells[last]?.text) last -= 1;
  return row.cells
    .slice(0, last + 1)
    .map((cell) => cell?.text ?? '')
    .join(' | ');
}

import type { SectionBuilder } from '../section-builder';
import { sheetBlocks, type SheetRow } from './sheet-text';

/** Rows read per sheet. Larger sheets are usually data exports that drown the rest of the knowledge. */
export const MAX_SHEET_ROWS = 5000;

/** Adds one sheet as a section headed by its name, noting when rows were left out. */
export function addSheet(builder: SectionBuilder, name: string, rows: SheetRow[], totalRows: number): void {
  builder.addHeading(name.trim() || 'Sheet', 1);
  for (const block of sheetBlocks(rows)) builder.addBlock(block);
  if (totalRows > rows.length) {
    const kept = rows.length.toLocaleString('en-US');
    const total = totalRows.toLocaleString('en-US');
    builder.addBlock(`(This sheet has ${total} rows; only the first ${kept} were read.)`);
  }
}

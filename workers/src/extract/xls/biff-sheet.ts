import type { SheetCell, SheetRow } from '../sheets/sheet-text';
import { biffRecords, RECORD } from './biff-records';
import { decodeCells, formulaHasStringResult, type PendingFormula } from './biff-cells';
import type { BiffSheetInfo, BiffWorkbook } from './biff-workbook';

export interface SheetCells {
  rows: SheetRow[];
  /** Rows with content in the sheet, including those past the cap. */
  totalRows: number;
}

/** Excel 97–2003 sheets have at most 256 columns. */
const MAX_COLUMNS = 256;

/**
 * Reads one worksheet substream, from its BOF to the matching EOF (embedded charts nest their own
 * BOF/EOF pairs). Keeps the first `maxRows` rows with content and counts the rest.
 */
export function readSheetCells(
  stream: Buffer,
  sheet: BiffSheetInfo,
  workbook: BiffWorkbook,
  maxRows: number,
): SheetCells {
  const grid = new Map<number, Map<number, SheetCell>>();
  const skippedRows = new Set<number>();
  let depth = 0;
  let pending: PendingFormula | null = null;
  for (const record of biffRecords(stream, sheet.offset)) {
    if (depth === 0 && record.type !== RECORD.BOF) break;
    if (record.type === RECORD.BOF) depth += 1;
    if (record.type === RECORD.EOF && --depth === 0) break;
    if (depth !== 1) continue;
    for (const placed of decodeCells(record, workbook, pending)) {
      if (!placed.cell || placed.column >= MAX_COLUMNS) continue;
      let row = grid.get(placed.row);
      if (!row && grid.size >= maxRows) {
        skippedRows.add(placed.row);
        continue;
      }
      if (!row) grid.set(placed.row, (row = new Map()));
      row.set(placed.column, placed.cell);
    }
    pending = formulaHasStringResult(record)
      ? { row: record.data.readUInt16LE(0), column: record.data.readUInt16LE(2) }
      : null;
  }
  return { rows: toSheetRows(grid), totalRows: grid.size + skippedRows.size };
}

function toSheetRows(grid: Map<number, Map<number, SheetCell>>): SheetRow[] {
  return [...grid.entries()]
    .sort(([above], [below]) => above - below)
    .map(([, cells]) => {
      const width = Math.max(...cells.keys()) + 1;
      return {
        cells: Array.from({ length: width }, (_unused, column) => cells.get(column) ?? null),
        emphasised: false,
      };
    });
}

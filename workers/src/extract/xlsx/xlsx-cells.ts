import type { CellValue, Row } from 'exceljs';
import { excelSerialToDate, formatDate, formatNumber, isDateFormat } from '../sheets/cell-format';
import { sheetCell, type SheetCell, type SheetRow } from '../sheets/sheet-text';

/** Columns read per row: wider rows are almost always stray formatting, not content. */
const MAX_COLUMNS = 200;

export function toSheetRow(row: Row, date1904: boolean): SheetRow {
  const cells: Array<SheetCell | null> = [];
  let bold = true;
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    // Merged ranges repeat the first cell's value in every cell; keep it once.
    if (column > MAX_COLUMNS || (cell.isMerged && cell.master.address !== cell.address)) return;
    const value = cellText(cell.value, cell.numFmt, date1904);
    cells[column - 1] = value;
    if (value && !cell.font?.bold) bold = false;
  });
  const filled = Array.from({ length: cells.length }, (_unused, index) => cells[index] ?? null);
  return { cells: filled, emphasised: bold && filled.some((cell) => cell !== null) };
}

function cellText(value: CellValue, numFmt: string | undefined, date1904: boolean): SheetCell | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return sheetCell(value, false);
  if (typeof value === 'boolean') return sheetCell(value ? 'TRUE' : 'FALSE', true);
  if (typeof value === 'number') return numberText(value, numFmt, date1904);
  if (value instanceof Date) return sheetCell(formatDate(value), true);
  if ('richText' in value) return sheetCell(value.richText.map((run) => run.text).join(''), false);
  // Hyperlink text is sometimes rich text itself, so it goes round again.
  if ('hyperlink' in value) return cellText(value.text as CellValue, numFmt, date1904);
  if ('formula' in value || 'sharedFormula' in value) {
    return value.result === undefined ? null : cellText(value.result, numFmt, date1904);
  }
  // Error values (#N/A, #REF!) carry no information for a reader.
  return null;
}

function numberText(value: number, numFmt: string | undefined, date1904: boolean): SheetCell | null {
  if (!Number.isFinite(value)) return null;
  if (numFmt && isDateFormat(numFmt)) return sheetCell(formatDate(excelSerialToDate(value, date1904)), true);
  return sheetCell(formatNumber(value, numFmt), true);
}

/**
 * Decodes the cell records of a worksheet substream into text. Numbers are formatted through the
 * cell's XF (format) record, so dates, percentages and prices read as they do in Excel.
 */
import { excelSerialToDate, formatDate, formatNumber, isDateFormat } from '../sheets/cell-format';
import { sheetCell, type SheetCell } from '../sheets/sheet-text';
import { BIFF8, decodeRk, RECORD, type BiffRecord } from './biff-records';
import { readByteString, readUnicodeString, SegmentReader } from './biff-strings';
import type { BiffWorkbook } from './biff-workbook';

export interface PlacedCell {
  row: number;
  column: number;
  cell: SheetCell | null;
}

/** Excel's built-in number formats that matter for reading: currency, percent, dates and times. */
const BUILTIN_FORMATS: Record<number, string> = {
  5: '"$"#,##0',
  6: '"$"#,##0',
  7: '"$"#,##0.00',
  8: '"$"#,##0.00',
  9: '0%',
  10: '0.00%',
  14: 'yyyy-mm-dd',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'yyyy-mm-dd h:mm',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mm:ss.0',
};

/** A FORMULA whose text result arrives in the STRING record that follows it. */
export interface PendingFormula {
  row: number;
  column: number;
}

export function decodeCells(
  record: BiffRecord,
  workbook: BiffWorkbook,
  pending: PendingFormula | null,
): PlacedCell[] {
  const { type, data } = record;
  if (type === RECORD.STRING)
    return pending ? [{ ...pending, cell: sheetCell(recordString(data, 0, workbook), false) }] : [];
  if (data.length < 6) return [];
  const row = data.readUInt16LE(0);
  const column = data.readUInt16LE(2);
  const xf = data.readUInt16LE(4);
  switch (type) {
    case RECORD.LABELSST:
      return [{ row, column, cell: sheetCell(workbook.strings[data.readUInt32LE(6)] ?? '', false) }];
    case RECORD.LABEL:
    case RECORD.RSTRING:
      return [{ row, column, cell: sheetCell(recordString(data, 6, workbook), false) }];
    case RECORD.NUMBER:
      return [{ row, column, cell: numberCell(data.readDoubleLE(6), xf, workbook) }];
    case RECORD.RK:
      return [{ row, column, cell: numberCell(decodeRk(data.readUInt32LE(6)), xf, workbook) }];
    case RECORD.MULRK:
      return mulRkCells(data, row, workbook);
    case RECORD.BOOLERR:
      return data[7] === 0 ? [{ row, column, cell: sheetCell(data[6] ? 'TRUE' : 'FALSE', true) }] : [];
    case RECORD.FORMULA:
      return formulaCells(data, row, column, xf, workbook);
    default:
      return [];
  }
}

/** True when a FORMULA record's text result follows in a STRING record. */
export function formulaHasStringResult(record: BiffRecord): boolean {
  const { data } = record;
  return (
    record.type === RECORD.FORMULA && data.length >= 14 && data.readUInt16LE(12) === 0xffff && data[6] === 0
  );
}

function recordString(data: Buffer, offset: number, workbook: BiffWorkbook): string {
  if (workbook.version >= BIFF8) return readUnicodeString(new SegmentReader([data.subarray(offset)]));
  return readByteString(data, offset, 2, workbook.codepage);
}

function mulRkCells(data: Buffer, row: number, workbook: BiffWorkbook): PlacedCell[] {
  const first = data.readUInt16LE(2);
  const cells: PlacedCell[] = [];
  for (let offset = 4, column = first; offset + 6 <= data.length - 2; offset += 6, column += 1) {
    const value = decodeRk(data.readUInt32LE(offset + 2));
    cells.push({ row, column, cell: numberCell(value, data.readUInt16LE(offset), workbook) });
  }
  return cells;
}

function formulaCells(
  data: Buffer,
  row: number,
  column: number,
  xf: number,
  workbook: BiffWorkbook,
): PlacedCell[] {
  if (data.length < 14) return [];
  if (data.readUInt16LE(12) !== 0xffff)
    return [{ row, column, cell: numberCell(data.readDoubleLE(6), xf, workbook) }];
  // Special results: 1 is a boolean; 0 (text, in the next STRING record), 2 (error) and 3 (empty) have no value here.
  return data[6] === 1 ? [{ row, column, cell: sheetCell(data[8] ? 'TRUE' : 'FALSE', true) }] : [];
}

function numberCell(value: number, xf: number, workbook: BiffWorkbook): SheetCell | null {
  if (!Number.isFinite(value)) return null;
  const formatIndex = workbook.xfFormats[xf];
  const format =
    formatIndex === undefined
      ? null
      : (workbook.formats.get(formatIndex) ?? BUILTIN_FORMATS[formatIndex] ?? null);
  if (format && isDateFormat(format))
    return sheetCell(formatDate(excelSerialToDate(value, workbook.date1904)), true);
  return sheetCell(formatNumber(value, format), true);
}

/**
 * Reads the workbook globals of an .xls stream: version, sheet list, shared strings, number formats,
 * the 1904 date flag, the codepage (for Excel 5/95 text), and whether the file is encrypted.
 */
import { BIFF5, BIFF8, biffRecords, RECORD, type BiffRecord } from './biff-records';
import { readByteString, readSharedStrings, readUnicodeString, SegmentReader } from './biff-strings';

export interface BiffSheetInfo {
  name: string;
  /** Stream offset of the sheet's BOF record. */
  offset: number;
  visible: boolean;
  /** Worksheets only; charts and macro sheets hold no cell text. */
  worksheet: boolean;
}

export interface BiffWorkbook {
  version: number;
  encrypted: boolean;
  sheets: BiffSheetInfo[];
  strings: string[];
  /** Number format per XF (cell format) index. */
  xfFormats: number[];
  formats: Map<number, string>;
  date1904: boolean;
  codepage: number;
}

export function readWorkbookGlobals(stream: Buffer): BiffWorkbook {
  const workbook: BiffWorkbook = {
    version: 0,
    encrypted: false,
    sheets: [],
    strings: [],
    xfFormats: [],
    formats: new Map(),
    date1904: false,
    codepage: 1252,
  };
  let sst: Buffer[] | null = null;
  for (const record of biffRecords(stream)) {
    if (sst && record.type === RECORD.CONTINUE) {
      sst.push(record.data);
      continue;
    }
    if (sst) workbook.strings = readSharedStrings(sst);
    sst = record.type === RECORD.SST ? [record.data] : null;
    if (record.type === RECORD.EOF) break;
    applyGlobalRecord(workbook, record);
  }
  if (sst) workbook.strings = readSharedStrings(sst);
  return workbook;
}

function applyGlobalRecord(workbook: BiffWorkbook, { type, data, offset }: BiffRecord): void {
  if (type === RECORD.BOF && offset === 0) workbook.version = data.length >= 2 ? data.readUInt16LE(0) : 0;
  else if (type === RECORD.FILEPASS) workbook.encrypted = true;
  else if (type === RECORD.CODEPAGE && data.length >= 2) workbook.codepage = data.readUInt16LE(0);
  else if (type === RECORD.DATEMODE && data.length >= 2) workbook.date1904 = data.readUInt16LE(0) === 1;
  else if (type === RECORD.XF && data.length >= 4) workbook.xfFormats.push(data.readUInt16LE(2));
  else if (type === RECORD.FORMAT && data.length >= 3) readFormat(workbook, data);
  else if (type === RECORD.BOUNDSHEET && data.length >= 8)
    workbook.sheets.push(readSheetInfo(workbook, data));
}

function readFormat(workbook: BiffWorkbook, data: Buffer): void {
  const index = data.readUInt16LE(0);
  const text =
    workbook.version >= BIFF8
      ? readUnicodeString(new SegmentReader([data.subarray(2)]))
      : readByteString(data, 2, 1, workbook.codepage);
  workbook.formats.set(index, text);
}

function readSheetInfo(workbook: BiffWorkbook, data: Buffer): BiffSheetInfo {
  const name =
    workbook.version >= BIFF8
      ? readUnicodeString(new SegmentReader([data.subarray(6)]), 1)
      : readByteString(data, 6, 1, workbook.codepage);
  return { name, offset: data.readUInt32LE(0), visible: data[4] === 0, worksheet: data[5] === 0 };
}

export function isSupportedVersion(version: number): boolean {
  return version === BIFF8 || version === BIFF5;
}

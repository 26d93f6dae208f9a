/**
 * Writes BIFF8 workbook streams for the .xls tests. Strings go into the shared string table, which is
 * split into CONTINUE records the way Excel does it: a string's header never splits, and characters
 * that overflow start the next record with a fresh flag byte (0x01 when they are UTF-16).
 */
import { compoundFile } from './ole-builders';

export type BiffCellValue =
  string | number | boolean | { formula: number | string } | { inline: string } | { rk: number };
export interface BiffCell {
  row: number;
  column: number;
  value: BiffCellValue;
  /** XF index: 0 General, 1 currency, 2 date, 3 percent. */
  xf?: number;
}
export interface BiffSheet {
  name: string;
  hidden?: boolean;
  cells: BiffCell[];
}

const MAX_RECORD = 8224;

function record(type: number, data: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(data.length, 2);
  return Buffer.concat([header, data]);
}

function u16(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => buffer.writeUInt16LE(value, index * 2));
  return buffer;
}

function isWide(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) > 0xff);
}

/** XLUnicodeString: length, flag byte, then Latin-1 or UTF-16LE characters. */
function unicodeString(text: string, lengthBytes: 1 | 2 = 2): Buffer {
  const wide = isWide(text);
  const length = lengthBytes === 2 ? u16(text.length) : Buffer.from([text.length]);
  return Buffer.concat([length, Buffer.from([wide ? 1 : 0]), Buffer.from(text, wide ? 'utf16le' : 'latin1')]);
}

function bof(type: number): Buffer {
  const data = Buffer.alloc(16);
  data.writeUInt16LE(0x0600, 0);
  data.writeUInt16LE(type, 2);
  return record(0x0809, data);
}

function sharedStringRecords(strings: string[]): Buffer[] {
  const records: Buffer[][] = [[Buffer.alloc(8)]];
  records[0][0].writeUInt32LE(strings.length, 0);
  records[0][0].writeUInt32LE(strings.length, 4);
  let size = 8;
  const startRecord = () => {
    records.push([]);
    size = 0;
  };
  for (const text of strings) {
    const wide = isWide(text);
    if (size + 3 > MAX_RECORD) startRecord();
    records[records.length - 1].push(u16(text.length), Buffer.from([wide ? 1 : 0]));
    size += 3;
    let rest = text;
    while (rest.length > 0) {
      const fit = Math.floor((MAX_RECORD - size) / (wide ? 2 : 1));
      const part = rest.slice(0, fit);
      records[records.length - 1].push(Buffer.from(part, wide ? 'utf16le' : 'latin1'));
      size += part.length * (wide ? 2 : 1);
      rest = rest.slice(part.length);
      if (rest.length > 0) {
        startRecord();
        records[records.length - 1].push(Buffer.from([wide ? 1 : 0]));
        size = 1;
      }
    }
  }
  return records.map((parts, index) => record(index === 0 ? 0x00fc : 0x003c, Buffer.concat(parts)));
}

function xf(formatIndex: number): Buffer {
  const data = Buffer.alloc(20);
  data.writeUInt16LE(formatIndex, 2);
  return record(0x00e0, data);
}

function cellRecords(cell: BiffCell, strings: string[]): Buffer[] {
  const head = u16(cell.row, cell.column, cell.xf ?? 0);
  const { value } = cell;
  if (typeof value === 'string') {
    const index = strings.includes(value) ? strings.indexOf(value) : strings.push(value) - 1;
    const sst = Buffer.alloc(4);
    sst.writeUInt32LE(index, 0);
    return [record(0x00fd, Buffer.concat([head, sst]))];
  }
  if (typeof value === 'number') {
    const number = Buffer.alloc(8);
    number.writeDoubleLE(value, 0);
    return [record(0x0203, Buffer.concat([head, number]))];
  }
  if (typeof value === 'boolean')
    return [record(0x0205, Buffer.concat([head, Buffer.from([value ? 1 : 0, 0])]))];
  if ('inline' in value) return [record(0x0204, Buffer.concat([head, unicodeString(value.inline)]))];
  if ('rk' in value) {
    const rk = Buffer.alloc(4);
    rk.writeInt32LE((value.rk << 2) | 0x02, 0);
    return [record(0x027e, Buffer.concat([head, rk]))];
  }
  const result = Buffer.alloc(8);
  if (typeof value.formula === 'number') result.writeDoubleLE(value.formula, 0);
  else result.writeUInt16LE(0xffff, 6);
  const formula = record(0x0006, Buffer.concat([head, result, Buffer.alloc(6)]));
  return typeof value.formula === 'number'
    ? [formula]
    : [formula, record(0x0207, unicodeString(value.formula))];
}

export function buildXls(sheets: BiffSheet[], options: { encrypted?: boolean } = {}): Buffer {
  const strings: string[] = [];
  const substreams = sheets.map((sheet) =>
    Buffer.concat([
      bof(0x0010),
      ...sheet.cells.flatMap((cell) => cellRecords(cell, strings)),
      record(0x000a, Buffer.alloc(0)),
    ]),
  );
  const globalsWithout = (offsets: number[]) =>
    Buffer.concat([
      bof(0x0005),
      ...(options.encrypted ? [record(0x002f, Buffer.alloc(6))] : []),
      record(0x0042, u16(1200)),
      record(0x0022, u16(0)),
      record(0x041e, Buffer.concat([u16(164), unicodeString('"$"#,##0.00')])),
      xf(0),
      xf(164),
      xf(14),
      xf(10),
      ...sheets.map((sheet, index) => {
        const position = Buffer.alloc(6);
        position.writeUInt32LE(offsets[index] ?? 0, 0);
        position[4] = sheet.hidden ? 1 : 0;
        return record(0x0085, Buffer.concat([position, unicodeString(sheet.name, 1)]));
      }),
      ...sharedStringRecords(strings),
      record(0x000a, Buffer.alloc(0)),
    ]);
  const globalsLength = globalsWithout([]).length;
  const offsets = substreams.map(
    (_stream, index) =>
      globalsLength + substreams.slice(0, index).reduce((sum, part) => sum + part.length, 0),
  );
  return compoundFile({ Workbook: Buffer.concat([globalsWithout(offsets), ...substreams]) });
}

/**
 * The record layer of the Excel 97–2003 (BIFF8) and Excel 5/95 (BIFF5) binary format
 * ([MS-XLS] 2.1.4): each record is a 2-byte type, a 2-byte length and its data.
 */
export const RECORD = {
  BOF: 0x0809,
  EOF: 0x000a,
  BOUNDSHEET: 0x0085,
  CODEPAGE: 0x0042,
  CONTINUE: 0x003c,
  DATEMODE: 0x0022,
  FILEPASS: 0x002f,
  FORMAT: 0x041e,
  XF: 0x00e0,
  SST: 0x00fc,
  LABELSST: 0x00fd,
  LABEL: 0x0204,
  RSTRING: 0x00d6,
  NUMBER: 0x0203,
  RK: 0x027e,
  MULRK: 0x00bd,
  BOOLERR: 0x0205,
  FORMULA: 0x0006,
  STRING: 0x0207,
} as const;

export const BIFF8 = 0x0600;
export const BIFF5 = 0x0500;

export interface BiffRecord {
  type: number;
  /** Offset of the record header in the stream (BOUNDSHEET points at these). */
  offset: number;
  data: Buffer;
}

/** Records from `start` to the end of the stream; stops at a truncated record. Always advances. */
export function* biffRecords(stream: Buffer, start = 0): Generator<BiffRecord> {
  let offset = start;
  while (offset + 4 <= stream.length) {
    const type = stream.readUInt16LE(offset);
    const end = offset + 4 + stream.readUInt16LE(offset + 2);
    if (end > stream.length) return;
    yield { type, offset, data: stream.subarray(offset + 4, end) };
    offset = end;
  }
}

/** Decodes an RK number: a compressed integer or the top 30 bits of a double, maybe divided by 100. */
export function decodeRk(rk: number): number {
  let value: number;
  if (rk & 0x02) {
    value = rk >> 2;
  } else {
    const bytes = Buffer.alloc(8);
    bytes.writeUInt32LE(rk & 0xfffffffc, 4);
    value = bytes.readDoubleLE(0);
  }
  return rk & 0x01 ? value / 100 : value;
}

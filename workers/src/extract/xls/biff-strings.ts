/**
 * Reads BIFF strings. BIFF8 strings are UTF-16LE or "compressed" Latin-1 (high bytes dropped), chosen
 * per string by a flag byte; a string that overflows its record continues in a CONTINUE record, which
 * starts with a fresh flag byte. The rules follow [MS-XLS] 2.5.293 and the reader in xlrd.
 */
import { decoderFor } from '../codepages';

const HIGH_BYTE = 0x01;
const EXT_STRING = 0x04;
const RICH_STRING = 0x08;

/** A cursor over a record and its CONTINUE records. */
export class SegmentReader {
  private index = 0;
  private offset = 0;

  constructor(private readonly segments: Buffer[]) {}

  get done(): boolean {
    this.skipFinishedSegments();
    return this.index >= this.segments.length;
  }

  u8(): number {
    this.skipFinishedSegments();
    const segment = this.segments[this.index];
    if (!segment) throw new RangeError('String data ends early');
    const value = segment[this.offset];
    this.offset += 1;
    return value;
  }

  u16(): number {
    return this.u8() | (this.u8() << 8);
  }

  u32(): number {
    return (this.u16() | (this.u16() << 16)) >>> 0;
  }

  skip(bytes: number): void {
    let remaining = bytes;
    while (remaining > 0 && !this.done) {
      const available = this.segments[this.index].length - this.offset;
      const step = Math.min(available, remaining);
      this.offset += step;
      remaining -= step;
    }
  }

  /** `count` characters, switching width at segment boundaries as the continuation's flag byte says. */
  chars(count: number, highByte: boolean): string {
    let text = '';
    let wide = highByte;
    while (text.length < count) {
      const segment = this.segments[this.index];
      if (!segment) throw new RangeError('String data ends early');
      const width = wide ? 2 : 1;
      const take = Math.min(Math.floor((segment.length - this.offset) / width), count - text.length);
      const bytes = segment.subarray(this.offset, this.offset + take * width);
      text += wide ? bytes.toString('utf16le') : bytes.toString('latin1');
      this.offset += take * width;
      if (text.length >= count) break;
      this.index += 1;
      this.offset = 0;
      wide = (this.u8() & HIGH_BYTE) !== 0;
    }
    return text;
  }

  private skipFinishedSegments(): void {
    while (this.index < this.segments.length && this.offset >= this.segments[this.index].length) {
      this.index += 1;
      this.offset = 0;
    }
  }
}

/** XLUnicodeRichExtendedString (also reads the simpler XLUnicodeString, whose flags never set 0x0C). */
export function readUnicodeString(reader: SegmentReader, lengthBytes: 1 | 2 = 2): string {
  const count = lengthBytes === 2 ? reader.u16() : reader.u8();
  const flags = reader.u8();
  const runs = flags & RICH_STRING ? reader.u16() : 0;
  const extBytes = flags & EXT_STRING ? reader.u32() : 0;
  const text = reader.chars(count, (flags & HIGH_BYTE) !== 0);
  reader.skip(runs * 4 + extBytes);
  return text;
}

/** The shared string table: every distinct string in the workbook, referenced by LABELSST cells. */
export function readSharedStrings(segments: Buffer[]): string[] {
  const reader = new SegmentReader(segments);
  reader.u32();
  const unique = reader.u32();
  const strings: string[] = [];
  // The declared count is only trusted as far as the data goes, so a lying header cannot make us loop;
  // a table cut short keeps the strings read so far.
  try {
    while (strings.length < unique && !reader.done) strings.push(readUnicodeString(reader));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return strings;
}

/** A BIFF5 byte string (Excel 5/95), in the workbook's codepage. */
export function readByteString(data: Buffer, offset: number, lengthBytes: 1 | 2, codepage: number): string {
  const count = lengthBytes === 2 ? data.readUInt16LE(offset) : data[offset];
  const start = offset + lengthBytes;
  return decoderFor(codepage).decode(data.subarray(start, Math.min(data.length, start + count)));
}

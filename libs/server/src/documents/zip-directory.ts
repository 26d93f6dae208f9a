/**
 * Reads the file list of a ZIP archive (docx and xlsx are ZIP packages) without inflating anything.
 * The central directory at the end is authoritative; when it is missing or damaged we fall back to
 * walking the local file headers from the start, which is enough to recognise a package.
 */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
/** More entries than any office document has; stops a crafted archive from costing real time. */
const MAX_ENTRIES = 20_000;

export function isZipArchive(buffer: Uint8Array): boolean {
  return buffer.length >= 4 && toBuffer(buffer).readUInt32LE(0) === LOCAL_HEADER;
}

export function zipEntries(buffer: Uint8Array): ZipEntry[] {
  if (!isZipArchive(buffer)) return [];
  const bytes = toBuffer(buffer);
  return readCentralDirectory(bytes) ?? readLocalHeaders(bytes);
}

function toBuffer(buffer: Uint8Array): Buffer {
  return Buffer.from(buffer.buffer, buffer.byteOffset, buffer.length);
}

function findEndRecord(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let offset = bytes.length - END_RECORD_BYTES; offset >= lowest; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

function readCentralDirectory(bytes: Buffer): ZipEntry[] | null {
  const end = findEndRecord(bytes);
  if (end < 0) return null;
  const count = Math.min(bytes.readUInt16LE(end + 10), MAX_ENTRIES);
  let offset = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: bytes.toString('utf8', offset + 46, offset + 46 + nameLength),
      compressedSize: bytes.readUInt32LE(offset + 20),
      uncompressedSize: bytes.readUInt32LE(offset + 24),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function readLocalHeaders(bytes: Buffer): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let offset = 0;
  while (offset + 30 <= bytes.length && entries.length < MAX_ENTRIES) {
    if (bytes.readUInt32LE(offset) !== LOCAL_HEADER) break;
    const nameLength = bytes.readUInt16LE(offset + 26);
    const extraLength = bytes.readUInt16LE(offset + 28);
    const compressedSize = bytes.readUInt32LE(offset + 18);
    const hasDataDescriptor = (bytes.readUInt16LE(offset + 6) & 0x08) !== 0;
    entries.push({
      name: bytes.toString('utf8', offset + 30, Math.min(bytes.length, offset + 30 + nameLength)),
      compressedSize,
      uncompressedSize: bytes.readUInt32LE(offset + 22),
    });
    // Entries written with a trailing data descriptor declare size 0 here; we cannot skip them
    // without inflating, and the names seen so far are all a fallback needs.
    if (hasDataDescriptor) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return entries;
}

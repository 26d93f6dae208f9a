/**
 * A shallow look inside OLE2 compound files (legacy .doc/.xls/.ppt and password-protected Office files).
 * We only need the stream names to tell the kinds apart, so instead of following sector chains (which a
 * crafted file can make cyclic) we scan every 128-byte slot after the header for a plausible directory
 * entry. Bounded by the buffer length, so it cannot loop or allocate much.
 */
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_BYTES = 512;
const ENTRY_BYTES = 128;
const NAME_FIELD_BYTES = 64;
/** Directory entry object types: storage, stream, root storage. */
const ENTRY_TYPES = new Set([1, 2, 5]);

export function isOleCompoundFile(buffer: Uint8Array): boolean {
  return buffer.length >= HEADER_BYTES && Buffer.from(buffer.buffer, buffer.byteOffset, 8).equals(OLE_MAGIC);
}

/** Names of the directory entries found in an OLE2 file; empty when it is not one. */
export function oleEntryNames(buffer: Uint8Array): Set<string> {
  const names = new Set<string>();
  if (!isOleCompoundFile(buffer)) return names;
  const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.length);
  for (let offset = HEADER_BYTES; offset + ENTRY_BYTES <= bytes.length; offset += ENTRY_BYTES) {
    const name = readEntryName(bytes, offset);
    if (name) names.add(name);
  }
  return names;
}

function readEntryName(bytes: Buffer, offset: number): string | null {
  const nameBytes = bytes.readUInt16LE(offset + NAME_FIELD_BYTES);
  const type = bytes[offset + NAME_FIELD_BYTES + 2];
  if (nameBytes < 4 || nameBytes > NAME_FIELD_BYTES || nameBytes % 2 !== 0 || !ENTRY_TYPES.has(type))
    return null;
  // The stored length counts the terminating NUL character.
  if (bytes.readUInt16LE(offset + nameBytes - 2) !== 0) return null;
  const name = bytes.toString('utf16le', offset, offset + nameBytes - 2);
  // Real names are printable, apart from the \x01 and \x05 prefixes Office uses for property streams.
  const printable = name.startsWith('\u0001') || name.startsWith('\u0005') ? name.slice(1) : name;
  return printable.length > 0 && [...printable].every(isPrintable) ? name : null;
}

function isPrintable(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || code >= 0xa0;
}

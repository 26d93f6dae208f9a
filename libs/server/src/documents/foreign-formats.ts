/**
 * Recognises common files that are not documents we read, so a refusal can say what the file
 * actually is ("logo.pdf is a PNG image") instead of only what it is not.
 */
interface Signature {
  bytes: number[];
  offset?: number;
  label: string;
}

const SIGNATURES: Signature[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], label: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], label: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], label: 'a GIF image' },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, label: 'a WebP image' },
  { bytes: [0x66, 0x74, 0x79, 0x70], offset: 4, label: 'a video or HEIC image' },
  { bytes: [0x4d, 0x5a], label: 'a Windows program' },
  { bytes: [0x7f, 0x45, 0x4c, 0x46], label: 'a program' },
  { bytes: [0x1f, 0x8b], label: 'a compressed archive' },
  { bytes: [0x52, 0x61, 0x72, 0x21], label: 'a RAR archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], label: 'a 7-Zip archive' },
  { bytes: [0x49, 0x44, 0x33], label: 'an audio file' },
];

export function describeForeignContent(buffer: Uint8Array): string | null {
  const match = SIGNATURES.find((signature) => startsWith(buffer, signature.bytes, signature.offset ?? 0));
  return match ? match.label : null;
}

function startsWith(buffer: Uint8Array, bytes: number[], offset: number): boolean {
  if (buffer.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => buffer[offset + index] === byte);
}

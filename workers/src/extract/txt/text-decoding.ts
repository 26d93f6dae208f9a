import { windows1252 } from '../codepages';

/**
 * Decodes a text file: a byte-order mark wins (UTF-8, UTF-16 LE/BE); otherwise UTF-8 when the bytes
 * are valid UTF-8, else Windows-1252, which is what older Windows editors wrote and which also
 * covers Latin-1.
 */
export function decodeText(buffer: Uint8Array): string {
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(buffer.subarray(3));
  }
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return windows1252.decode(buffer);
  }
}

/**
 * Decides whether bytes are plain text. Only used when the name or content type already claims text,
 * so the test can be simple: no NUL bytes (binary formats are full of them), and either valid UTF-8 or
 * mostly printable single-byte text (Windows-1252 / Latin-1 files from older editors).
 */
const SAMPLE_BYTES = 1024 * 1024;
const MAX_CONTROL_RATIO = 0.01;
const MIN_PRINTABLE_RATIO = 0.95;

export type TextEncodingGuess = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** The encoding to decode with: a BOM wins, then valid UTF-8, else Windows-1252. */
export function guessTextEncoding(buffer: Uint8Array): TextEncodingGuess {
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return 'utf-16le';
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return 'utf-16be';
  return isValidUtf8(buffer) ? 'utf-8' : 'windows-1252';
}

export function looksLikeText(buffer: Uint8Array): boolean {
  if (buffer.length === 0) return false;
  const encoding = guessTextEncoding(buffer);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    return (
      controlRatio(new TextDecoder(encoding).decode(buffer.subarray(0, SAMPLE_BYTES))) <= MAX_CONTROL_RATIO
    );
  }
  if (buffer.includes(0)) return false;
  if (encoding === 'utf-8') {
    return (
      controlRatio(new TextDecoder('utf-8').decode(buffer.subarray(0, SAMPLE_BYTES))) <= MAX_CONTROL_RATIO
    );
  }
  return printableSingleByteRatio(buffer.subarray(0, SAMPLE_BYTES)) >= MIN_PRINTABLE_RATIO;
}

export function isValidUtf8(buffer: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

function isAllowedControl(code: number): boolean {
  // Tab, line feed, vertical tab, form feed, carriage return, and the DOS end-of-file mark.
  return code === 0x09 || code === 0x0a || code === 0x0b || code === 0x0c || code === 0x0d || code === 0x1a;
}

function controlRatio(text: string): number {
  if (text.length === 0) return 0;
  let controls = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !isAllowedControl(code)) || code === 0x7f) controls += 1;
  }
  return controls / text.length;
}

function printableSingleByteRatio(bytes: Uint8Array): number {
  let printable = 0;
  for (const byte of bytes) {
    // 0x80–0x9F are letters and punctuation in Windows-1252, so they count as printable too.
    if ((byte >= 0x20 && byte !== 0x7f) || isAllowedControl(byte)) printable += 1;
  }
  return printable / bytes.length;
}

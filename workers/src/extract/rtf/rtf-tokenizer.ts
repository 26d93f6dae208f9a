/**
 * Splits RTF source (decoded as Latin-1, so one char per byte) into tokens. Plain text comes out in
 * runs so large documents do not cost one object per character. Bytes above 0x7F and \'hh escapes both
 * come out as `byte` tokens: the reader decodes them with the codepage in force.
 */
export type RtfToken =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'word'; name: string; param: number | null }
  | { type: 'symbol'; char: string }
  | { type: 'byte'; value: number }
  | { type: 'text'; text: string };

const WORD = /([a-zA-Z]{1,32})(-?\d{1,10})? ?/y;
const HEX = /[0-9a-fA-F]{2}/y;
const TEXT_RUN = /[^\\{}\r\n\x80-\xff]+/y;

export function* tokenizeRtf(source: string): Generator<RtfToken> {
  let index = 0;
  while (index < source.length) {
    const char = source[index];
    if (char === '{' || char === '}') {
      index += 1;
      yield { type: char === '{' ? 'open' : 'close' };
    } else if (char === '\\') {
      const result = readControl(source, index + 1);
      index = result.next;
      if (result.token) yield result.token;
    } else if (char === '\r' || char === '\n') {
      // Line breaks in RTF source are formatting of the file, not of the text.
      index += 1;
    } else if (char.charCodeAt(0) >= 0x80) {
      index += 1;
      yield { type: 'byte', value: char.charCodeAt(0) };
    } else {
      TEXT_RUN.lastIndex = index;
      const run = TEXT_RUN.exec(source)?.[0] ?? char;
      index += run.length;
      yield { type: 'text', text: run };
    }
  }
}

function readControl(source: string, start: number): { token: RtfToken | null; next: number } {
  WORD.lastIndex = start;
  const word = WORD.exec(source);
  if (word) {
    const param = word[2] === undefined ? null : Number(word[2]);
    const next = start + word[0].length;
    // \binN is followed by N raw bytes that must not be read as RTF.
    if (word[1] === 'bin' && param !== null && param > 0) return { token: null, next: next + param };
    return { token: { type: 'word', name: word[1], param }, next };
  }
  const symbol = source[start];
  if (symbol === undefined) return { token: null, next: start };
  if (symbol === "'") {
    HEX.lastIndex = start + 1;
    const hex = HEX.exec(source);
    if (!hex) return { token: null, next: start + 1 };
    return { token: { type: 'byte', value: parseInt(hex[0], 16) }, next: start + 3 };
  }
  // A backslash before a line break is an old spelling of \par.
  if (symbol === '\r' || symbol === '\n')
    return { token: { type: 'word', name: 'par', param: null }, next: start + 1 };
  return { token: { type: 'symbol', char: symbol }, next: start + 1 };
}

/**
 * Maps Windows codepages (RTF \ansicpgN and \cpgN, the Excel CODEPAGE record) and RTF font character
 * sets (\fcharsetN) to encodings TextDecoder knows. Unknown ones fall back to Windows-1252.
 */
import { TextDecoder } from 'node:util';

const CHARSET_CODEPAGES: Record<number, number> = {
  77: 10000,
  128: 932,
  129: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250,
};

const CODEPAGE_LABELS: Record<number, string> = {
  437: 'windows-1252',
  850: 'windows-1252',
  866: 'ibm866',
  874: 'windows-874',
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  10000: 'macintosh',
  65001: 'utf-8',
};

export interface ByteDecoder {
  decode(bytes: Uint8Array): string;
}

/**
 * Windows-1252 by hand: Node 20's TextDecoder treats "windows-1252" as ISO-8859-1 and turns
 * 0x80–0x9F (curly quotes, dashes, €) into invisible control characters.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

export const windows1252: ByteDecoder = {
  decode(bytes) {
    let text = '';
    for (let start = 0; start < bytes.length; start += 8192) {
      const chunk = Array.from(bytes.subarray(start, start + 8192), (byte) =>
        byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte),
      );
      text += chunk.join('');
    }
    return text;
  },
};

const decoders = new Map<string, ByteDecoder>();

/** The codepage a font charset implies, or null for ANSI/default/symbol charsets (use the document's). */
export function charsetCodepage(charset: number): number | null {
  return CHARSET_CODEPAGES[charset] ?? null;
}

export function decoderFor(codepage: number): ByteDecoder {
  const label = codepageLabel(codepage);
  if (label === 'windows-1252') return windows1252;
  let decoder = decoders.get(label);
  if (!decoder) {
    decoder = new TextDecoder(label);
    decoders.set(label, decoder);
  }
  return decoder;
}

function codepageLabel(codepage: number): string {
  if (codepage >= 1250 && codepage <= 1258) return `windows-${codepage}`;
  return CODEPAGE_LABELS[codepage] ?? 'windows-1252';
}

/**
 * Maps RTF character sets (\fcharsetN in the font table) and codepages (\ansicpgN, \cpgN) to the
 * encodings TextDecoder knows. Unknown ones fall back to Windows-1252, the RTF default.
 */
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

const decoders = new Map<string, TextDecoder>();

/** The codepage a font charset implies, or null for ANSI/default/symbol charsets (use the document's). */
export function charsetCodepage(charset: number): number | null {
  return CHARSET_CODEPAGES[charset] ?? null;
}

export function decoderFor(codepage: number): TextDecoder {
  const label = codepageLabel(codepage);
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

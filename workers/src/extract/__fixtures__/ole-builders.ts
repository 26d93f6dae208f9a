/**
 * Writes minimal legacy Office files for tests: a Word 97 document (FIB + piece table) and an
 * Excel 97 workbook (BIFF8 records), each wrapped in a compound file by `cfb`. They contain only the
 * structures the readers need, laid out as [MS-DOC] and [MS-XLS] describe.
 */
import * as CFB from 'cfb';

export function compoundFile(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

const TEXT_OFFSET = 0x800;

/**
 * A Word 97 file whose text is one 8-bit (Windows-1252) piece. Paragraphs end with \r; table cells
 * with \x07, and each row with one more \x07.
 */
export function buildDoc(text: string, options: { encrypted?: boolean } = {}): Buffer {
  const encoded = encodeWindows1252(text);
  const fib = Buffer.alloc(TEXT_OFFSET + encoded.length);
  fib.writeUInt16LE(0xa5ec, 0x00); // wIdent
  fib.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  fib.writeUInt16LE(0x0409, 0x06); // lid: English (US)
  fib.writeUInt16LE(0x0200 | (options.encrypted ? 0x0100 : 0), 0x0a); // fWhichTblStm (+ fEncrypted)
  fib.writeUInt32LE(TEXT_OFFSET, 0x18); // fcMin
  fib.writeUInt32LE(encoded.length, 0x4c); // ccpText
  fib.writeUInt32LE(0, 0x1a2); // fcClx: the piece table starts the table stream
  fib.writeUInt32LE(1 + 4 + 16, 0x1a6); // lcbClx
  encoded.copy(fib, TEXT_OFFSET);
  const table = Buffer.alloc(1 + 4 + 16);
  table[0] = 0x02; // Pcdt
  table.writeUInt32LE(16, 1); // PlcPcd size: two CPs and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(encoded.length, 9);
  table.writeUInt32LE((TEXT_OFFSET * 2) | 0x40000000, 15); // fc of compressed (8-bit) text
  return compoundFile({ WordDocument: fib, '1Table': table });
}

function encodeWindows1252(text: string): Buffer {
  const special: Record<string, number> = {
    '€': 0x80,
    '–': 0x96,
    '—': 0x97,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '•': 0x95,
  };
  return Buffer.from([...text].map((char) => special[char] ?? char.charCodeAt(0) & 0xff));
}

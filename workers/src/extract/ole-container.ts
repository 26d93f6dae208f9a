/**
 * Reads streams from OLE2 compound files (.doc, .xls, and password-protected docx/xlsx) with `cfb`,
 * SheetJS's compound-file reader: small, typed, Apache-2.0, and separate from the SheetJS
 * spreadsheet package whose npm releases carry unfixed advisories.
 */
import * as CFB from 'cfb';
import { corruptError, DocumentError, encryptedError } from './document-error';

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export interface OleContainer {
  /** Names of the streams at the root of the container. */
  names: Set<string>;
  /** A root stream's bytes, or null when there is none. */
  stream(name: string): Buffer | null;
}

export function isOleFile(buffer: Buffer): boolean {
  return buffer.length >= OLE_MAGIC.length && buffer.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC);
}

export function openOle(buffer: Buffer, subject: string): OleContainer {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(buffer, { type: 'buffer' });
  } catch (error) {
    throw corruptError(subject, error);
  }
  const root = container.FullPaths[0] ?? '';
  const names = new Set(
    container.FullPaths.filter((path) => path.startsWith(root) && !path.slice(root.length).includes('/')).map(
      (path) => path.slice(root.length),
    ),
  );
  return {
    names,
    stream: (name) => {
      const entry = names.has(name) ? CFB.find(container, `/${name}`) : null;
      return entry?.content ? Buffer.from(entry.content) : null;
    },
  };
}

/**
 * A docx or xlsx that arrives as an OLE2 file is either password-protected (an encrypted package
 * inside a compound file) or really a legacy .doc/.xls with the wrong name. Either way we say why.
 */
export function ooxmlInOleError(buffer: Buffer, subject: string, expected: string): DocumentError {
  const ole = openOle(buffer, subject);
  if (ole.names.has('EncryptedPackage')) return encryptedError(subject);
  return new DocumentError('unsupported', `${subject} is not ${expected}; it may be an older Office format`);
}

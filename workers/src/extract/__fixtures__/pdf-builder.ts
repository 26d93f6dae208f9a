/**
 * Writes tiny PDFs by hand (objects, cross-reference table, trailer) for cases no real file covers:
 * a page without text, and a file locked with a user password.
 */
export function buildPdf(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';

/** One blank page: what a scanned document looks like to a text extractor. */
export function blankPdf(): Buffer {
  return buildPdf([CATALOG, PAGES, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>']);
}

/**
 * A file using the standard security handler (RC4, revision 2) whose user password is not empty, so
 * no reader can open it without the password.
 */
export function passwordProtectedPdf(): Buffer {
  const hex32 = (byte: string) => `<${byte.repeat(32)}>`;
  const encrypt = `<< /Filter /Standard /V 1 /R 2 /Length 40 /O ${hex32('4f')} /U ${hex32('a7')} /P -44 >>`;
  const id = '<0123456789abcdef0123456789abcdef>';
  return buildPdf(
    [CATALOG, PAGES, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>', encrypt],
    `/Encrypt 4 0 R /ID [${id} ${id}] `,
  );
}

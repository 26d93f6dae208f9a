import { MultipartPartScanner, multipartBoundary } from './multipart-part-scanner';

const BOUNDARY = '----form7MA4YWxkTrZu0gW';

function body(parts: Array<{ headers: string; content: string }>): Buffer {
  const text =
    parts.map((part) => `--${BOUNDARY}\r\n${part.headers}\r\n\r\n${part.content}\r\n`).join('') +
    `--${BOUNDARY}--\r\n`;
  return Buffer.from(text, 'utf8');
}

const PARTS = [
  { headers: 'Content-Disposition: form-data; name="brand"', content: 'gpt' },
  {
    headers:
      'Content-Disposition: form-data; name="files"; filename="fees"2025.pdf"\r\nContent-Type: application/pdf',
    // Content that looks like headers and a near-delimiter must not be taken for either.
    content: `%PDF-1.4\r\n\r\nContent-Disposition: form-data; name="x"\r\n--${BOUNDARY.slice(0, -1)}`,
  },
  { headers: 'Content-Disposition: form-data; name="files"; filename="notes\\"', content: '' },
  { headers: 'Content-Disposition: form-data; name="organization"', content: 'Café Ünïcode' },
];

describe('MultipartPartScanner', () => {
  it('keeps the raw headers of every part, however the body is split into chunks', () => {
    const bytes = body(PARTS);
    for (const size of [1, 2, 3, 7, 16, 64, bytes.length]) {
      const scanner = new MultipartPartScanner(BOUNDARY);
      for (let start = 0; start < bytes.length; start += size)
        scanner.push(bytes.subarray(start, start + size));
      expect(scanner.partHeaders).toEqual(PARTS.map((part) => part.headers));
    }
  });

  it('ignores a preamble and anything after the closing delimiter', () => {
    const bytes = Buffer.concat([
      Buffer.from('This is a preamble.\r\n'),
      body(PARTS.slice(0, 1)),
      Buffer.from(`epilogue\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="late"\r\n\r\nx`),
    ]);
    const scanner = new MultipartPartScanner(BOUNDARY);
    scanner.push(bytes);
    expect(scanner.partHeaders).toEqual([PARTS[0].headers]);
  });

  it('records a part with no headers as an empty block', () => {
    const scanner = new MultipartPartScanner(BOUNDARY);
    scanner.push(Buffer.from(`--${BOUNDARY}\r\n\r\nbare\r\n--${BOUNDARY}--\r\n`));
    expect(scanner.partHeaders).toEqual(['']);
  });
});

describe('multipartBoundary', () => {
  it.each([
    [`multipart/form-data; boundary=${BOUNDARY}`, BOUNDARY],
    ['multipart/form-data; boundary="quoted boundary"; charset=utf-8', 'quoted boundary'],
    ['multipart/form-data', null],
    [undefined, null],
  ])('%s → %s', (contentType, boundary) => {
    expect(multipartBoundary(contentType)).toBe(boundary);
  });
});

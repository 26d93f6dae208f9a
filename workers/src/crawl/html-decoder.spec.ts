import { decodeHtml } from './html-decoder';

describe('decodeHtml', () => {
  const cafe1252 = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x92, 0x73]); // "Café ’s" in windows-1252

  it('uses the Content-Type charset', () => {
    expect(decodeHtml(cafe1252, 'text/html; charset=windows-1252')).toBe('Café ’s');
  });

  it('falls back to a <meta charset> and then to UTF-8', () => {
    const withMeta = Buffer.concat([Buffer.from('<meta charset="iso-8859-1">'), Buffer.from([0xe9])]);
    expect(decodeHtml(withMeta, 'text/html')).toBe('<meta charset="iso-8859-1">é');
    expect(decodeHtml(Buffer.from('naïve ✓'), null)).toBe('naïve ✓');
  });

  it('honours a byte-order mark and survives unknown labels', () => {
    expect(decodeHtml(Buffer.from('\uFEFFhello'), 'text/html; charset=latin1')).toBe('hello');
    expect(decodeHtml(Buffer.from('plain'), 'text/html; charset=x-made-up')).toBe('plain');
  });
});

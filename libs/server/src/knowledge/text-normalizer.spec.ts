import { stripInvisible } from '@gptsite/shared';
import { normalizeInline, normalizeText, normalizeWhitespace } from './text-normalizer';

describe('text-normalizer', () => {
  it('strips zero-width characters, bidi controls, soft hyphens, BOM, tag characters and control codes', () => {
    const hidden = `\uFEFFTu\u00ADition\u200B is \u202Efree\u202C\u2066!\u2069${String.fromCodePoint(0xe0049, 0xe0047)}\u0007`;
    expect(stripInvisible(hidden)).toBe('Tuition is free!');
  });

  it('keeps emoji variation selectors and ordinary accents', () => {
    expect(stripInvisible('Café ❤\uFE0F')).toBe('Café ❤\uFE0F');
  });

  it('normalises whitespace but keeps paragraph breaks', () => {
    expect(normalizeWhitespace('  One\u00A0 two\t three  \r\n\r\n\r\n\r\nFour\u2028five ')).toBe(
      'One two three\n\nFour\nfive',
    );
  });

  it('composes to NFC and flattens inline text', () => {
    expect(normalizeText('Cafe\u0301\u200B')).toBe('Café');
    expect(normalizeInline(' Admissions \n > \u200BTuition ')).toBe('Admissions > Tuition');
  });
});

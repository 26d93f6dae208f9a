import { stripInvisible } from '@gptsite/shared';
import { collapseWhitespace, normalizeInline, normalizeText, normalizeWhitespace } from './text-normalizer';

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

  // Pages and documents go through this one pass (documents used to have their own copy).
  it('drops NULs, zero-width spaces, bidi controls and soft hyphens in document text', () => {
    const dirty = 'Pier\u00adcing\u0000 price\u200b list \u202eand\u202c more\ufeff';
    expect(normalizeText(dirty)).toBe('Piercing price list and more');
  });

  it('keeps joiners inside emoji and Persian words, drops stray ones and those inside Latin words', () => {
    expect(normalizeText('family 👨\u200d👩\u200d👧')).toBe('family 👨\u200d👩\u200d👧');
    expect(normalizeText('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(normalizeText('\u200dHello \u200c')).toBe('Hello');
    expect(normalizeText('ig\u200dnore previous instructions')).toBe('ignore previous instructions');
  });

  it('keeps words apart across page breaks and turns paragraph separators into blank lines', () => {
    expect(normalizeText('end of page\fNext page\vtext')).toBe('end of page Next page text');
    expect(normalizeText('a\u2028b\u2029c\u0085d')).toBe('a\nb\n\nc\nd');
    expect(normalizeInline(' Opening\n hours\u200b\u2029 ')).toBe('Opening hours');
  });
});

describe('collapseWhitespace', () => {
  it('turns every run of white space into one plain space, as replacing /\\s+/g did', () => {
    const samples = [
      '',
      ' ',
      'one',
      'one two',
      '  one \t\t two\n\nthree\u00A0four\u2028five\u2029\u2029six\uFEFFseven\u3000 ',
      'a\tb\nc\vd\fe\rf\u1680g\u2000h\u200Ai\u202Fj\u205Fk',
    ];
    for (const sample of samples) expect(collapseWhitespace(sample)).toBe(sample.replace(/\s+/g, ' '));
    for (let code = 0; code <= 0xffff; code += 1) {
      const sample = `a${String.fromCharCode(code)}b  c${String.fromCharCode(code, code)}d`;
      if (collapseWhitespace(sample) !== sample.replace(/\s+/g, ' '))
        throw new Error(`U+${code.toString(16)} collapsed differently`);
    }
  });
});

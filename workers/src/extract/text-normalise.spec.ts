import { markListItems, normaliseInline, normaliseText } from './text-normalise';

describe('normaliseText', () => {
  it('drops NULs, zero-width spaces, bidi controls and soft hyphens', () => {
    const dirty = 'Pier\u00adcing\u0000 price\u200b list \u202eand\u202c more\ufeff';
    expect(normaliseText(dirty)).toBe('Piercing price list and more');
  });

  it('keeps joiners inside emoji and Persian words, drops stray ones', () => {
    expect(normaliseText('family 👨\u200d👩\u200d👧')).toBe('family 👨\u200d👩\u200d👧');
    expect(normaliseText('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(normaliseText('\u200dHello \u200c')).toBe('Hello');
  });

  it('normalises spaces and line breaks, keeping single blank lines between paragraphs', () => {
    expect(normaliseText('  One\u00a0two\t three \r\n\r\n\r\n\r\nFour\rfive  ')).toBe(
      'One two three\n\nFour\nfive',
    );
    expect(normaliseText('a\u2028b\u2029c\u0085d')).toBe('a\nb\n\nc\nd');
  });

  it('composes accents (NFC) so the same word is stored the same way', () => {
    expect(normaliseText('Cafe\u0301')).toBe('Café');
  });

  it('flattens inline text to one line', () => {
    expect(normaliseInline(' Opening\n hours\u200b ')).toBe('Opening hours');
  });
});

describe('markListItems', () => {
  it('turns bullets at line starts into dashes', () => {
    expect(markListItems('• One\n· Two\n\uf0b7 Three\nNot • this')).toBe('- One\n- Two\n- Three\nNot • this');
  });
});

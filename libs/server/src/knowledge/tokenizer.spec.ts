import { stem } from './stemmer';
import { contentTerms, isStopword, termSet, tokenize, wordCount } from './tokenizer';

describe('stem (Porter)', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['agreed', 'agre'],
    ['hopping', 'hop'],
    ['filing', 'file'],
    ['happy', 'happi'],
    ['relational', 'relat'],
    ['generalization', 'gener'],
    ['electrical', 'electr'],
    ['adjustment', 'adjust'],
    ['controll', 'control'],
    ['youth', 'youth'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('conflates the forms visitors and sites use for the same thing', () => {
    expect(stem('pricing')).toBe(stem('prices'));
    expect(stem('enrolling')).toBe(stem('enrollment'));
    expect(stem('pierced')).toBe(stem('piercing'));
    expect(stem('children')).toBe(stem('child'));
    expect(stem('taxes')).toBe('tax');
  });

  it('reads a pupil of a kind of school as that school', () => {
    expect(stem('schooler')).toBe(stem('school'));
    expect(stem('schoolers')).toBe(stem('schools'));
    expect(stem('preschoolers')).toBe(stem('preschool'));
  });

  it('keeps founding apart from finding', () => {
    expect(stem('founded')).toBe(stem('founder'));
    expect(stem('founding')).toBe(stem('founders'));
    expect(stem('founded')).not.toBe(stem('found'));
  });

  it('leaves numbers, short words and non-ASCII words alone', () => {
    expect(stem('1099')).toBe('1099');
    expect(stem('is')).toBe('is');
    expect(stem('niño')).toBe('niño');
  });
});

describe('tokenize', () => {
  it('lower-cases, folds full-width forms, drops possessives and joins thousands', () => {
    expect(tokenize("The school's fee is $1,225 — ＰＲＥ-K isn't cheap")).toEqual([
      'the',
      'school',
      'fee',
      'is',
      '1225',
      'pre',
      'isnt',
      'cheap',
    ]);
  });

  it('reads a contraction as its first word, not another word ("we\'ll" is not "well")', () => {
    expect(contentTerms("We'll be away, she’ll call and I'd like to know if you're open")).toEqual([
      'awai',
      'call',
      'like',
      'know',
      'open',
    ]);
  });

  it('keeps single digits but not single letters', () => {
    expect(tokenize('Grade 6 and K')).toEqual(['grade', '6', 'and']);
  });

  it('gives stemmed content terms without stopwords', () => {
    expect(isStopword('the')).toBe(true);
    expect(contentTerms('What are the opening hours of the offices?')).toEqual(['open', 'hour', 'offic']);
    expect(termSet('fees and fee')).toEqual(new Set(['fee']));
  });
});

describe('wordCount', () => {
  const bySplitting = (text: string): number => text.split(/\s+/).filter(Boolean).length;

  it('counts the runs of non-space characters', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  \n\n ')).toBe(0);
    expect(wordCount('Tuition is $4,000\n\na year.')).toBe(5);
    expect(wordCount(' café — ünïcode\tend ')).toBe(4);
  });

  it('splits at every character \\s matches and at no other, as splitting on /\\s+/ did', () => {
    for (let code = 0; code <= 0xffff; code += 1) {
      const text = `a${String.fromCharCode(code)}b`;
      if (wordCount(text) !== bySplitting(text))
        throw new Error(`U+${code.toString(16)} counted differently`);
    }
  });
});

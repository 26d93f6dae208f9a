import type { AnswerPassage } from './answer-provider';
import { CitationRewriter } from './citation-rewriter';

const passage = (url: string): AnswerPassage => ({
  id: url,
  title: url.toUpperCase(),
  url,
  heading: '',
  text: '',
  score: 0,
});

describe('CitationRewriter', () => {
  it('numbers sources by first citation, merges passages of one page and drops unknown markers', () => {
    const rewriter = new CitationRewriter([passage('a'), passage('b'), passage('a')]);
    const text = rewriter.push('One [2]. Two [3][1]. Bad [9]. Array [x] stays.') + rewriter.flush();
    expect(text).toBe('One [1]. Two [2][2]. Bad . Array [x] stays.');
    expect(rewriter.sources()).toEqual([
      { title: 'B', url: 'b' },
      { title: 'A', url: 'a' },
    ]);
    expect(rewriter.citedPassages()).toEqual([1, 2, 0]);
  });

  it('holds back a marker split across tokens and strips invisible characters', () => {
    const rewriter = new CitationRewriter([passage('a'), passage('b')]);
    const shown = ['Hi\u200B [', '2', '] and [', '1', ']', ' end ['].map((token) => rewriter.push(token));
    expect(shown).toEqual(['Hi ', '', '[1] and ', '', '[2]', ' end ']);
    expect(rewriter.flush()).toBe('[');
  });
});

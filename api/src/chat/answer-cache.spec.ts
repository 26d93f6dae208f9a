import type { AnswerResult } from '@gptsite/server';
import { AnswerCache } from './answer-cache';

const answer = (text: string): AnswerResult => ({
  answer: text,
  answered: true,
  sources: [],
  confidence: 0.9,
});

describe('AnswerCache', () => {
  it('returns the answer for the same question on the same conversion only', () => {
    const cache = new AnswerCache();
    cache.set('conversion-a', 'What are your hours?', answer('9am to 5pm'));
    expect(cache.get('conversion-a', 'What are your hours?')?.answer).toBe('9am to 5pm');
    expect(cache.get('conversion-a', 'What  are your   hours?')?.answer).toBe('9am to 5pm');
    // A recrawl is a new conversion: its answers are computed afresh.
    expect(cache.get('conversion-b', 'What are your hours?')).toBeUndefined();
    // Capitals can name things ("Orchard Park"), so the question is not case-folded.
    expect(cache.get('conversion-a', 'what are your hours?')).toBeUndefined();
  });

  it('forgets the least recently asked answers beyond its bound', () => {
    const cache = new AnswerCache();
    cache.set('conversion', 'first', answer('1'));
    for (let index = 0; index < 10_000; index += 1) {
      if (index === 5_000) cache.get('conversion', 'first');
      cache.set('conversion', `question ${index}`, answer(String(index)));
    }
    expect(cache.get('conversion', 'first')?.answer).toBe('1');
    expect(cache.get('conversion', 'question 0')).toBeUndefined();
    expect(cache.get('conversion', 'question 9999')?.answer).toBe('9999');
  });
});

import { buildFullTextIndex } from './full-text-index.builder';
import { TermStatistics } from './term-statistics';

describe('TermStatistics', () => {
  const statistics = new TermStatistics([
    'School hours > Monday to Friday, 7:30am to 2:45pm.',
    'Tuition > The school charges tuition monthly.',
    'Tax returns > We prepare every return, and refunds are deposited directly.',
  ]);

  it('counts the chunks holding a word, any of its alternatives, or every word of a phrase', () => {
    expect(statistics.documents).toBe(3);
    expect(statistics.frequency({ term: 'school', alternatives: [], phrases: [] })).toBe(2);
    expect(statistics.frequency({ term: 'tuition', alternatives: ['hour'], phrases: [] })).toBe(2);
    expect(statistics.frequency({ term: 'absent', alternatives: [], phrases: [['tax', 'return']] })).toBe(1);
    expect(statistics.frequency({ term: 'absent', alternatives: [], phrases: [['tax', 'school']] })).toBe(0);
  });

  it('reports each concept by its own word, and each alternative and phrase on its own', () => {
    const counts = statistics.frequencies([
      { term: 'refund', alternatives: ['refund', 'return'], phrases: [['tax', 'return']] },
      {
        term: 'step student',
        alternatives: ['step student'],
        phrases: [],
        sequence: ['step', 'up', 'for', 'student'],
      },
    ]);
    expect(counts).toEqual({
      documents: 3,
      terms: { refund: 1, return: 1, 'tax return': 1, 'step student': 0 },
    });
  });

  it('counts the same from a full-text index of the same texts, as chat builds it', () => {
    const texts = [
      'School hours > Monday to Friday, 7:30am to 2:45pm.',
      'Tuition > The school charges tuition monthly.',
      'Tax returns > We prepare every return, and refunds are deposited directly.',
    ];
    const fromIndex = new TermStatistics(buildFullTextIndex(texts.map((body) => ({ head: '', body }))));
    const queries = [
      { term: 'school', alternatives: [], phrases: [] },
      { term: 'tuition', alternatives: ['hour'], phrases: [] },
      { term: 'absent', alternatives: [], phrases: [['tax', 'return']] },
      { term: 'refund', alternatives: ['refund', 'return'], phrases: [['tax', 'return']] },
    ];
    for (const query of queries) expect(fromIndex.frequency(query)).toBe(statistics.frequency(query));
    expect(fromIndex.frequency(queries[1])).toBe(2);
  });
});

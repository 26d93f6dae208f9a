import { BRANDS } from '@gptsite/shared';
import { loadSite } from '../ai/__fixtures__/retrieval-harness.fixture';
import { suggestQuestions } from './suggested-questions';

describe('suggestQuestions', () => {
  it.each([
    ['shcs', 'edgpt'],
    ['sterling-tax', 'taxprep'],
    ['emerald-opal', 'gpt'],
  ] as const)('%s: suggests 3–5 distinct questions the knowledge base answers', async (site, brandKey) => {
    const suggestions = await suggestQuestions({ chunks: loadSite(site).chunks, brandKey });
    console.log(`${site}: ${suggestions.join(' | ')}`);
    expect(suggestions.length).toBeGreaterThanOrEqual(3);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(new Set(suggestions).size).toBe(suggestions.length);
    for (const question of suggestions) expect(question).toMatch(/\?$/);
  });

  it('uses the site FAQ and heading topics, and drops what cannot be answered', async () => {
    const chunks = [
      { heading: 'Tuition', text: 'Tuition for all grades is $6,220 per year, paid monthly.' },
      {
        heading: 'FAQ > Do you have a hot lunch program?',
        text: 'Students may order lunch in advance through Campus Cuisine.',
      },
      { heading: 'Still have a question?', text: 'Rather hand us the whole thing? Call us.' },
    ];
    const suggestions = await suggestQuestions({ chunks, brandKey: 'edgpt' });
    expect(suggestions).toEqual(['What is the tuition?', 'Do you have a hot lunch program?']);
    expect(suggestions).not.toContain(BRANDS.edgpt.sampleQuestions[0]);
  });

  it('respects a custom answerability check and the maximum', async () => {
    const always = (): boolean => true;
    expect(await suggestQuestions({ chunks: [], brandKey: 'gpt', canAnswer: always, max: 2 })).toEqual(
      BRANDS.gpt.sampleQuestions.slice(0, 2),
    );
    const custom = await suggestQuestions({
      chunks: [],
      brandKey: 'gpt',
      sampleQuestions: ['Is parking free?'],
      canAnswer: always,
    });
    expect(custom).toEqual(['Is parking free?']);
  });
});

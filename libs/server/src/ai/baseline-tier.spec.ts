import { answerInput, answerPassage } from './__fixtures__/answer-input.fixture';
import { baselineTiers, namesAskedTierAsBaseline } from './baseline-tier';
import { LocalAnswerProvider } from './local-answer-provider';
import { stem } from '../knowledge/tokenizer';

describe('a package described by the one below it', () => {
  it.each([
    ['Everything in Gold, plus:', 'gold'],
    ['EVERYTHING IN GOLD PLUS', 'gold'],
    ['- Everything included in Gold', 'gold'],
    ['Includes everything in the Starter plan', 'starter'],
    ['All of Basic +', 'basic'],
    ['Everything that’s included with Silver', 'silver'],
  ])('%s names %s as a baseline', (line, tier) => {
    expect(baselineTiers(line)).toEqual(new Set([stem(tier)]));
  });

  it.each([
    'Everything in our store is handmade.',
    'The Gold package includes a hand wash and an interior vacuum.',
    'All in all, a great experience.',
  ])('%s names no baseline', (line) => {
    expect(baselineTiers(line).size).toBe(0);
  });

  it('counts only when the baseline is the package asked about', () => {
    const asked = new Set([stem('gold'), stem('detail')]);
    expect(namesAskedTierAsBaseline('- Everything included in Gold', asked)).toBe(true);
    expect(namesAskedTierAsBaseline('$295+ Everything in Essential, plus check-ins', asked)).toBe(false);
  });
});

// A made-up detailer's site: the package list writes the higher package as "everything in Gold, plus…",
// and what Gold itself holds is said on the gallery page.
const packages = answerPassage(
  'Shine Mobile Detail',
  'packages',
  'Packages',
  [
    'Choose your detail',
    'Platinum $249',
    'EVERYTHING IN GOLD PLUS',
    '- Everything included in Gold',
    '- Clay bar and sealant',
    '- Carpet shampoo',
  ].join('\n\n'),
);
const gallery = answerPassage(
  'Shine Mobile Detail',
  'gallery',
  'Gallery',
  [
    'Before and after',
    'This Lexus was finished with our Gold package, including an exterior hand wash, tire dressing and an interior vacuum.',
  ].join('\n\n'),
);

describe('asking what a package holds', () => {
  it('answers with that package, not the next one up that starts from it', async () => {
    const result = await new LocalAnswerProvider({ threshold: 0 }).answer(
      answerInput('What do I actually get with the Gold detail?', [packages, gallery]),
    );
    expect(result.answered).toBe(true);
    expect(result.answer).toContain('hand wash');
    expect(result.answer).not.toContain('Everything included in Gold');
  });
});

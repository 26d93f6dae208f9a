import { UseEmbedder, loadConfig } from '@gptsite/server';
import { QuestionSimilarity, SIMILARITY_THRESHOLDS, closest } from './question-similarity';

const config = (semanticModel: 'use-lite' | 'off') =>
  loadConfig({ ...process.env, AI_SEMANTIC_MODEL: semanticModel, AI_PROVIDER: 'local' });

/** Whether an override with `known` as its question would answer a visitor asking `asked`. */
async function answers(similarity: QuestionSimilarity, known: string, asked: string): Promise<boolean> {
  const { vectors, thresholds } = await similarity.embed([asked, known]);
  return (
    closest(
      { text: asked, vector: vectors[0] },
      [{ text: known, vector: vectors[1] }],
      thresholds.override,
    ) !== null
  );
}

describe('QuestionSimilarity with the offline sentence model', () => {
  const similarity = new QuestionSimilarity(new UseEmbedder(), config('use-lite'));

  it('uses the sentence model and its thresholds', async () => {
    expect(await similarity.thresholds()).toEqual(SIMILARITY_THRESHOLDS.sentence);
  }, 30_000);

  it.each([
    ['Do you sell gift cards?', 'Do you have gift cards?'],
    ['How much is tuition?', 'What does tuition cost?'],
    ['When does school start?', 'What time does school start?'],
  ])('lets the override for "%s" answer "%s"', async (known, asked) => {
    expect(await answers(similarity, known, asked)).toBe(true);
  });

  it.each([
    ['Do you sell gift cards?', 'Do you sell birthday cakes?'],
    ['How much is tuition?', 'How much is the application fee?'],
    ['Can I bring my dog?', 'Can I bring my kids?'],
    ['When does school start?', 'When does school end?'],
    ['What time do you open on Saturday?', 'What time do you close on Saturday?'],
  ])('keeps the override for "%s" from answering "%s"', async (known, asked) => {
    expect(await answers(similarity, known, asked)).toBe(false);
  });

  it('gives the same vector for the same question however it is spaced or capitalised', async () => {
    const { vectors } = await similarity.embed(['Do you sell gift cards?', '  do you SELL gift   cards? ']);
    expect(vectors[1]).toBe(vectors[0]);
  });
});

describe('QuestionSimilarity without the sentence model', () => {
  it('falls back to the hashing embedder when the model is off', async () => {
    const similarity = new QuestionSimilarity(null, config('off'));
    expect(await similarity.thresholds()).toEqual(SIMILARITY_THRESHOLDS.hashing);
    expect(await answers(similarity, 'Do you sell gift cards?', 'Do you have gift cards?')).toBe(true);
  });

  it('falls back to the hashing embedder when the model cannot load', async () => {
    const broken = new UseEmbedder(() => Promise.reject(new Error('no weights')));
    const similarity = new QuestionSimilarity(broken, config('use-lite'));
    expect(await similarity.thresholds()).toEqual(SIMILARITY_THRESHOLDS.hashing);
  });
});

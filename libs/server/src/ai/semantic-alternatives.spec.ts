import type { AnswerPassage } from './answer-provider';
import { answerInput, answerPassage } from './__fixtures__/answer-input.fixture';
import type { SemanticEmbedder } from './embedder';
import { LocalAnswerProvider } from './local-answer-provider';
import { semanticAlternatives, WordVectors } from './semantic-alternatives';

/**
 * A stand-in model that reads a text as the sum of its words, where the words of one group mean the same
 * (one direction each) and every other word is its own direction. Real similarities come from USE-lite
 * (use-embedder.spec.ts); this checks what the answerer does with them.
 */
function wordModel(groups: string[][]): SemanticEmbedder & { calls: string[][] } {
  const key = new Map(groups.flatMap((group) => group.map((word) => [word, group[0]] as const)));
  const directions = new Map<string, number>();
  const calls: string[][] = [];
  const vector = (text: string): Float32Array => {
    const sum = new Float32Array(256);
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      const meaning = key.get(word) ?? word;
      if (!directions.has(meaning)) directions.set(meaning, directions.size % 256);
      sum[directions.get(meaning)!] += 1;
    }
    const norm = Math.hypot(...sum) || 1;
    return sum.map((value) => value / norm);
  };
  return {
    id: 'word-model',
    dimensions: 256,
    calls,
    ready: async () => true,
    reads: () => true,
    embed: async (texts) => {
      calls.push(texts);
      return texts.map(vector);
    },
  };
}

const passage = (id: string, heading: string, body: string) =>
  answerPassage('Dance studio', id, heading, body);
const input = (question: string, passages: AnswerPassage[]) => answerInput(question, passages);

const rules = [
  passage(
    'rules',
    'Studio rules',
    'Jewelry is not allowed in class. Water bottles are welcome in the studio.',
  ),
  passage(
    'tuition',
    'Tuition',
    'Tuition is due on the first of each month. Sibling classes are billed together.',
  ),
];

describe('passage words the sentence model reads as the question’s', () => {
  it('offers a word that means a question word, with credit growing with the similarity', async () => {
    const model = wordModel([['earrings', 'jewelry']]);
    const alternatives = await semanticAlternatives(
      input('Can she keep her earrings on?', rules),
      new WordVectors(model),
      { minWordSimilarity: 0.7, maxCredit: 0.8 },
    );
    expect(alternatives.get('ear')).toEqual(new Map([['jewelri', 0.8]]));
    // Words that mean something else are not offered.
    expect([...alternatives.keys()]).toEqual(['ear']);
  });

  it('answers from a sentence that says it in other words, and declines without the model', async () => {
    const question = 'Are earrings allowed in class?';
    const lexical = await new LocalAnswerProvider().answer(input(question, rules));
    expect(lexical.answered).toBe(false);
    const model = wordModel([['earrings', 'jewelry']]);
    const result = await new LocalAnswerProvider({}, model).answer(input(question, rules));
    expect(result.answered).toBe(true);
    expect(result.answer).toContain('Jewelry is not allowed in class.');
    expect(result.answer).not.toContain('Tuition');
  });

  it('asks the model once per word, question after question', async () => {
    const model = wordModel([['earrings', 'jewelry']]);
    const provider = new LocalAnswerProvider({}, model);
    await provider.answer(input('Are earrings allowed in class?', rules));
    const words = (calls: string[][]) => calls.flat().filter((text) => !text.includes(' '));
    const first = words(model.calls).length;
    await provider.answer(input('Can she wear earrings in class?', rules));
    // Only "wear" is new: the passages' words and "earrings" are known.
    expect(words(model.calls).length - first).toBe(1);
  });
});

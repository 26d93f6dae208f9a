import type { SemanticEmbedder } from '../ai/embedder';
import { encodeEmbedding } from '../ai/embedding-codec';
import type { StoredPassage } from '../repositories/chunk.repository';
import { KnowledgeIndex } from './knowledge-index';
import { retrieve } from './retrieve';

const passage = (id: string, heading: string, text: string): StoredPassage => ({
  id,
  sourceId: id,
  url: `https://clinic.example/${id}`,
  title: 'Balance Chiropractic',
  heading,
  text,
});

/**
 * A sentence model that reads every passage about treatment as close to any question and the staff bio
 * as far from it: the case where the model's ranking disagrees with the visitor's own words.
 */
const model: SemanticEmbedder = {
  id: 'test-model',
  dimensions: 2,
  ready: () => Promise.resolve(true),
  reads: () => true,
  embed: (texts) =>
    Promise.resolve(
      texts.map((text) => (/Wong/.test(text) ? new Float32Array([0, 1]) : new Float32Array([0.995, 0.0998]))),
    ),
};

/** The passages indexed with no hashing vectors and `semantic`'s vectors: the model's ranking beside full text. */
async function indexWithModel(
  passages: StoredPassage[],
  semantic: SemanticEmbedder,
): Promise<KnowledgeIndex> {
  const vectors = await semantic.embed(passages.map((item) => item.text));
  return KnowledgeIndex.build(
    {
      passages,
      embeddings: passages.map(() => null),
      semantic: { model: semantic.id, embeddings: vectors.map(encodeEmbedding) },
    },
    0,
    semantic.dimensions,
  );
}

describe('retrieve', () => {
  it("keeps the one passage holding the visitor's rare word first when the sentence model disagrees", async () => {
    const passages = [
      passage(
        'about',
        'Dr. Elisa Wong',
        'Dr. Wong holds a Master of Science in Acupuncture and Oriental Medicine.',
      ),
      // More treatment passages than retrieval takes from each ranking, so the model's list leaves out the bio.
      ...Array.from({ length: 40 }, (_, number) =>
        passage(`treatment-${number}`, 'Treatment', `Treatment plan ${number} helps the body heal.`),
      ),
    ];
    const index = await indexWithModel(passages, model);
    const found = await retrieve(index, 'Does anyone there do acupuncture?', 'gpt', {
      embedder: null,
      semantic: model,
    });
    expect(found.map((hit) => hit.id)[0]).toBe('about');
    // The model still fills the other places.
    expect(found.length).toBeGreaterThan(1);
  });

  it('finds the page for a clipped word the site writes out in full', async () => {
    const passages = [
      passage('family-law', 'Family law', 'We draft prenuptial and postnuptial agreements for couples.'),
      passage('traffic', 'Traffic tickets', 'We contest speeding tickets across the county.'),
      passage('estates', 'Estate planning', 'Wills and trusts protect the people you love.'),
    ];
    const index = await KnowledgeIndex.build({ passages, embeddings: passages.map(() => null) }, 0);
    const found = async (question: string) =>
      (await retrieve(index, question, 'lawfirm', { embedder: null, semantic: null })).map((hit) => hit.id);
    expect(await found("We're engaged and thinking about a prenup. Is that something you do?")).toEqual([
      'family-law',
    ]);
    // A short word is never completed: "tax" is not "taxi".
    expect(await found('Do you do tax returns?')).toEqual([]);
  });
});

describe('retrieve: a passage every ranking puts first', () => {
  it('stays in the answer passages when others hold the kind of fact asked for', async () => {
    // The payment page answers; the price tiers print amounts and share a word or two with the question.
    const passages = [
      passage(
        'payment',
        'Make a payment',
        'Pay your fee from your refund: we can deduct our fee from your refund so you pay nothing upfront.',
      ),
      ...Array.from({ length: 12 }, (_, number) =>
        passage(
          `tier-${number}`,
          'Pricing',
          `Tier ${number} return preparation: $${175 + number * 20}, fee includes e-file.`,
        ),
      ),
    ];
    const reads: SemanticEmbedder = {
      ...model,
      embed: (texts) =>
        Promise.resolve(
          texts.map((text) =>
            /refund/i.test(text) ? new Float32Array([1, 0]) : new Float32Array([0.8, 0.6]),
          ),
        ),
    };
    const index = await indexWithModel(passages, reads);
    const found = await retrieve(
      index,
      'Can I pay your fee out of my refund instead of paying upfront?',
      'taxprep',
      { embedder: null, semantic: reads },
      5,
    );
    expect(found.map((hit) => hit.id)).toContain('payment');
  });
});

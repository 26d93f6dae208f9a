import { encodeEmbedding } from '../ai/embedding-codec';
import { fullTextTerms } from '../ai/full-text-query';
import { LocalEmbedder } from '../ai/local-embedder';
import { expandQuery } from '../ai/query-expander';
import type { StoredPassage } from '../repositories/chunk.repository';
import { KnowledgeIndex } from './knowledge-index';

const passage = (id: string, heading: string, text: string): StoredPassage => ({
  id,
  sourceId: 'source',
  url: `https://school.example/${id}`,
  title: 'Sacred Heart',
  heading,
  text,
});

describe('KnowledgeIndex', () => {
  const embedder = new LocalEmbedder({ dimensions: 64 });
  const passages = [
    passage('hours', 'School hours', 'Classes begin at 7:45am and dismissal is at 2:30pm.'),
    passage('tuition', 'Tuition', 'Tuition is $7,450 a year, paid monthly from August.'),
    passage('uniforms', 'Uniforms', 'Students wear navy polos and khaki trousers.'),
  ];

  it('finds passages by full text and by vector, and looks them up by id', async () => {
    const vectors = await embedder.embed(passages.map((item) => item.text));
    const index = await KnowledgeIndex.build(
      { passages, embeddings: vectors.map(encodeEmbedding) },
      embedder.dimensions,
    );
    const terms = fullTextTerms(expandQuery('How much is tuition?', 'edgpt'));
    expect(passages[index.fullText.search(terms, 1)[0].index].id).toBe('tuition');
    const [question] = await embedder.embed(['navy polos uniform']);
    expect(index.vectors.search(question, 1)[0].id).toBe('uniforms');
    expect(index.passage('hours')?.heading).toBe('School hours');
    expect(index.semanticVectors).toBeNull();
    expect(index.statistics.frequency({ term: 'tuition', alternatives: [], phrases: [] })).toBe(1);
  });

  it('searches passages embedded by another model by full text only', async () => {
    const vectors = await embedder.embed(passages.map((item) => item.text));
    const index = await KnowledgeIndex.build(
      { passages, embeddings: [encodeEmbedding(vectors[0]), null, null] },
      embedder.dimensions,
    );
    expect(index.vectors.size).toBe(1);
    const terms = fullTextTerms(expandQuery('What do students wear?', 'edgpt'));
    expect(passages[index.fullText.search(terms, 1)[0].index].id).toBe('uniforms');
  });

  it('finds an hours line by the day a visitor names though the page abbreviates it', async () => {
    const clinic = [
      passage('hours', 'Contact', 'Tel: (626) 357-2222\nMon: 9am-1pm, 3-6pm\nWed-Fri: 9am-4pm\nSat: 9am-1pm'),
      passage('visits', 'Your first visit', 'Your first visit takes about an hour.'),
      passage('news', 'News', 'We sponsored the fun run and the farmers market.'),
    ];
    const index = await KnowledgeIndex.build({ passages: clinic, embeddings: [null, null, null] }, 0);
    const found = (question: string): string[] =>
      index.fullText
        .search(fullTextTerms(expandQuery(question, 'gpt')), 3)
        .map((hit) => clinic[hit.index].id);
    // "Thursday" is only in the range "Wed-Fri", "Saturday" only as "Sat:".
    expect(found('Can I come in on a Thursday?')).toEqual(['hours']);
    expect(found('Do you see patients on Saturdays?')).toEqual(['hours']);
    expect(found('Are you in on Sundays?')).toEqual([]);
  });

  it("holds the sentence model's vectors beside the hashing ones once every passage has one", async () => {
    const hashing = await embedder.embed(passages.map((item) => item.text));
    const model = new LocalEmbedder({ dimensions: 32 });
    const semantic = await model.embed(passages.map((item) => item.text));
    const index = await KnowledgeIndex.build(
      {
        passages,
        embeddings: hashing.map(encodeEmbedding),
        semantic: { model: model.id, embeddings: semantic.map(encodeEmbedding) },
      },
      embedder.dimensions,
      model.dimensions,
    );
    expect(index.semanticModel).toBe(model.id);
    expect(index.vectors.size).toBe(3);
    const [question] = await model.embed(['navy polos uniform']);
    expect(index.semanticVectors?.search(question, 1)[0].id).toBe('uniforms');
  });
});

import {
  LocalEmbedder,
  RemoteAiFailures,
  encodeEmbedding,
  type SemanticEmbedder,
  type StoredPassage,
  KnowledgeIndex,
} from '@gptsite/server';
import type { KnowledgeIndexCache } from './knowledge-index.cache';
import { RetrievalService } from './retrieval.service';

const passage = (id: string, heading: string, text: string): StoredPassage => ({
  id,
  sourceId: 'source',
  url: `https://studio.example/${id}`,
  title: 'Harbor Light Yoga',
  heading,
  text,
});

const passages = [
  passage('prices', 'Prices', 'A drop-in class is eighteen dollars; the first class is free.'),
  passage('timetable', 'Timetable', 'Classes run at 6:30, 12:15 and 18:00 on weekdays.'),
  passage('teachers', 'Teachers', 'Maya leads the slow flow classes and the beginners course.'),
  passage('animals', 'Courtyard', 'Four-legged friends are welcome in the courtyard on a leash.'),
];

/** How close the stand-in model puts each passage to a question about dogs. */
const DOGGINESS: Record<string, number> = {
  animals: 0.9,
  teachers: 0.3,
  timetable: 0.2,
  prices: 0.1,
};

/**
 * Stands in for the sentence model: a question about dogs lands nearest the animals passage (then the
 * others in DOGGINESS order), any other question elsewhere. Records the questions it embeds.
 */
class FakeModel implements SemanticEmbedder {
  readonly id = 'fake-model';
  readonly dimensions = 2;
  questions: string[] = [];

  async ready(): Promise<boolean> {
    return true;
  }

  reads(): boolean {
    return true;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((text) => {
      const stored = passages.find((item) => item.text === text);
      if (!stored) {
        this.questions.push(text);
        return /dog/i.test(text) ? Float32Array.of(1, 0) : Float32Array.of(0, 1);
      }
      const closeness = DOGGINESS[stored.id];
      return Float32Array.of(closeness, Math.sqrt(1 - closeness * closeness));
    });
  }
}

describe('RetrievalService with the sentence model', () => {
  const hashing = new LocalEmbedder();

  async function service(withModelVectors: boolean) {
    const model = new FakeModel();
    const index = await KnowledgeIndex.build(
      {
        passages,
        embeddings: (await hashing.embed(passages.map((item) => item.text))).map(encodeEmbedding),
        semantic: withModelVectors
          ? {
              model: model.id,
              embeddings: (await model.embed(passages.map((item) => item.text))).map(encodeEmbedding),
            }
          : null,
      },
      hashing.dimensions,
      model.dimensions,
    );
    const cache = { get: async () => index } as unknown as KnowledgeIndexCache;
    return { model, retrieval: new RetrievalService(cache, hashing, new RemoteAiFailures(), model) };
  }

  it('finds a passage in words the question does not use once the model has indexed the site', async () => {
    const { model, retrieval } = await service(true);
    const found = await retrieval.retrieve('c1', 'gpt', 'Can I bring my dog?');
    expect(found[0].id).toBe('animals');
    expect(model.questions).toEqual(['Can I bring my dog?']);
  });

  it('answers from full text and hashing alone before the model has indexed the site', async () => {
    const { model, retrieval } = await service(false);
    const found = await retrieval.retrieve('c1', 'gpt', 'How much is a drop-in class?');
    expect(found[0].id).toBe('prices');
    const dog = await retrieval.retrieve('c1', 'gpt', 'Can I bring my dog?');
    expect(dog[0].id).not.toBe('animals');
    expect(model.questions).toEqual([]);
  });

  it('reads every question with the model once it has indexed the site, and words still count', async () => {
    // Visitors rarely write in the site's words, so the model joins the fusion even when full text finds
    // plenty; a passage holding the question's own words still comes before the model's middling pick.
    const { model, retrieval } = await service(true);
    const found = await retrieval.retrieve('c1', 'gpt', 'When are classes, and how much is a class?');
    expect(found[0].id).not.toBe('animals');
    expect(model.questions).toEqual(['When are classes, and how much is a class?']);
  });
});

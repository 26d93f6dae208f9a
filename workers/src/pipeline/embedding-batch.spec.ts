import { LocalEmbedder, encodeEmbedding, type Embedder } from '@gptsite/server';
import { embedYielding, encodeEmbeddings } from './embedding-batch';

describe('encodeEmbeddings', () => {
  it('gives each vector the bytes encodeEmbedding gives it', async () => {
    const embedder = new LocalEmbedder({ dimensions: 64 });
    const vectors = [
      ...(await embedder.embed(['Tuition is $4,000 a year.', 'Uniforms are navy.', ''])),
      Float32Array.of(-0, 1.5, -3.25e-7, 3.4e38),
      new Float32Array(new ArrayBuffer(40), 8, 5).fill(0.1),
    ];
    const encoded = encodeEmbeddings(vectors);
    expect(encoded.map((bytes) => bytes.toString('hex'))).toEqual(
      vectors.map((vector) => encodeEmbedding(vector).toString('hex')),
    );
  });

  it('gives none for no vectors', () => {
    expect(encodeEmbeddings([])).toEqual([]);
  });
});

describe('embedYielding', () => {
  const texts = Array.from({ length: 100 }, (_, index) => `Passage ${index}: tuition is $${index},000.`);

  it('gives the vectors the embedder gives, in order', async () => {
    const embedder = new LocalEmbedder({ dimensions: 32 });
    const vectors = await embedYielding(embedder, texts);
    expect(vectors.map((vector) => Array.from(vector))).toEqual(
      (await embedder.embed(texts)).map((vector) => Array.from(vector)),
    );
  });

  it('lets the event loop run while the hashing embedder works through a batch', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('event loop'));
    await embedYielding(new LocalEmbedder({ dimensions: 32 }), texts).then(() => order.push('embedded'));
    expect(order).toEqual(['event loop', 'embedded']);
  });

  it('sends a remote embedder the whole batch in one request', async () => {
    const requests: number[] = [];
    const remote: Embedder = {
      id: 'remote',
      dimensions: 2,
      embed: async (batch) => {
        requests.push(batch.length);
        return batch.map(() => Float32Array.of(1, 0));
      },
    };
    expect(await embedYielding(remote, texts)).toHaveLength(100);
    expect(requests).toEqual([100]);
  });
});

import { LocalEmbedder, encodeEmbedding } from '@gptsite/server';
import { encodeEmbeddings } from './embedding-batch';

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

import { dot } from './embedding-codec';
import { DEFAULT_LOCAL_DIMENSIONS, hashFeature, LocalEmbedder, textFeatures } from './local-embedder';

describe('LocalEmbedder (feature hashing)', () => {
  const embedder = new LocalEmbedder();

  it('is deterministic across instances and names its settings in the id', async () => {
    const [first] = await embedder.embed(['Tuition for grades 6-8 is $6,780.']);
    const [second] = await new LocalEmbedder().embed(['Tuition for grades 6-8 is $6,780.']);
    expect(Array.from(first)).toEqual(Array.from(second));
    expect(embedder.id).toBe(`local-hash-v1-${DEFAULT_LOCAL_DIMENSIONS}`);
    expect(first).toHaveLength(DEFAULT_LOCAL_DIMENSIONS);
    expect(hashFeature('w:tuition')).toBe(hashFeature('w:tuition'));
  });

  it('returns unit vectors, and zeros for text without words', async () => {
    const [vector, empty] = await embedder.embed(['School starts at 7:45 am.', '—']);
    expect(dot(vector, vector)).toBeCloseTo(1, 5);
    expect(dot(empty, empty)).toBe(0);
  });

  it('places related texts closer than unrelated ones', async () => {
    const [query, related, unrelated, variant] = await embedder.embed([
      'How much is tuition for middle school?',
      'Middle school tuition is $6,780 per year and includes lab fees.',
      'The Pumpkin Run 5K starts at 8 a.m. on the first Saturday in November.',
      'middle-school tuitions',
    ]);
    expect(dot(query, related)).toBeGreaterThan(dot(query, unrelated) + 0.1);
    expect(dot(query, variant)).toBeGreaterThan(dot(query, unrelated));
  });

  it('extracts stemmed words, word pairs and character trigrams', () => {
    const [words, pairs, trigrams] = textFeatures('Opening hours');
    expect([...words.keys()]).toEqual(['w:open', 'w:hour']);
    expect([...pairs.keys()]).toEqual(['b:open hour']);
    expect(trigrams.has('t:<op')).toBe(true);
  });

  it('embeds a few thousand chunks a second', async () => {
    const texts = Array.from({ length: 500 }, (_, index) =>
      `Chunk ${index}: the studio pierces ear lobes with titanium studs, priced from $45, open by appointment.`.repeat(
        4,
      ),
    );
    const started = process.hrtime.bigint();
    await embedder.embed(texts);
    const perChunkMs = Number(process.hrtime.bigint() - started) / 1e6 / texts.length;
    console.log(
      `local embedder: ${perChunkMs.toFixed(3)} ms per ~60-word chunk (${Math.round(1000 / perChunkMs)} chunks/s)`,
    );
    expect(perChunkMs).toBeLessThan(5);
  });

  it('rejects nonsensical dimensions', () => {
    expect(() => new LocalEmbedder({ dimensions: 8 })).toThrow(RangeError);
  });
});

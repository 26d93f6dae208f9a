import {
  LocalEmbedder,
  decodeEmbedding,
  type ChunkRepository,
  type ConversionEntity,
  type ConversionProgressService,
  type ConversionRepository,
  type ExtractedContent,
  type JobQueue,
  type NewChunk,
  type SourceEntity,
  type SourceRepository,
  type SyncRunRepository,
} from '@gptsite/server';
import { BuildKnowledgeHandler } from './build-knowledge.handler';
import type { StageProgress } from './stage-progress';

const conversion = {
  id: 'conversion-1',
  assistantId: 'assistant-1',
  status: 'running',
  attempt: 1,
} as ConversionEntity;

function page(index: number): SourceEntity {
  const paragraphs = Array.from(
    { length: 30 },
    (_, line) => `Product ${index}, fact ${line}: it weighs ${line + 1}.5 kg and ships in ${line % 5} days.`,
  );
  const content: ExtractedContent = {
    title: `Product ${index}`,
    lang: 'en',
    sections: [{ heading: 'Details', level: 2, text: paragraphs.join('\n\n') }],
  };
  return {
    id: `source-${index}`,
    url: `https://shop.example/p/${index}`,
    finalUrl: null,
    title: `Product ${index}`,
    content,
    documentKind: null,
  } as SourceEntity;
}

/** What the handler handed over, as the fakes below saw it. */
interface Handed {
  batches: NewChunk[][];
  /** The building stage's progress figures, in the order written. */
  building: number[];
  retitled: Array<Map<string, string>>;
  repeated: string[][];
}

/** The handler over in-memory fakes of its repositories, serving `sources` for a site at `rootUrl`. */
function handlerFor(
  sources: SourceEntity[],
  {
    embedder = new LocalEmbedder({ dimensions: 16 }),
    rootUrl,
  }: { embedder?: LocalEmbedder; rootUrl?: string } = {},
): { handler: BuildKnowledgeHandler; handed: Handed } {
  const handed: Handed = { batches: [], building: [], retitled: [], repeated: [] };
  const handler = new BuildKnowledgeHandler(
    {
      findById: async () => ({ ...conversion, ...(rootUrl ? { rootUrl } : {}) }),
    } as unknown as ConversionRepository,
    {
      indexedWithContent: async () => sources,
      retitle: async (titles: Map<string, string>) => void handed.retitled.push(titles),
      markRepeated: async (_id: string, ids: string[]) => void handed.repeated.push(ids),
    } as unknown as SourceRepository,
    {
      replaceForConversion: async (_id: string, arriving: NewChunk[] | AsyncIterable<NewChunk[]>) => {
        for await (const batch of Array.isArray(arriving) ? [arriving] : arriving) handed.batches.push(batch);
      },
    } as unknown as ChunkRepository,
    {
      update: async (_id: string, stage: string, patch: { progress?: number; status?: string }) => {
        if (stage === 'building' && !patch.status && patch.progress !== undefined)
          handed.building.push(patch.progress);
        return null;
      },
    } as unknown as ConversionProgressService,
    {
      counts: async () => ({
        pagesFound: sources.length,
        pagesCrawled: sources.length,
        documents: 0,
        chunks: 0,
      }),
    } as unknown as StageProgress,
    { add: async () => undefined } as unknown as JobQueue,
    embedder,
    { recordPassages: async () => undefined } as unknown as SyncRunRepository,
  );
  return { handler, handed };
}

describe('BuildKnowledgeHandler', () => {
  it('stores every passage of every page with its embedding, handing them over in batches as they are embedded', async () => {
    const sources = Array.from({ length: 90 }, (_, index) => page(index));
    const embedder = new LocalEmbedder({ dimensions: 64 });
    const { handler, handed } = handlerFor(sources, { embedder });
    const outcome = await handler.handle({ conversionId: conversion.id });
    const stored = handed.batches.flat();
    expect(handed.batches.length).toBeGreaterThan(1);
    expect(outcome).toEqual({ status: 'done', detail: `${stored.length} chunks` });
    expect(new Set(stored.map((chunk) => chunk.sourceId))).toEqual(
      new Set(sources.map((source) => source.id)),
    );
    for (const chunk of stored) {
      expect(chunk.text.startsWith(`Product ${chunk.sourceId.slice(7)} > Details`)).toBe(true);
      expect(chunk.embeddingModel).toBe(embedder.id);
      expect(Array.from(decodeEmbedding(chunk.embedding))).toEqual(Array.from(embedder.embedOne(chunk.text)));
    }
  });

  it('indexes the chrome the site repeats once, as a contact passage cited with the home page', async () => {
    const footer = [
      'Harbourview Dental',
      '12 Harbor Rd, Mystic, CT 06355',
      'Mon–Fri 8am–5pm',
      '(860) 555-0100',
    ];
    const sources = [0, 1, 2, 3].map((index) => {
      const source = page(index);
      source.depth = index === 0 ? 0 : 1;
      source.url = index === 0 ? 'https://shop.example/' : source.url;
      source.content = { ...source.content!, chrome: index === 2 ? [...footer, 'Product 2 hero'] : footer };
      return source;
    });
    const { handler, handed } = handlerFor(sources, { rootUrl: 'https://shop.example/' });
    await handler.handle({ conversionId: conversion.id });
    const stored = handed.batches.flat();
    const contact = stored.filter((chunk) => chunk.heading?.startsWith('Contact details'));
    expect(contact).toHaveLength(1);
    expect(contact[0]).toMatchObject({
      sourceId: 'source-0',
      url: 'https://shop.example/',
      heading: 'Contact details, location and opening hours',
    });
    expect(contact[0].text).toContain('12 Harbor Rd, Mystic, CT 06355\nMon–Fri 8am–5pm\n(860) 555-0100');
    expect(contact[0].text).not.toContain('Product 2 hero');
    const homeOrdinals = stored
      .filter((chunk) => chunk.sourceId === 'source-0')
      .map((chunk) => chunk.ordinal);
    expect(new Set(homeOrdinals).size).toBe(homeOrdinals.length);
    expect(contact[0].ordinal).toBe(Math.max(...homeOrdinals));
  });

  it('cites the pages of a site that gives them all one title by their main headings, and stores those titles', async () => {
    const sources = [0, 1, 2].map((index) => {
      const source = page(index);
      source.depth = index === 0 ? 0 : 1;
      source.url = index === 0 ? 'https://shop.example/' : source.url;
      source.title = 'Harbourview Dental';
      source.content = {
        ...source.content!,
        sections: [{ heading: `Service ${index}`, level: 1, text: `Service ${index} takes an hour.` }],
      };
      return source;
    });
    const { handler, handed } = handlerFor(sources, { rootUrl: 'https://shop.example/' });
    await handler.handle({ conversionId: conversion.id });
    const stored = handed.batches.flat();
    const titleOf = (sourceId: string): string[] => [
      ...new Set(stored.filter((chunk) => chunk.sourceId === sourceId).map((chunk) => chunk.title)),
    ];
    expect(titleOf('source-0')).toEqual(['Harbourview Dental']);
    expect(titleOf('source-1')).toEqual(['Service 1 — Harbourview Dental']);
    expect(titleOf('source-2')).toEqual(['Service 2 — Harbourview Dental']);
    expect(handed.retitled).toEqual([
      new Map([
        ['source-1', 'Service 1 — Harbourview Dental'],
        ['source-2', 'Service 2 — Harbourview Dental'],
      ]),
    ]);
  });

  it('skips as repeated a page whose every paragraph other pages repeat, which gives no passage', async () => {
    const shared = 'Free shipping on every order.\n\nOrders ship from Mystic, Connecticut.';
    const sources = [0, 1, 2, 3].map((index) => {
      const source = page(index);
      const own = index === 3 ? shared : `${source.content!.sections[0].text}\n\n${shared}`;
      source.content = { ...source.content!, sections: [{ heading: null, level: 0, text: own }] };
      return source;
    });
    const { handler, handed } = handlerFor(sources);
    await handler.handle({ conversionId: conversion.id });
    const stored = handed.batches.flat();
    expect(new Set(stored.map((chunk) => chunk.sourceId))).toEqual(
      new Set(['source-0', 'source-1', 'source-2']),
    );
    expect(handed.repeated).toEqual([['source-3']]);
  });

  it('reports building progress at most every 250 ms, not once per batch of passages', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    // Each batch of 256 passages takes 100 ms to embed.
    class SlowEmbedder extends LocalEmbedder {
      override async embed(texts: string[]): Promise<Float32Array[]> {
        now += (100 * texts.length) / 256;
        return super.embed(texts);
      }
    }
    const sources = Array.from({ length: 800 }, (_, index) => page(index));
    const { handler, handed } = handlerFor(sources, { embedder: new SlowEmbedder({ dimensions: 16 }) });
    try {
      await handler.handle({ conversionId: conversion.id });
    } finally {
      jest.restoreAllMocks();
    }
    expect(handed.batches.length).toBeGreaterThanOrEqual(9);
    // Every third batch crosses 250 ms since the last report.
    expect(handed.building).toHaveLength(Math.floor(handed.batches.length / 3));
    expect(handed.building).toEqual([...handed.building].sort((left, right) => left - right));
    expect(handed.building[0]).toBeCloseTo((3 * 256 * 90) / handed.batches.flat().length);
  });
});

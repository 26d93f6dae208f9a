import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dot } from '../embedding-codec';
import { LocalEmbedder } from '../local-embedder';
import { expandQuery } from '../query-expander';
import { fullTextTerms } from '../full-text-query';
import { reciprocalRankFusion } from '../rank-fusion';
import { candidatePoolSize, finalRanking } from '../retrieval-ranking';
import { UseEmbedder } from '../use-embedder';
import { buildFullTextIndex } from '../../knowledge/full-text-index.builder';
import { loadPipelineSite } from './pipeline-site.fixture';

/**
 * How the sentence model blends with full text and hashing, on the labelled questions of the three real
 * sites (chat-quality and development sets; never the held-out ones): hit@1, hit@5 and MRR of the first
 * passage holding an expected fact after finalRanking, as the api ranks. Prints a table; asserts nothing.
 * The figures behind SEMANTIC_FUSION (retrieval/retrieve.ts) and ai/README.md.
 *
 *   npx jest -c libs/server/src/ai/__fixtures__/measure.jest.config.js
 */

const SITES = [
  ['shcs', 'edgpt'],
  ['sterling-tax', 'taxprep'],
  ['emerald-opal', 'gpt'],
] as const;
const CHAT = join(__dirname, '..', '..', '..', '..', '..', 'test', 'fixtures', 'chat');
const DEPTH = 30;

type Lists = { lexical: string[]; hashing: string[]; model: string[] };
/** Each blend: the lists it fuses and their weights, given the question's lists. */
const BLENDS: Record<string, (lists: Lists) => [string[][], number[]]> = {
  'full text': (l) => [[l.lexical], [1]],
  'full text + hashing (before)': (l) => [
    [l.lexical, l.hashing],
    [1, 1],
  ],
  'full text + model': (l) => [
    [l.lexical, l.model],
    [1, 1],
  ],
  '+ hashing + model ×1': (l) => [
    [l.lexical, l.hashing, l.model],
    [1, 1, 1],
  ],
  '+ hashing + model ×0.5': (l) => [
    [l.lexical, l.hashing, l.model],
    [1, 1, 0.5],
  ],
  '+ hashing + model ×0.25': (l) => [
    [l.lexical, l.hashing, l.model],
    [1, 1, 0.25],
  ],
  '+ hashing + model ×0.1': (l) => [
    [l.lexical, l.hashing, l.model],
    [1, 1, 0.1],
  ],
  '+ hashing + model ×2 when full text finds < 3 (now)': (l) => [
    [l.lexical, l.hashing, l.model],
    [1, 1, l.lexical.length < 3 ? 2 : 0],
  ],
  'model alone': (l) => [[l.model], [1]],
};

const nearest = (query: Float32Array, vectors: Float32Array[]): string[] =>
  vectors
    .map((vector, index) => ({ index, score: dot(query, vector) }))
    .sort((left, right) => right.score - left.score)
    .slice(0, DEPTH)
    .map((entry) => String(entry.index));

test('sentence model blends', async () => {
  const hashing = new LocalEmbedder();
  const model = new UseEmbedder();
  const totals = Object.fromEntries(
    Object.keys(BLENDS).map((name) => [name, { hit1: 0, hit5: 0, reciprocal: 0, questions: 0 }]),
  );
  for (const [site, brand] of SITES) {
    const { chunks } = await loadPipelineSite(site);
    const texts = chunks.map((chunk) => chunk.text);
    const fullText = buildFullTextIndex(
      chunks.map((chunk) => ({ head: `${chunk.title} ${chunk.heading}`, body: chunk.text })),
    );
    const [hashingVectors, modelVectors] = [await hashing.embed(texts), await model.embed(texts)];
    const byId = new Map(chunks.map((chunk, index) => [String(index), { url: chunk.url, text: chunk.text }]));
    const read = (file: string) =>
      (JSON.parse(readFileSync(file, 'utf8')) as { answerable: { question: string; expected: string[] }[] })
        .answerable;
    const questions = [
      ...read(join(CHAT, `${site}.questions.json`)),
      ...read(join(CHAT, 'heldout', 'development', `${site}.questions.json`)),
    ];
    for (const { question, expected } of questions) {
      const expanded = expandQuery(question, brand);
      const [hashed] = await hashing.embed([expanded.text]);
      const [meant] = await model.embed([question]);
      const lists: Lists = {
        lexical: fullText.search(fullTextTerms(expanded), DEPTH).map((hit) => String(hit.index)),
        hashing: nearest(hashed, hashingVectors),
        model: nearest(meant, modelVectors),
      };
      for (const [name, blend] of Object.entries(BLENDS)) {
        const [fusedLists, weights] = blend(lists);
        const fused = reciprocalRankFusion(fusedLists, { weights });
        const ranked = finalRanking(question, fused.slice(0, candidatePoolSize(10)), byId, 10);
        const rank = ranked.findIndex((hit) =>
          expected.some((fact) => texts[Number(hit.id)].toLowerCase().includes(fact.toLowerCase())),
        );
        const total = totals[name];
        total.questions += 1;
        if (rank === 0) total.hit1 += 1;
        if (rank >= 0 && rank < 5) total.hit5 += 1;
        if (rank >= 0) total.reciprocal += 1 / (rank + 1);
      }
    }
  }
  const rows = Object.entries(totals).map(
    ([name, total]) =>
      `| ${name} | ${(total.hit1 / total.questions).toFixed(3)} | ${(total.hit5 / total.questions).toFixed(3)} | ${(total.reciprocal / total.questions).toFixed(3)} |`,
  );
  process.stdout.write(
    `\n${Object.values(totals)[0].questions} questions\n| blend | hit@1 | hit@5 | MRR |\n|---|---|---|---|\n${rows.join('\n')}\n`,
  );
}, 900_000);

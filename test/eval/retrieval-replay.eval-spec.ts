import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANSWER_PASSAGES,
  KnowledgeIndex,
  LocalAnswerProvider,
  LocalEmbedder,
  UseEmbedder,
  retrieve,
  type AnswerInput,
} from '@gptsite/server';
import type { BrandKey } from '@gptsite/shared';
import { DEFAULT_CORPUS_DIR, loadCorpus } from './corpus';
import { INPUTS_DIR, KNOWLEDGE_DIR, recordedFiles } from './recordings';
import { readKnowledge } from './knowledge-dump';
import { includesPage, pageKey } from './page-path';
import { TABLE_HEADER, figures, figuresRow, type QuestionOutcome } from './report';
import { holdsFact, judge } from './verdict';

/**
 * `npm run eval:retrieval`: retrieval re-run over the whole knowledge the last `npm run eval` recorded for
 * each TUNING site (test/artifacts/eval/knowledge/), scored like the eval's recall@5 (the page holding the
 * answer among the first five results). Seconds instead of minutes, for working on retrieval; held-out
 * knowledge is never recorded, so this cannot tune on it. With EVAL_ANSWER=1 each question is also
 * answered as chat answers it (the passages retrieval gives now, with the business details the eval
 * recorded in test/artifacts/eval/inputs/) and judged like the eval: a retrieval change's effect on the
 * answers, not only on recall.
 *
 *   EVAL_SITES=slug,slug  AI_SEMANTIC_MODEL=off  EVAL_ANSWER=1  npm run eval:retrieval
 *   EVAL_ANSWER=1 EVAL_PASSAGES=8 npm run eval:retrieval   (the answerer reads 8 passages, not ANSWER_PASSAGES)
 */

/** The answerer inputs the eval recorded for a site, by question (their passages are replaced). */
function recordedInputs(slug: string): Map<string, AnswerInput> {
  const file = join(INPUTS_DIR, `${slug}.json`);
  if (!existsSync(file)) return new Map();
  const { inputs } = JSON.parse(readFileSync(file, 'utf8')) as { inputs: AnswerInput[] };
  return new Map(inputs.map((input) => [input.question, input]));
}
const LIMIT = 5;
const print = (line = ''): void => void process.stdout.write(`${line}\n`);

describe('retrieval over recorded tuning knowledge', () => {
  it('scores recall@5 for every tuning question', async () => {
    const files = recordedFiles(KNOWLEDGE_DIR);
    if (files.length === 0) {
      print(`No recorded knowledge in ${KNOWLEDGE_DIR}: run EVAL_SPLIT=tuning npm run eval first.`);
      return;
    }
    const embedder = new LocalEmbedder();
    const semantic = process.env.AI_SEMANTIC_MODEL === 'off' ? null : new UseEmbedder();
    const provider = process.env.EVAL_ANSWER ? new LocalAnswerProvider({}, semantic) : null;
    // EVAL_PASSAGES: how many passages retrieval gives the answerer (ANSWER_PASSAGES otherwise).
    const answerPassages = Number(process.env.EVAL_PASSAGES ?? ANSWER_PASSAGES);
    const outcomes: QuestionOutcome[] = [];
    let found = 0;
    let asked = 0;
    // A fact printed on several pages (a footer's phone, an address on the contact and home pages) is
    // retrieved even when the labelled page is not: counted apart, so a miss of the page tells a retrieval
    // miss from a fact found elsewhere.
    let factFound = 0;
    let factAsked = 0;
    for (const file of files) {
      const stored = readKnowledge(file);
      const [site] = loadCorpus({ corpusDir: DEFAULT_CORPUS_DIR, split: 'tuning', slugs: [stored.slug] });
      if (!site) continue;
      const index = await KnowledgeIndex.build(
        semantic ? stored : { ...stored, semantic: null },
        embedder.dimensions,
        semantic?.dimensions ?? 0,
      );
      let siteFound = 0;
      let siteAsked = 0;
      const inputs = provider ? recordedInputs(stored.slug) : new Map<string, AnswerInput>();
      for (const item of site.questions) {
        const recorded = inputs.get(item.question);
        if (provider && recorded) {
          const passages = await retrieve(
            index,
            item.question,
            recorded.brandKey,
            { embedder, semantic },
            answerPassages,
          );
          const result = await provider.answer({ ...recorded, passages });
          const verdict = judge(item.expected, result);
          outcomes.push({ ...verdict, cited: null, recallAt5: null, latencyMs: 0, error: false });
          print(
            `${verdict.verdict === 'right' || verdict.verdict === 'correctly-declined' ? '✓' : '✗'} ${site.slug} ${item.id} [${verdict.verdict}] ${item.question}\n` +
              `    → ${result.answered ? 'answered' : 'declined'} (${result.confidence}): ${result.answer.replace(/\s+/g, ' ').slice(0, 240)}`,
          );
        }
        if (!item.page) continue;
        const results = await retrieve(
          index,
          item.question,
          site.manifest.brand as BrandKey,
          { embedder, semantic },
          LIMIT,
        );
        const hit = includesPage(
          results.map((result) => result.url),
          item.page,
        );
        siteAsked += 1;
        if (hit) siteFound += 1;
        if (item.expected.length > 0) {
          factAsked += 1;
          if (results.some((result) => holdsFact(result.text, item.expected))) factFound += 1;
        }
        const paths = results.map((result) => pageKey(result.url)).join(' ');
        print(
          `${hit ? '✓' : '✗'} ${site.slug} ${item.id} ${item.question}\n    on ${pageKey(item.page)}  search@5: ${paths}`,
        );
      }
      print(`${site.slug}: recall@5 ${siteFound}/${siteAsked}`);
      found += siteFound;
      asked += siteAsked;
    }
    print(`ALL replayed: recall@5 ${found}/${asked} (${Math.round((100 * found) / Math.max(1, asked))}%)`);
    print(
      `ALL replayed: a passage holding the fact among the first five ${factFound}/${factAsked} (${Math.round((100 * factFound) / Math.max(1, factAsked))}%)`,
    );
    if (provider) {
      print(TABLE_HEADER);
      print(figuresRow('ALL answered', figures(outcomes)));
    }
  }, 1_800_000);
});

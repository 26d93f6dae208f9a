import { readFileSync } from 'node:fs';
import { LocalAnswerProvider, UseEmbedder, type AnswerInput } from '@gptsite/server';
import { DEFAULT_CORPUS_DIR, loadCorpus } from './corpus';
import { INPUTS_DIR, recordedFiles } from './recordings';
import { TABLE_HEADER, figures, figuresRow, type QuestionOutcome } from './report';
import { judge, type Judged } from './verdict';

/**
 * `npm run eval:replay`: answer selection re-run over the answerer inputs the last `npm run eval` recorded
 * for the TUNING sites (test/artifacts/eval/inputs/), judged like the eval. Seconds instead of minutes, for
 * working on selection; retrieval, citations and latency are the full eval's. Held-out inputs are never
 * recorded, so this cannot tune on them.
 *
 *   EVAL_SITES=slug,slug  AI_LOCAL_ANSWER_THRESHOLD=0  AI_SEMANTIC_MODEL=off  npm run eval:replay
 *   EVAL_ANSWER_OPTIONS='{"semanticWeight":0.5}' npm run eval:replay
 *   EVAL_PASSAGES=6 npm run eval:replay   (the answerer reads only the first 6 recorded passages)
 */

const print = (line = ''): void => void process.stdout.write(`${line}\n`);

interface Recorded {
  slug: string;
  inputs: AnswerInput[];
}

describe('answer selection over recorded tuning inputs', () => {
  it('judges every recorded question', async () => {
    const files = recordedFiles(INPUTS_DIR);
    if (files.length === 0) {
      print(`No recorded inputs in ${INPUTS_DIR}: run EVAL_SPLIT=tuning npm run eval first.`);
      return;
    }
    const threshold = process.env.AI_LOCAL_ANSWER_THRESHOLD;
    const semantic = process.env.AI_SEMANTIC_MODEL === 'off' ? null : new UseEmbedder();
    // EVAL_ANSWER_OPTIONS: other answerer options to try, as JSON ({"semanticWeight": 0.5}).
    const options = JSON.parse(process.env.EVAL_ANSWER_OPTIONS ?? '{}') as Record<string, number>;
    const provider = new LocalAnswerProvider(
      { ...options, ...(threshold === undefined ? {} : { threshold: Number(threshold) }) },
      semantic,
    );
    // EVAL_PASSAGES: how many of the recorded passages (retrieval's best first) the answerer reads.
    const passages = Number(process.env.EVAL_PASSAGES ?? Infinity);
    const all: QuestionOutcome[] = [];
    const rows: string[] = [];
    for (const file of files) {
      const { slug, inputs } = JSON.parse(readFileSync(file, 'utf8')) as Recorded;
      // Tuning sites only, whatever the folder holds.
      const [site] = loadCorpus({ corpusDir: DEFAULT_CORPUS_DIR, split: 'tuning', slugs: [slug] });
      if (!site) continue;
      const outcomes: QuestionOutcome[] = [];
      for (const item of site.questions) {
        const recorded = inputs.find((candidate) => candidate.question === item.question);
        if (!recorded) continue;
        const input = { ...recorded, passages: recorded.passages.slice(0, passages) };
        const started = performance.now();
        const result = await provider.answer(input);
        const latencyMs = performance.now() - started;
        const verdict: Judged = judge(item.expected, result);
        outcomes.push({ ...verdict, cited: null, recallAt5: null, latencyMs, error: false });
        const ok = verdict.verdict === 'right' || verdict.verdict === 'correctly-declined';
        print(
          `${ok ? '✓' : '✗'} ${slug} ${item.id} [${verdict.verdict}] ${item.question}\n` +
            `    expected: ${item.expected.join(' | ') || '(not on the site)'}\n` +
            `    → ${result.answered ? 'answered' : 'declined'} (${result.confidence}): ${result.answer.replace(/\s+/g, ' ').slice(0, 240)}`,
        );
      }
      rows.push(figuresRow(slug, figures(outcomes)));
      all.push(...outcomes);
    }
    print(TABLE_HEADER);
    for (const row of rows) print(row);
    print(figuresRow('ALL replayed', figures(all)));
  }, 600_000);
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectAnswerTypes, isYesNoQuestion } from '@gptsite/server';
import { bearer, ownerToken } from '../support/accounts';
import { ask, convertSite, sql, type TimedReply } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';
import {
  SPLITS,
  extractMissingSites,
  loadCorpus,
  selectionFromEnv,
  type CorpusQuestion,
  type CorpusSite,
  type Split,
} from './corpus';
import { includesPage } from './page-path';
import { TABLE_HEADER, figures, figuresRow, type Figures, type QuestionOutcome } from './report';
import { judge, type Judged } from './verdict';
import { KnowledgeIndexCache } from '../../api/src/chat/knowledge-index.cache';
import { captureAnswerInputs, type AnswerInputCapture } from './answer-inputs';
import { dumpKnowledge } from './knowledge-dump';
import { INPUTS_DIR, KNOWLEDGE_DIR, RECORDINGS_DIR } from './recordings';

/**
 * `npm run eval`: every corpus site served on 127.0.0.1, converted through the public trial API under its
 * vertical's brand, every question asked over the public chat API (a fresh conversation each) and searched
 * for recall@5; prints the figures per site and per half. Not a pass/fail test: it reports.
 *
 * Per-question details (questions, answers, passages) are printed and written for TUNING sites only; of
 * held-out sites only aggregate figures leave this process, so nobody tunes on them.
 *
 *   EVAL_SPLIT=tuning|heldout|all  EVAL_SITES=slug,slug  EVAL_CORPUS_DIR=<folder>  npm run eval
 */

const selection = selectionFromEnv();
const OUT_DIR = RECORDINGS_DIR;
const CONVERSION_TIMEOUT_MS = 15 * 60_000;
const SEARCH_LIMIT = 5;

const print = (line = ''): void => void process.stdout.write(`${line}\n`);

interface SearchResult {
  url: string;
  title: string;
  text: string;
  score: number;
}

interface QuestionRecord extends QuestionOutcome, Judged {
  id: string;
  question: string;
  expected: string[];
  page: string | null;
  answer: string;
  answered: boolean;
  /** The answerer's confidence, as the api stored it with the message. */
  confidence: number | null;
  sources: { title: string; url: string | null }[];
  search: SearchResult[];
  failure?: string;
}

interface Conversion {
  /** Pages found on the site that hold no passage, with the pipeline's outcome and reason. */
  unindexed: string[];
  seconds: number;
  pagesCrawled: number;
  pagesIndexed: number;
  documents: number;
  chunks: number;
}

interface SiteRun {
  slug: string;
  split: Split;
  vertical?: string;
  brand: string;
  javascript?: string | null;
  status: 'ok' | 'skipped' | 'failed';
  reason?: string;
  conversion?: Conversion;
  records: QuestionRecord[];
}

/** Client addresses from the benchmarking range, one per trial and per question, so no budget runs out. */
const clientIp = (site: number, question: number): string =>
  `198.${18 + Math.floor(site / 256)}.${site % 256}.${(question % 250) + 1}`;

async function askWithRetry(
  api: RunningApi,
  assistantId: string,
  question: string,
  visitorId: string,
  ip: string,
): Promise<TimedReply> {
  for (let attempt = 0; ; attempt += 1) {
    const reply = await ask(api, assistantId, question, { visitorId, clientIp: ip });
    if (reply.status !== 429 || attempt >= 2) return reply;
    await sleep(1000 * Number(reply.headers['retry-after'] ?? 1));
  }
}

async function search(
  api: RunningApi,
  assistantId: string,
  query: string,
  ip: string,
  token: string,
): Promise<SearchResult[]> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${api.baseUrl}/api/v1/assistants/${assistantId}/search`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        authorization: bearer(token),
      },
      body: JSON.stringify({ query, limit: SEARCH_LIMIT }),
    });
    if (response.status === 429 && attempt < 2) {
      await sleep(1000 * Number(response.headers.get('retry-after') ?? 1));
      continue;
    }
    if (response.status !== 200) throw new Error(`search answered ${response.status}`);
    return ((await response.json()) as { results: SearchResult[] }).results;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * With AI_SEMANTIC_MODEL=use-lite (tests default to off), the questions wait until the api's index of the
 * conversion holds the sentence model's vectors, so the figures are the hybrid retrieval's.
 */
async function waitForSemanticIndex(api: RunningApi, conversionId: string): Promise<void> {
  const cache = api.app.get(KnowledgeIndexCache);
  const deadline = Date.now() + CONVERSION_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ((await cache.get(conversionId)).semanticModel) return;
    const [row] = await sql<{ status: string | null }>(
      `SELECT "semanticIndex"->>'status' AS status FROM conversions WHERE id = $1`,
      [conversionId],
    );
    if (row?.status === 'failed') throw new Error('semantic index failed');
    await sleep(500);
  }
  throw new Error('semantic index not live in time');
}

async function askOne(
  api: RunningApi,
  assistantId: string,
  slug: string,
  item: CorpusQuestion,
  ip: string,
  token: string,
): Promise<QuestionRecord> {
  const base = { id: item.id, question: item.question, expected: item.expected, page: item.page };
  let answer = '';
  let answered = false;
  let sources: QuestionRecord['sources'] = [];
  let latencyMs = 0;
  let confidence: number | null = null;
  let results: SearchResult[] = [];
  const failures: string[] = [];
  try {
    const reply = await askWithRetry(api, assistantId, item.question, `eval-${slug}-${item.id}`, ip);
    latencyMs = reply.latencyMs;
    if (reply.status === 200) {
      ({ answer, answered, sources } = reply.body);
      const [row] = await sql<{ confidence: number }>('SELECT confidence FROM messages WHERE id = $1', [
        reply.body.messageId,
      ]);
      confidence = row?.confidence ?? null;
    } else failures.push(`chat answered ${reply.status}`);
  } catch (error) {
    failures.push(`chat: ${(error as Error).message}`);
  }
  try {
    results = await search(api, assistantId, item.question, ip, token);
  } catch (error) {
    failures.push((error as Error).message);
  }
  const answerable = item.expected.length > 0;
  const page = answerable ? item.page : null;
  return {
    ...base,
    answer,
    answered,
    confidence,
    sources,
    search: results,
    latencyMs,
    ...judge(item.expected, { answer, answered }),
    cited: page
      ? includesPage(
          sources.map((source) => source.url),
          page,
        )
      : answerable
        ? false
        : null,
    recallAt5: page
      ? includesPage(
          results.slice(0, 5).map((result) => result.url),
          page,
        )
      : answerable
        ? false
        : null,
    error: failures.length > 0,
    ...(failures.length ? { failure: failures.join('; ') } : {}),
  };
}

/** One tuning question's details for the console: verdict, answer, sources and the top search results. */
function describeQuestion(record: QuestionRecord): string {
  const mark = record.verdict === 'right' || record.verdict === 'correctly-declined' ? '✓' : '✗';
  const path = (url: string | null) => (url ?? '(none)').replace(/^https?:\/\/[^/]+/, '');
  return [
    `  ${mark} ${record.id} [${record.verdict}${record.reason ? `: ${record.reason}` : ''}] ${record.question}`,
    `      expected: ${record.expected.join(' | ') || '(not on the site)'}${record.page ? `  on ${record.page}` : ''}`,
    `      → ${record.answered ? 'answered' : 'declined'} (${record.answer.length} chars, confidence ${record.confidence ?? '?'}): ${record.answer.replace(/\s+/g, ' ').slice(0, 300)}`,
    `      sources: ${record.sources.map((source) => path(source.url)).join(' ') || '-'}${record.cited === false ? '  (expected page not cited)' : ''}`,
    `      search@5: ${record.search.map((result) => path(result.url)).join(' ') || '-'}${record.recallAt5 === false ? '  (expected page missing)' : ''}`,
    ...(record.failure ? [`      FAILED CALL: ${record.failure}`] : []),
  ].join('\n');
}

function conversionLine(run: SiteRun): string {
  if (run.status !== 'ok' || !run.conversion) return `${run.status}: ${run.reason ?? ''}`;
  const { seconds, pagesCrawled, pagesIndexed, documents, chunks } = run.conversion;
  return `converted in ${seconds.toFixed(1)} s: ${pagesCrawled} pages crawled, ${pagesIndexed} pages indexed, ${documents} documents, ${chunks} chunks`;
}

describe('eval corpus (public API, real pipeline)', () => {
  const runs: SiteRun[] = [];
  const servers = new Map<string, SiteServer>();
  let sites: CorpusSite[] = [];
  let api: RunningApi | undefined;
  let workers: RunningWorkers | undefined;
  let semantic = false;
  let capture: AnswerInputCapture | undefined;

  beforeAll(async () => {
    extractMissingSites(selection.corpusDir, print);
    sites = loadCorpus(selection);
    for (const site of sites)
      if (site.siteDir)
        servers.set(
          site.slug,
          await serveSite(site.siteDir, [], {
            htmlExtensionFallback: true,
            singlePageApp: site.manifest.singlePageApp === true,
          }),
        );
    if (!servers.size) return;
    // Every site's host must be allowed before the api and workers start: they read the config once.
    const config = testConfig({
      CRAWL_ALLOWED_HOSTS: [...servers.values()].map((server) => server.host).join(','),
      // The product's default (tests turn the model off for speed); AI_SEMANTIC_MODEL=off measures without it.
      AI_SEMANTIC_MODEL: process.env.AI_SEMANTIC_MODEL ?? 'use-lite',
    });
    semantic = config.ai.semanticModel !== 'off';
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    capture = captureAnswerInputs(api.app);
  }, 300_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await Promise.all([...servers.values()].map((server) => server.close()));
  });

  it(
    'converts every site and asks every question',
    async () => {
      print(
        `\nEval corpus: ${selection.corpusDir}  split=${selection.split}${selection.slugs ? `  sites=${selection.slugs.join(',')}` : ''}  (${sites.length} sites)`,
      );
      for (const [index, site] of sites.entries()) {
        const run: SiteRun = {
          slug: site.slug,
          split: site.manifest.split,
          vertical: site.manifest.vertical,
          brand: site.manifest.brand,
          javascript: site.manifest.javascript ?? null,
          status: 'ok',
          records: [],
        };
        runs.push(run);
        const server = servers.get(site.slug);
        if (!server || !api) {
          Object.assign(run, { status: 'skipped', reason: site.skipped ?? 'not served' });
          print(`\n${site.slug} (${run.split}): skipped — ${run.reason}`);
          continue;
        }
        print(
          `\n${site.slug} (${run.split}, ${run.brand}${run.javascript ? `, ${run.javascript}` : ''}): converting…`,
        );
        const started = performance.now();
        let assistantId: string;
        let conversionId: string;
        try {
          const converted = await convertSite(
            api,
            {
              brand: site.manifest.brand,
              website: server.url,
              clientIp: clientIp(index, 0),
              email: `owner@${site.slug}.example`,
              name: `Eval ${site.slug}`,
            },
            CONVERSION_TIMEOUT_MS,
          );
          assistantId = converted.assistantId;
          conversionId = converted.conversionId;
          const [{ pages }] = await sql<{ pages: string }>(
            'SELECT count(DISTINCT url) AS pages FROM chunks WHERE "conversionId" = $1',
            [converted.conversionId],
          );
          // Pages of the site that hold no passage, and why: ingestion losses, for every site (no question is
          // involved). Links to other websites are expected and left out.
          const unindexed = await sql<{ url: string; outcome: string; reason: string | null }>(
            `SELECT url, outcome, reason FROM sources
              WHERE "conversionId" = $1 AND "chunkCount" = 0 AND origin <> 'upload'
                AND reason IS DISTINCT FROM 'off_site' ORDER BY url`,
            [converted.conversionId],
          );
          run.conversion = {
            unindexed: unindexed.map(
              ({ url, outcome, reason }) =>
                `${url.replace(/^https?:\/\/[^/]+/, '')} ${outcome}${reason ? ` (${reason})` : ''}`,
            ),
            seconds: (performance.now() - started) / 1000,
            pagesCrawled: converted.view.counts.pagesCrawled,
            pagesIndexed: Number(pages),
            documents: converted.view.counts.documents,
            chunks: converted.view.counts.chunks,
          };
          // After the conversion's time is taken: live is when full text answers.
          if (semantic) await waitForSemanticIndex(api, converted.conversionId);
        } catch (error) {
          Object.assign(run, { status: 'failed', reason: `conversion: ${(error as Error).message}` });
          print(`  ${conversionLine(run)}`);
          continue;
        }
        print(`  ${conversionLine(run)}`);
        // Search is the owner's (hit testing); the owner's token, as after setting their password.
        const token = await ownerToken(api.app, `owner@${site.slug}.example`);
        const askStarted = performance.now();
        for (const [number, item] of site.questions.entries())
          run.records.push(
            await askOne(api, assistantId, site.slug, item, clientIp(index, number + 1), token),
          );
        print(
          `  ${site.questions.length} questions asked and searched in ${((performance.now() - askStarted) / 1000).toFixed(1)} s`,
        );
        if (run.split === 'tuning') for (const record of run.records) print(describeQuestion(record));
        // What the answerer was given, for replaying selection offline (tuning sites only).
        if (run.split === 'tuning') capture?.save(site.slug, join(INPUTS_DIR, `${site.slug}.json`));
        // The whole knowledge, for replaying retrieval offline (tuning sites only).
        if (run.split === 'tuning')
          await dumpKnowledge(api.app, conversionId, site.slug, join(KNOWLEDGE_DIR, `${site.slug}.json`));
        capture?.clear();
        print(TABLE_HEADER);
        print(figuresRow(site.slug, figures(run.records)));
      }
      writeReport(runs);
    },
    6 * 3600_000,
  );
});

/**
 * Questions grouped by the kind of fact they ask for, as the answerer reads it ("money", "person",
 * "yes/no", "other"): the first kind detected; a question may ask for several.
 */
function byQuestionKind(records: readonly QuestionRecord[]): [string, QuestionRecord[]][] {
  const groups = new Map<string, QuestionRecord[]>();
  for (const record of records) {
    const kind =
      detectAnswerTypes(record.question)[0] ?? (isYesNoQuestion(record.question) ? 'yes/no' : 'other');
    groups.set(kind, [...(groups.get(kind) ?? []), record]);
  }
  return [...groups].sort((left, right) => right[1].length - left[1].length);
}

/** The summary on the console and the JSON report; held-out sites contribute aggregates only. */
function writeReport(runs: SiteRun[]): void {
  const halves = SPLITS.filter((split) => selection.split === 'all' || selection.split === split);
  const totals: Partial<Record<Split | 'all', Figures>> = {};
  print(`\n==== Eval summary (${new Date().toISOString()}) ====`);
  for (const split of halves) {
    const half = runs.filter((run) => run.split === split);
    print(
      `\n${split.toUpperCase()} half: ${half.filter((run) => run.status === 'ok').length}/${half.length} sites ran`,
    );
    print(TABLE_HEADER);
    for (const run of half)
      print(
        run.status === 'ok'
          ? figuresRow(run.slug, figures(run.records))
          : `${run.slug.padEnd(26)} ${run.status}: ${run.reason}`,
      );
    totals[split] = figures(half.flatMap((run) => run.records));
    print(figuresRow(`ALL ${split}`, totals[split]));
    // Aggregates by the kind of fact asked for: which class of question to work on, never which question.
    print('by kind of question asked:');
    for (const [kind, records] of byQuestionKind(half.flatMap((run) => run.records)))
      print(figuresRow(`  ${kind}`, figures(records)));
    print('conversions:');
    for (const run of half) {
      print(`  ${run.slug.padEnd(24)} ${conversionLine(run)}`);
      for (const page of run.conversion?.unindexed ?? []) print(`      not indexed: ${page}`);
    }
  }
  if (halves.length > 1) {
    totals.all = figures(runs.flatMap((run) => run.records));
    print(`\nBOTH halves`);
    print(figuresRow('ALL', totals.all));
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const file = join(OUT_DIR, `${selection.split}.json`);
  const report = {
    generatedAt: new Date().toISOString(),
    split: selection.split,
    sites: selection.slugs,
    totals,
    perSite: runs.map((run) => ({
      slug: run.slug,
      split: run.split,
      vertical: run.vertical,
      brand: run.brand,
      javascript: run.javascript,
      status: run.status,
      reason: run.reason,
      conversion: run.conversion,
      figures: run.status === 'ok' ? figures(run.records) : null,
      // Held-out questions, answers and verdicts never leave this process.
      questions: run.split === 'tuning' ? run.records : undefined,
    })),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  print(`\nReport: ${file}`);
}

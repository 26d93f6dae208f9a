// `npm run bench`: builds the server packages, then measures crawl, conversion, retrieval, chat and live
// events against a fresh database, side by side with peers where there is one (Crawlee, plain headless
// Chromium, BM25), and writes bench/results.md and bench/results.json. See bench/README.md.
//
//   node bench/run.mjs [--only=crawl,browser,conversion,retrieval,chat,events,semantic] [--runs=3]
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CpuWatch, runChild } from './lib/children.mjs';
import { createEnvironment } from './lib/environment.mjs';
import { renderMarkdown } from './lib/report.mjs';
import { ROOT } from './lib/runtime.mjs';
import { generateJsShop, generateShop } from './lib/site-gen.mjs';
import { serve } from './lib/static-server.mjs';
import { mb, median, percentile, round } from './lib/stats.mjs';

const SECTIONS = ['crawl', 'browser', 'conversion', 'retrieval', 'chat', 'events', 'semantic'];
const argv = Object.fromEntries(
  process.argv.slice(2).map((arg) => [...arg.replace(/^--/, '').split('='), true].slice(0, 2)),
);
const only = new Set(argv.only ? argv.only.split(',') : SECTIONS);
const RUNS = Number(argv.runs ?? process.env.BENCH_RUNS ?? 3);
const CONCURRENCY = Number(process.env.CRAWL_CONCURRENCY ?? 8);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SITES_DIR = process.env.BENCH_SITES_DIR ?? new URL('../../shared/sites', import.meta.url).pathname;
const REAL_SITES = [
  { label: 'shcs', brand: 'edgpt' },
  { label: 'sterling-tax', brand: 'taxprep' },
  { label: 'emerald-opal', brand: 'gpt' },
];
/** Real documents for the 200-page site: a 3.9 MB handbook, bylaws, a price list and a menu. */
const REALISH_DOCUMENTS = {
  '/docs/family-handbook.pdf': join(SITES_DIR, 'shcs/files/Handbook2018.pdf'),
  '/docs/bylaws.pdf': join(SITES_DIR, 'shcs/files/SACBylaws.pdf'),
  '/docs/price-list.pdf': join(SITES_DIR, 'emerald-opal/price-list.pdf'),
  '/docs/service-menu.pdf': join(SITES_DIR, 'emerald-opal/service-menu.pdf'),
};
const PIPELINE = join(ROOT, 'bench/children/pipeline.mjs');
const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);

/** Share of both cores busy over one second while the bench itself is idle: other people's load. */
async function foreignLoad() {
  const read = () => readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = read();
  const delta = after.map((value, index) => value - before[index]);
  const idle = delta[3] + delta[4];
  const total = delta.reduce((sum, value) => sum + value, 0);
  return { busy: round(1 - idle / total, 2), loadavg1: round(loadavg()[0], 2) };
}

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model,
    memGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: { runs: RUNS, crawlConcurrency: CONCURRENCY },
  load: {},
};

async function section(name, body) {
  if (!only.has(name)) return;
  const load = await foreignLoad();
  results.load[name] = load;
  log(
    `${name}: starting (other load: ${Math.round(load.busy * 100)}% of the cores busy, load average ${load.loadavg1})`,
  );
  const started = Date.now();
  await body();
  log(`${name}: done in ${Math.round((Date.now() - started) / 1000)} s`);
}

function convertIn(env, sites) {
  return runChild(PIPELINE, { env, args: [JSON.stringify({ mode: 'convert', sites })] });
}

async function main() {
  const benchStarted = Date.now();
  log('building api, workers and libs (npm run build:server)');
  execSync('npm run build:server', { cwd: ROOT, stdio: 'inherit' });
  const environment = await createEnvironment();
  const servers = [];
  try {
    const shop = generateShop({ pages: 2000, questionCount: 200 });
    const realish = generateShop({ pages: 200, questionCount: 0, documents: REALISH_DOCUMENTS });
    const jsShop = generateJsShop({ pages: 100 });
    const shopServer = await serve({ files: shop.files });
    const realishServer = await serve({ files: realish.files, documents: REALISH_DOCUMENTS });
    const jsServer = await serve({ files: jsShop.files });
    const realServers = Object.fromEntries(
      await Promise.all(
        REAL_SITES.map(async (site) => [site.label, await serve({ root: join(SITES_DIR, site.label) })]),
      ),
    );
    servers.push(shopServer, realishServer, jsServer, ...Object.values(realServers));
    const env = {
      ...environment.env,
      CRAWL_ALLOWED_HOSTS: servers.map((server) => server.host).join(','),
      CRAWL_MAX_PAGES: '2000',
      CRAWL_CONCURRENCY: String(CONCURRENCY),
      CHAT_RATE_LIMIT_PER_ASSISTANT: '1000000',
      // Every chat request starts a conversation: the trial's quota (100) would answer the rest with its limit.
      TRIAL_CONVERSATION_QUOTA: '100000000',
      // Background semantic indexing would run on under every later section; section 6 measures it alone.
      AI_SEMANTIC_MODEL: 'off',
    };
    log('first boot: building the six brand demo assistants (used by the retrieval section)');
    await runChild(PIPELINE, { env, args: [JSON.stringify({ mode: 'demos' })] });

    // 1. Crawl: our analyzing stage vs Crawlee on the same 2,000 pages, alternating who goes first.
    const generated = [];
    await section('crawl', async () => {
      const ours = [];
      const crawlee = [];
      for (let run = 0; run < RUNS; run += 1) {
        const steps = [
          async () => {
            const watch = new CpuWatch().start();
            const { result, phases, cpuSeconds } = await convertIn(env, [
              { label: 'generated', url: shopServer.url, brand: 'gpt' },
            ]);
            const database = watch.stop({}, databaseName(env));
            const conversion = result[0];
            generated.push(conversion);
            ours.push({
              ...conversion,
              pagesPerSecond: conversion.counts.pagesCrawled / (conversion.analyzingMs / 1000),
              peakRss: phases.generated,
              cpuSeconds: { node: cpuSeconds, postgres: database.postgres ?? 0, redis: database.redis ?? 0 },
            });
            log(
              `crawl run ${run + 1}: ours ${round(ours.at(-1).pagesPerSecond)} pages/s (${conversion.counts.pagesCrawled} pages), whole conversion ${round(conversion.liveMs / 1000)} s`,
            );
          },
          async () => {
            const { result, peakRss, cpuSeconds } = await runChild(join(ROOT, 'bench/children/crawlee.mjs'), {
              args: [JSON.stringify({ url: shopServer.url, concurrency: CONCURRENCY })],
            });
            crawlee.push({ ...result, peakRss, cpuSeconds });
            log(
              `crawl run ${run + 1}: Crawlee ${round(result.pagesPerSecond)} pages/s (${result.pages} pages)`,
            );
          },
        ];
        if (run % 2) steps.reverse();
        for (const step of steps) await step();
      }
      results.crawl = {
        pages: shop.files.size,
        bytesPerPage: round(median([...shop.files.values()].map((body) => Buffer.byteLength(body))), 0),
        concurrency: CONCURRENCY,
        ours: {
          pagesPerSecond: median(ours.map((run) => run.pagesPerSecond)),
          analyzingMs: median(ours.map((run) => run.analyzingMs)),
          conversionMs: median(ours.map((run) => run.liveMs)),
          pagesCrawled: median(ours.map((run) => run.counts.pagesCrawled)),
          peakRssMb: mb(median(ours.map((run) => run.peakRss))),
          cpuSeconds: Object.fromEntries(
            ['node', 'postgres', 'redis'].map((name) => [
              name,
              median(ours.map((run) => run.cpuSeconds[name])),
            ]),
          ),
          runs: ours.map((run) => ({
            pagesPerSecond: round(run.pagesPerSecond),
            analyzingMs: run.analyzingMs,
            conversionMs: round(run.liveMs, 0),
            stages: run.stages,
            peakRssMb: mb(run.peakRss),
            cpuSeconds: run.cpuSeconds,
          })),
        },
        crawlee: {
          pagesPerSecond: median(crawlee.map((run) => run.pagesPerSecond)),
          crawlMs: median(crawlee.map((run) => run.ms)),
          pages: median(crawlee.map((run) => run.pages)),
          peakRssMb: mb(median(crawlee.map((run) => run.peakRss))),
          cpuSeconds: median(crawlee.map((run) => run.cpuSeconds)),
          runs: crawlee.map((run) => ({
            pagesPerSecond: round(run.pagesPerSecond),
            crawlMs: round(run.ms, 0),
            pages: run.pages,
            peakRssMb: mb(run.peakRss),
            cpuSeconds: run.cpuSeconds,
          })),
        },
      };
    });

    // 1b. Browser path: our crawler on a JavaScript-rendered site vs a plain puppeteer crawler.
    await section('browser', async () => {
      const runs = Number(process.env.BENCH_BROWSER_RUNS ?? 1);
      const ours = [];
      const plain = [];
      for (let run = 0; run < runs; run += 1) {
        const { result, phases } = await convertIn(env, [
          { label: 'js-site', url: jsServer.url, brand: 'gpt' },
        ]);
        ours.push({
          pagesPerSecond: result[0].counts.pagesCrawled / (result[0].analyzingMs / 1000),
          pages: result[0].counts.pagesCrawled,
          analyzingMs: result[0].analyzingMs,
          peakRss: phases['js-site'],
        });
        log(`browser run ${run + 1}: ours ${round(ours.at(-1).pagesPerSecond, 2)} pages/s`);
        const baseline = await runChild(join(ROOT, 'bench/children/chromium.mjs'), {
          args: [JSON.stringify({ url: jsServer.url, concurrency: 2, chromium: CHROMIUM })],
        });
        plain.push({ ...baseline.result, peakRss: baseline.peakRss });
        log(`browser run ${run + 1}: plain Chromium ${round(baseline.result.pagesPerSecond, 2)} pages/s`);
      }
      results.browser = {
        pages: jsShop.htmlPages,
        concurrency: 2,
        ours: {
          pagesPerSecond: median(ours.map((run) => run.pagesPerSecond)),
          pages: median(ours.map((run) => run.pages)),
          analyzingMs: median(ours.map((run) => run.analyzingMs)),
          peakRssMb: mb(median(ours.map((run) => run.peakRss))),
        },
        chromium: {
          pagesPerSecond: median(plain.map((run) => run.pagesPerSecond)),
          pages: median(plain.map((run) => run.pages)),
          crawlMs: median(plain.map((run) => run.ms)),
          peakRssMb: mb(median(plain.map((run) => run.peakRss))),
        },
      };
    });

    // 2. Conversion: trial → live assistant for the real sites and a 200-page site with real documents.
    const realConversions = {};
    await section('conversion', async () => {
      const sites = [
        ...REAL_SITES.map((site) => ({ ...site, url: realServers[site.label].url })),
        { label: 'realish-200', brand: 'gpt', url: realishServer.url },
      ];
      const byLabel = {};
      for (let run = 0; run < RUNS; run += 1) {
        const { result, phases } = await convertIn(env, sites);
        for (const conversion of result) {
          (byLabel[conversion.label] ??= []).push({ ...conversion, peakRss: phases[conversion.label] });
          realConversions[conversion.label] ??= conversion;
        }
        log(
          `conversion run ${run + 1}: ${result.map((conversion) => `${conversion.label} ${round(conversion.liveMs / 1000)} s`).join(', ')}`,
        );
      }
      results.conversion = Object.entries(byLabel).map(([label, runs]) => summarizeConversions(label, runs));
      if (generated.length)
        results.conversion.push(
          summarizeConversions(
            'generated-2000',
            generated.map((run) => ({ ...run, peakRss: null })),
          ),
        );
    });

    // 3. Retrieval quality (ours vs BM25 on the same passages) and latency at 1k / 10k / 100k passages.
    await section('retrieval', async () => {
      for (const site of REAL_SITES) {
        if (!realConversions[site.label])
          realConversions[site.label] = (
            await convertIn(env, [{ ...site, url: realServers[site.label].url }])
          ).result[0];
      }
      if (!generated.length)
        generated.push(
          (await convertIn(env, [{ label: 'generated', url: shopServer.url, brand: 'gpt' }])).result[0],
        );
      const sets = [
        ...REAL_SITES.map((site) => {
          const fixture = realSiteQuestions(site.label);
          return {
            label: site.label,
            brand: site.brand,
            conversionId: realConversions[site.label].conversionId,
            questions: [...fixture.answerable, ...(fixture.heldOut?.answerable ?? [])],
          };
        }),
        ...(await sampleSets(env.DATABASE_URL)),
        {
          label: 'generated-2000',
          brand: 'gpt',
          conversionId: generated.at(-1).conversionId,
          questions: shop.questions,
        },
      ];
      // BENCH_CHUNK_SIZES=none measures quality only.
      const sizes = (process.env.BENCH_CHUNK_SIZES ?? '1000,10000,100000')
        .split(',')
        .map(Number)
        .filter((size) => size > 0);
      const { result, phases } = await runChild(join(ROOT, 'bench/children/retrieval.mjs'), {
        env,
        args: [
          JSON.stringify({ sets, sizes, latencyQueries: Number(process.env.BENCH_LATENCY_QUERIES ?? 200) }),
        ],
      });
      results.retrieval = {
        ...result,
        peakRssMb: Object.fromEntries(Object.entries(phases).map(([phase, bytes]) => [phase, mb(bytes)])),
      };
    });

    // 4. Chat: 50 concurrent visitors against the api alone, each request a new visitor.
    await section('chat', async () => {
      const assistant =
        realConversions.shcs ??
        (await convertIn(env, [{ ...REAL_SITES[0], url: realServers.shcs.url }])).result[0];
      const fixture = realSiteQuestions('shcs');
      const questions = [
        ...fixture.answerable.map((item) => item.question),
        ...fixture.unanswerable.map((item) => (typeof item === 'string' ? item : item.question)),
      ];
      results.chat = await withApi(env, async (baseUrl, apiPid) => {
        await chatLoad(baseUrl, assistant.assistantId, questions, 3, 'warm-up');
        const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 15);
        // Where the two cores went: the api, Postgres, Redis, autocannon (this process) and anything else.
        const measure = async (label, fresh) => {
          const watch = new CpuWatch().start();
          const measured = await chatLoad(baseUrl, assistant.assistantId, questions, seconds, label, fresh);
          const cpu = watch.stop({ api: apiPid, 'autocannon (bench)': process.pid }, databaseName(env));
          return {
            ...measured,
            cpuSeconds: cpu,
            cpuMsPerAnswer: Object.fromEntries(
              Object.entries(cpu).map(([name, used]) => [name, round((used * 1000) / measured.answers, 2)]),
            ),
          };
        };
        // What a live site sees: many visitors asking its common questions, which the answer cache serves;
        // then every question new, so each one is retrieved and answered.
        const repeated = await measure('measure', false);
        return { ...repeated, fresh: await measure('fresh questions', true) };
      });
    });

    // 5. Live events: 1,000 socket.io clients, events published through Redis by the real EventPublisher.
    await section('events', async () => {
      results.events = await withApi(env, async (baseUrl) => {
        const sample = realConversions.shcs
          ? await (
              await fetch(`${baseUrl}/api/v1/conversions/${realConversions.shcs.conversionId}`, {
                headers: { 'x-view-token': realConversions.shcs.viewToken },
              })
            ).json()
          : fakeView();
        const { result } = await runChild(join(ROOT, 'bench/children/event-clients.mjs'), {
          env,
          args: [JSON.stringify({ baseUrl, clients: 1000, view: sample, rounds: 5, broadcastEvents: 20 })],
        });
        return result;
      });
    });

    // 6. Semantic indexing: a real site of a few hundred passages goes live with full text, then the
    // background job embeds its passages with the sentence model and the api's index turns hybrid.
    await section('semantic', async () => {
      const site = REAL_SITES[0];
      const { answerable } = JSON.parse(
        readFileSync(join(ROOT, `test/fixtures/chat/${site.label}.questions.json`), 'utf8'),
      );
      const { result, phases } = await runChild(PIPELINE, {
        env: { ...env, AI_SEMANTIC_MODEL: 'use-lite' },
        args: [
          JSON.stringify({
            mode: 'semantic',
            site: { ...site, url: realServers[site.label].url },
            questions: answerable.map((entry) => entry.question),
          }),
        ],
        timeoutMs: 30 * 60_000,
      });
      results.semantic = {
        ...result,
        passagesPerSecond: result.indexingMs ? round(result.passages / (result.indexingMs / 1000), 1) : null,
        peakRssMb: Object.fromEntries(Object.entries(phases).map(([name, bytes]) => [name, mb(bytes)])),
      };
      log(
        `semantic: ${result.passages} passages at ${results.semantic.passagesPerSecond} passages/s; live in ${round(result.liveMs / 1000, 1)} s, hybrid ${round(result.liveToHybridMs / 1000, 1)} s later`,
      );
    });

    results.totalSeconds = Math.round((Date.now() - benchStarted) / 1000);
    results.targets = targets(results);
    writeFileSync(join(ROOT, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    const markdown = renderMarkdown(results);
    writeFileSync(join(ROOT, 'bench/results.md'), markdown);
    console.log(`\n${markdown}`);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    if (!argv.keep) await environment.drop();
  }
}

const databaseName = (env) => new URL(env.DATABASE_URL).pathname.slice(1);

/**
 * The labelled visitor questions of a real site: the end-to-end chat test's set (the knowledge helper's
 * calibration and held-out sets, relabelled, plus more), or the helper's original set where it is absent.
 */
function realSiteQuestions(site) {
  for (const path of [
    `test/fixtures/chat/${site}.questions.json`,
    `libs/server/src/ai/__fixtures__/${site}.questions.json`,
  ]) {
    try {
      return JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
    } catch {
      // Try the next place.
    }
  }
  throw new Error(`No labelled questions for ${site}`);
}

function summarizeConversions(label, runs) {
  const stageNames = Object.keys(runs[0].stages);
  return {
    label,
    runs: runs.length,
    pages: runs[0].counts.pagesCrawled,
    documents: runs[0].counts.documents,
    chunks: runs[0].counts.chunks,
    liveMs: median(runs.map((run) => run.liveMs)),
    stages: Object.fromEntries(
      stageNames.map((stage) => [stage, median(runs.map((run) => run.stages[stage] ?? 0))]),
    ),
    peakRssMb: runs[0].peakRss === null ? null : mb(median(runs.map((run) => run.peakRss))),
  };
}

async function sampleSets(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT brand, "activeConversionId" AS "conversionId" FROM assistants WHERE website LIKE '%/samples/%' AND status = 'live'`,
    );
    return rows.map((row) => {
      const fixture = JSON.parse(readFileSync(join(ROOT, `samples/${row.brand}/questions.json`), 'utf8'));
      return {
        label: `sample-${row.brand}`,
        brand: row.brand,
        conversionId: row.conversionId,
        questions: fixture.answerable.map((item) => ({ question: item.question, expected: [item.expected] })),
      };
    });
  } finally {
    await client.end();
  }
}

async function withApi(env, body) {
  let stop;
  const ready = new Promise((resolve) => (stop = resolve));
  const running = runChild(join(ROOT, 'bench/children/api-server.mjs'), {
    env,
    onMessage: (message, child) => message.type === 'ready' && stop({ baseUrl: message.baseUrl, child }),
  });
  const { baseUrl, child } = await Promise.race([
    ready,
    running.then(() => Promise.reject(new Error('api stopped early'))),
  ]);
  try {
    const outcome = await body(baseUrl, child.pid);
    child.send({ type: 'stop' });
    const { result, peakRss } = await running;
    return { ...outcome, apiPeakRssMb: mb(peakRss), apiCpu: result };
  } catch (error) {
    child.kill();
    throw error;
  }
}

/** autocannon with `connections` visitors, each request from a new visitor id; p50/p95 from every response. */
/**
 * autocannon with 50 visitors, each request from a new visitor id; p50/p95 from every response. With
 * `fresh`, each question gets a number no other request has, so no answer can come from the cache.
 */
async function chatLoad(baseUrl, assistantId, questions, seconds, label, fresh = false) {
  let counter = 0;
  const latencies = [];
  const statuses = {};
  const instance = autocannon({
    url: baseUrl,
    connections: 50,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `/api/v1/assistants/${assistantId}/messages`,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            body: JSON.stringify({
              message: fresh
                ? `${questions[counter % questions.length]} (${label} ${counter})`
                : questions[counter % questions.length],
              visitorId: `bench-${label}-${counter}`,
            }),
          };
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const summary = await instance;
  const ok = statuses[200] ?? 0;
  log(`chat ${label}: ${round(ok / seconds)} answers/s, p95 ${round(percentile(latencies, 95))} ms`);
  return {
    connections: 50,
    seconds,
    answers: ok,
    answersPerSecond: round(ok / seconds, 1),
    statuses,
    errors: summary.errors,
    p50: round(percentile(latencies, 50), 1),
    p95: round(percentile(latencies, 95), 1),
    p99: round(percentile(latencies, 99), 1),
  };
}

function fakeView() {
  return {
    id: '',
    status: 'running',
    stage: 'analyzing',
    progress: 40,
    stages: [],
    counts: { pagesFound: 0, pagesCrawled: 0, documents: 0, chunks: 0 },
  };
}

function targets(all) {
  const list = [];
  const add = (name, target, value, met) => list.push({ name, target, value, met });
  if (all.crawl) {
    add(
      'Whole conversion of the generated site vs Crawlee merely crawling it',
      'ours < Crawlee',
      `${round(all.crawl.ours.conversionMs / 1000)} s vs ${round(all.crawl.crawlee.crawlMs / 1000)} s`,
      all.crawl.ours.conversionMs < all.crawl.crawlee.crawlMs,
    );
  }
  const realish = all.conversion?.find((entry) => entry.label === 'realish-200');
  if (realish)
    add(
      'A 200-page real-ish site (4 PDFs) live',
      '< 20 s',
      `${round(realish.liveMs / 1000)} s`,
      realish.liveMs < 20_000,
    );
  if (all.retrieval) {
    const { ours, bm25 } = all.retrieval.quality.overall;
    add('Retrieval hit@5 vs BM25', '≥ BM25', `${ours.hitAt5} vs ${bm25.hitAt5}`, ours.hitAt5 >= bm25.hitAt5);
    const largest = all.retrieval.latency?.sizes.at(-1);
    if (largest)
      add(
        `Retrieval p95 at ${largest.chunks.toLocaleString('en')} passages`,
        '< 20 ms',
        `${largest.retrieve.p95} ms`,
        largest.retrieve.p95 < 20,
      );
  }
  if (all.chat) {
    add('Chat p95 with 50 concurrent visitors', '< 100 ms', `${all.chat.p95} ms`, all.chat.p95 < 100);
    add(
      'Chat throughput',
      '≥ 300 answers/s',
      `${all.chat.answersPerSecond}/s`,
      all.chat.answersPerSecond >= 300,
    );
  }
  if (all.events)
    add(
      'Live event p95, 1,000 clients',
      '< 50 ms',
      `${all.events.perConversion.p95} ms`,
      all.events.perConversion.p95 < 50,
    );
  return list;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

// bench/results.md from bench/results.json.
import { median, percentile, round } from './stats.mjs';

const s = (ms) => (ms === null || ms === undefined ? '–' : `${round(ms / 1000, 1)} s`);
const n = (value) => (typeof value === 'number' ? value.toLocaleString('en') : (value ?? '–'));
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

function loadNote(results, section) {
  const load = results.load[section];
  if (!load) return '';
  const busy = Math.round(load.busy * 100);
  return busy >= 25
    ? `_Taken under load: other processes kept ${busy}% of the cores busy just before this section (load average ${load.loadavg1})._`
    : `_Machine quiet before this section (${busy}% busy, load average ${load.loadavg1})._`;
}

export function renderMarkdown(results) {
  const out = [];
  const { machine } = results;
  out.push('# GPTsite benchmarks', '');
  out.push(
    `${results.date.slice(0, 16).replace('T', ' ')} UTC · ${machine.cpus} cores (${machine.model}) · ${machine.memGiB} GiB · Node ${machine.node} · ` +
      `medians of ${results.settings.runs} runs where cheap · whole bench ${results.totalSeconds} s`,
    '',
  );
  if (results.targets?.length) {
    out.push('## Targets', '');
    out.push(
      table(
        ['Target', 'Goal', 'Measured', 'Met'],
        results.targets.map((target) => [
          target.name,
          target.target,
          target.value,
          target.met ? 'met' : '**not met**',
        ]),
      ),
      '',
    );
  }
  if (results.crawl) {
    const { crawl } = results;
    out.push(
      `## 1. Crawl: ${n(crawl.pages)} generated pages (~${round(crawl.bytesPerPage / 1024, 0)} KB each) on 127.0.0.1, concurrency ${crawl.concurrency}`,
      '',
    );
    out.push(loadNote(results, 'crawl'), '');
    out.push(
      table(
        ['Crawler', 'pages/s', 'crawl time', 'pages', 'peak RSS'],
        [
          [
            'GPTsite analyzing stage (BullMQ jobs, Postgres, Redis)',
            round(crawl.ours.pagesPerSecond, 0),
            s(crawl.ours.analyzingMs),
            n(crawl.ours.pagesCrawled),
            `${crawl.ours.peakRssMb} MB`,
          ],
          [
            'Crawlee CheerioCrawler (in-memory storage)',
            round(crawl.crawlee.pagesPerSecond, 0),
            s(crawl.crawlee.crawlMs),
            n(crawl.crawlee.pages),
            `${crawl.crawlee.peakRssMb} MB`,
          ],
        ],
      ),
      '',
      `Ours/Crawlee: ${round(crawl.ours.pagesPerSecond / crawl.crawlee.pagesPerSecond, 2)}× the pages/s. Our whole conversion of this site (crawl, passages, embeddings, assistant live): ${s(crawl.ours.conversionMs)}. ` +
        `Per run, ours: ${crawl.ours.runs.map((run) => run.pagesPerSecond).join(', ')} pages/s; Crawlee: ${crawl.crawlee.runs.map((run) => run.pagesPerSecond).join(', ')} pages/s. ` +
        'Peak RSS is the Node process (api + workers in one process for ours); Postgres and Redis are not counted. ' +
        `CPU per run (whole conversion for ours, boot included): ours ${crawl.ours.cpuSeconds.node} s in Node + ${crawl.ours.cpuSeconds.postgres} s in Postgres (our database's backends)` +
        ` + ${crawl.ours.cpuSeconds.redis} s in Redis (shared server); Crawlee ${crawl.crawlee.cpuSeconds} s.`,
      '',
    );
  }
  if (results.browser) {
    const { browser } = results;
    out.push(
      `### Browser path: ${browser.pages} pages rendered by JavaScript, ${browser.concurrency} tabs`,
      '',
    );
    out.push(loadNote(results, 'browser'), '');
    out.push(
      table(
        ['Crawler', 'pages/s', 'time', 'pages', 'peak RSS (with Chromium)'],
        [
          [
            'GPTsite analyzing stage (fetch, detect, render in a fresh context)',
            round(browser.ours.pagesPerSecond, 2),
            s(browser.ours.analyzingMs),
            n(browser.ours.pages),
            `${browser.ours.peakRssMb} MB`,
          ],
          [
            'puppeteer-core, reused tabs, networkidle0',
            round(browser.chromium.pagesPerSecond, 2),
            s(browser.chromium.crawlMs),
            n(browser.chromium.pages),
            `${browser.chromium.peakRssMb} MB`,
          ],
        ],
      ),
      '',
    );
  }
  if (results.conversion) {
    out.push('## 2. Conversion: trial → live assistant', '');
    out.push(loadNote(results, 'conversion'), '');
    const stages = ['initializing', 'analyzing', 'extracting', 'processing', 'building', 'finalizing'];
    out.push(
      table(
        ['Site', 'runs', 'pages', 'docs', 'passages', 'live after', ...stages, 'peak RSS'],
        results.conversion.map((entry) => [
          entry.label,
          entry.runs,
          n(entry.pages),
          entry.documents,
          n(entry.chunks),
          `**${s(entry.liveMs)}**`,
          ...stages.map((stage) => s(entry.stages[stage])),
          entry.peakRssMb === null ? '–' : `${entry.peakRssMb} MB`,
        ]),
      ),
      '',
      '"Live after" runs from the trial POST to the `conversion:completed` event on a subscribed socket; stage times come from the stages\' startedAt/finishedAt.',
      '',
    );
  }
  if (results.retrieval) {
    const { quality, latency } = results.retrieval;
    out.push('## 3. Retrieval', '');
    out.push(loadNote(results, 'retrieval'), '');
    out.push(
      "Quality: the api's RetrievalService (in-memory full-text + vector index, RRF) vs MiniSearch BM25 (English stop words dropped) over the same passages. " +
        'A hit is a passage holding an expected fact (on the expected page, for the generated site); MRR over the top 10.',
      '',
    );
    out.push(
      table(
        [
          'Question set',
          'questions',
          'passages',
          'ours hit@5',
          'ours MRR',
          'BM25 hit@5',
          'BM25 MRR',
          'our full-text alone',
          'our vectors alone',
        ],
        [
          ...quality.sets.map((set) => [
            set.label,
            set.ours.questions,
            n(set.chunks),
            set.ours.hitAt5,
            set.ours.mrr,
            set.bm25.hitAt5,
            set.bm25.mrr,
            `${set.lexical.hitAt5} / ${set.lexical.mrr}`,
            `${set.vector.hitAt5} / ${set.vector.mrr}`,
          ]),
          [
            '**all**',
            quality.overall.ours.questions,
            '',
            `**${quality.overall.ours.hitAt5}**`,
            `**${quality.overall.ours.mrr}**`,
            `**${quality.overall.bm25.hitAt5}**`,
            `**${quality.overall.bm25.mrr}**`,
            `${quality.overall.lexical.hitAt5} / ${quality.overall.lexical.mrr}`,
            `${quality.overall.vector.hitAt5} / ${quality.overall.vector.mrr}`,
          ],
        ],
      ),
      '',
    );
    if (latency) {
      out.push(
        `Latency as one assistant's knowledge grows (synthetic passages of real sentences, inserted with ChunkRepository, embedded with the real embedder at ${latency.embedPerChunkMs} ms per passage; ` +
          'the labelled questions asked one after another; "first question" includes loading and indexing every passage):',
        '',
      );
      out.push(
        table(
          [
            'passages',
            'questions',
            'retrieve p50',
            'retrieve p95',
            'full-text p50 / p95',
            'vector scan p50 / p95',
            'knowledge index (vectors)',
            'first question (load)',
            'insert',
          ],
          latency.sizes.map((size) => [
            n(size.chunks),
            size.queries,
            `${size.retrieve.p50} ms`,
            `**${size.retrieve.p95} ms**`,
            `${size.lexical.p50} / ${size.lexical.p95} ms`,
            `${size.vector.p50} / ${size.vector.p95} ms`,
            `${round(size.indexBytes / 2 ** 20, 1)} MB (${round((size.vectorBytes ?? 0) / 2 ** 20, 1)} MB)`,
            `${size.coldMs} ms`,
            s(size.insertMs),
          ]),
        ),
        '',
      );
    }
  }
  if (results.chat) {
    const { chat } = results;
    const runs = [
      ["the site's own questions, asked over and over (answer cache)", chat],
      ...(chat.fresh ? [['every question new (retrieved and answered each time)', chat.fresh]] : []),
    ];
    const cpuLine = (run) =>
      Object.entries(run.cpuMsPerAnswer ?? {})
        .filter(([name]) => name !== 'other')
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', ');
    out.push('## 4. Chat: POST /api/v1/assistants/:id/messages, local provider, shcs assistant', '');
    out.push(loadNote(results, 'chat'), '');
    out.push(
      table(
        ['questions', 'visitors', 'answers/s', 'p50', 'p95', 'p99', 'other statuses', 'CPU per answer'],
        runs.map(([label, run]) => [
          label,
          run.connections,
          `**${run.answersPerSecond}**`,
          `${run.p50} ms`,
          `**${run.p95} ms**`,
          `${run.p99} ms`,
          JSON.stringify(Object.fromEntries(Object.entries(run.statuses).filter(([code]) => code !== '200'))),
          cpuLine(run),
        ]),
      ),
      '',
      `autocannon for ${chat.seconds} s each after a 3 s warm-up, every request a new visitor id; the api runs alone in its own process (peak RSS ${chat.apiPeakRssMb} MB). The targets are read from the first row.`,
      '',
    );
  }
  if (results.events) {
    const { events } = results;
    out.push(`## 5. Live events: ${n(events.clients)} socket.io clients`, '');
    out.push(loadNote(results, 'events'), '');
    out.push(
      table(
        ['Scenario', 'deliveries', 'received', 'p50', 'p95', 'p99', 'max'],
        [
          [
            `each client watches its own conversion; ${n(events.perConversion.ratePerSecond)} events/s`,
            n(events.perConversion.expected),
            n(events.perConversion.received),
            `${events.perConversion.p50} ms`,
            `**${events.perConversion.p95} ms**`,
            `${events.perConversion.p99} ms`,
            `${events.perConversion.max} ms`,
          ],
          [
            'all clients watch one conversion (fan-out of 1,000)',
            n(events.broadcast.expected),
            n(events.broadcast.received),
            `${events.broadcast.p50} ms`,
            `${events.broadcast.p95} ms`,
            `${events.broadcast.p99} ms`,
            `${events.broadcast.max} ms`,
          ],
        ],
      ),
      '',
      'Worker-side EventPublisher → Redis → api redis adapter → socket; send time embedded in the event, clients and publisher in one process (one clock).',
      '',
    );
  }
  if (results.semantic) {
    const semantic = results.semantic;
    const ms = (values) => `${round(median(values), 1)} / ${round(percentile(values, 95), 1)} ms`;
    out.push(`## 6. Semantic indexing: ${semantic.label}, ${n(semantic.passages)} passages`, '');
    out.push(loadNote(results, 'semantic'), '');
    out.push(
      table(
        ['What', 'Measured'],
        [
          ['Trial → assistant live (full-text retrieval)', s(semantic.liveMs)],
          [
            'Background semantic index (USE-lite, WASM, one worker)',
            `**${semantic.passagesPerSecond} passages/s** (${s(semantic.indexingMs)})`,
          ],
          ['Assistant live → semantic index running (queue, model load)', s(semantic.liveToRunningMs)],
          ['Assistant live → semantic index ready', s(semantic.liveToReadyMs)],
          [
            'Assistant live → **hybrid answers live** (api index swapped)',
            `**${s(semantic.liveToHybridMs)}**`,
          ],
          ['Question embedding by the model, p50 / p95', ms(semantic.embedMs)],
          [
            `Chat, ${semantic.fullText.asked} questions one at a time: full text / hybrid, p50`,
            `${round(median(semantic.fullText.msPerQuestion), 1)} / ${round(median(semantic.hybrid.msPerQuestion), 1)} ms`,
          ],
          [
            'Answered (HTTP 200 for all): full text / hybrid',
            `${semantic.fullText.answered} / ${semantic.hybrid.answered} of ${semantic.hybrid.asked} (${semantic.fullText.ok + semantic.hybrid.ok} × 200)`,
          ],
          [
            'Peak RSS of api + workers: live / indexing / hybrid',
            `${semantic.peakRssMb.live} / ${semantic.peakRssMb.semantic} / ${semantic.peakRssMb.hybrid} MB`,
          ],
        ],
      ),
      '',
      'The api and the workers share one process here; the model runs in a thread of its own in each (built code; the tests run it inline). Answered counts are the offline answerer over the retrieved passages; they are not the eval.',
      '',
    );
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

// Our pipeline, in-process like the end-to-end tests: the api and the workers booted from their built
// bootstraps with the bench's config. Modes (argv[2], JSON):
//   { mode: 'demos' }                       wait until the brand demo assistants are live
//   { mode: 'convert', sites: [{ label, url, brand }] }
//                                           trial → completed for each site, one after the other, through
//                                           the public API, watched live over Socket.IO.
import pg from 'pg';
import { io } from 'socket.io-client';
import { child } from '../lib/children.mjs';
import { benchConfig, load } from '../lib/runtime.mjs';

const { createApiApp } = load('api/dist/bootstrap.js');
const { startWorkers, stopWorkers } = load('workers/dist/bootstrap.js');

const task = JSON.parse(process.argv[2] ?? '{}');

async function startStack() {
  const config = benchConfig();
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${app.getHttpServer().address().port}`;
  const workers = await startWorkers(config);
  return {
    baseUrl,
    async close() {
      await stopWorkers(workers);
      await app.close();
    },
  };
}

async function waitForDemos() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const deadline = Date.now() + 5 * 60_000;
    for (;;) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE status = 'live')::int AS live FROM assistants`,
      );
      const running = await client.query(
        `SELECT count(*)::int AS n FROM conversions WHERE status = 'running'`,
      );
      if (rows[0].total >= 6 && rows[0].live === rows[0].total && running.rows[0].n === 0) return rows[0];
      if (Date.now() > deadline)
        throw new Error(`Demo assistants not live after 5 minutes: ${JSON.stringify(rows[0])}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

let ipCounter = 0;

/** One conversion through the public API; resolves when the completed event reaches a live subscriber. */
async function convert(baseUrl, site) {
  const socket = io(baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  try {
    let progressEvents = 0;
    const started = performance.now();
    // Distinct documentation addresses, so the ten-trials-an-hour budget per address is never in the way.
    ipCounter += 1;
    const response = await fetch(`${baseUrl}/api/v1/trials`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${(process.pid + ipCounter) % 250}`,
      },
      body: JSON.stringify({
        brand: site.brand,
        name: 'Bench Owner',
        email: `bench-${Date.now()}-${ipCounter}@example.com`,
        website: site.url,
      }),
    });
    if (response.status !== 201)
      throw new Error(`Trial for ${site.url}: HTTP ${response.status} ${await response.text()}`);
    const trial = await response.json();
    const outcome = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Conversion of ${site.url} did not finish in 10 minutes`)),
        10 * 60_000,
      );
      socket.on('conversion:progress', (view) => {
        if (view.id === trial.conversionId) progressEvents += 1;
      });
      socket.on('conversion:completed', (event) => {
        if (event.conversionId !== trial.conversionId) return;
        clearTimeout(timer);
        resolve('completed');
      });
      socket.on('conversion:failed', (event) => {
        if (event.conversionId !== trial.conversionId) return;
        clearTimeout(timer);
        resolve(`failed: ${event.message}`);
      });
      socket.emit('conversion:subscribe', { conversionId: trial.conversionId });
    });
    const liveMs = performance.now() - started;
    const view = await (await fetch(`${baseUrl}/api/v1/conversions/${trial.conversionId}`)).json();
    if (outcome !== 'completed') throw new Error(`Conversion of ${site.url} ${outcome}`);
    const stages = Object.fromEntries(
      view.stages.map((stage) => [
        stage.name,
        stage.startedAt && stage.finishedAt
          ? Date.parse(stage.finishedAt) - Date.parse(stage.startedAt)
          : null,
      ]),
    );
    const analyzing = view.stages.find((stage) => stage.name === 'analyzing');
    return {
      label: site.label,
      conversionId: trial.conversionId,
      assistantId: trial.assistantId,
      brand: site.brand,
      liveMs,
      stages,
      analyzingMs: stages.analyzing,
      analyzingWindow: { startedAt: analyzing?.startedAt, finishedAt: analyzing?.finishedAt },
      counts: view.counts,
      progressEvents,
    };
  } finally {
    socket.disconnect();
  }
}

child.main(async () => {
  const stack = await startStack();
  try {
    if (task.mode === 'demos') return await waitForDemos();
    const results = [];
    for (const site of task.sites) {
      await child.phase(site.label);
      results.push(await convert(stack.baseUrl, site));
      await child.phase(null);
    }
    return results;
  } finally {
    await stack.close();
  }
});

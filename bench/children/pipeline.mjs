// Our pipeline, in-process like the end-to-end tests: the api and the workers booted from their built
// bootstraps with the bench's config. Modes (argv[2], JSON):
//   { mode: 'demos' }                       wait until the brand demo assistants are live
//   { mode: 'convert', sites: [{ label, url, brand }] }
//                                           trial → completed for each site, one after the other, through
//                                           the public API, watched live over Socket.IO.
//   { mode: 'semantic', site: { label, url, brand }, questions: [...] }
//                                           trial → live (full text), then the background semantic index:
//                                           its throughput, and when the api's index turns hybrid.
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
    app,
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
      // The trial response's viewing token opens its progress, as on the conversion page.
      socket.emit('conversion:subscribe', { conversionId: trial.conversionId, token: trial.viewToken });
    });
    const liveMs = performance.now() - started;
    const view = await (
      await fetch(`${baseUrl}/api/v1/conversions/${trial.conversionId}`, {
        headers: { 'x-view-token': trial.viewToken },
      })
    ).json();
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
      viewToken: trial.viewToken,
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

/** A visitor's question over HTTP; resolves with the reply and the client-side time. */
async function ask(baseUrl, assistantId, message) {
  ipCounter += 1;
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/assistants/${assistantId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.101.${ipCounter % 250}` },
    body: JSON.stringify({ message, visitorId: `bench-${ipCounter}` }),
  });
  const body = await response.json();
  return { status: response.status, answered: body.answered === true, ms: performance.now() - started };
}

/**
 * Live with full text, then hybrid: converts the site, asks its questions at once (answered from full
 * text), then times the background semantic index from the owner's progress events and polls the api's
 * own knowledge-index cache until the conversion's index holds the model's vectors ("hybrid answers live").
 */
async function semantic(stack, site, questions) {
  const { KnowledgeIndexCache } = load('api/dist/chat/knowledge-index.cache.js');
  const { SEMANTIC_EMBEDDER, USE_LITE_ID } = load('@gptsite/server');
  const cache = stack.app.get(KnowledgeIndexCache);
  const socket = io(stack.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const states = [];
  socket.on('conversion:progress', (view) => {
    if (view.semanticIndex) states.push({ at: performance.now(), id: view.id, ...view.semanticIndex });
  });
  try {
    await child.phase('live');
    const conversion = await convert(stack.baseUrl, site);
    const liveAt = performance.now();
    socket.emit('conversion:subscribe', {
      conversionId: conversion.conversionId,
      token: conversion.viewToken,
    });
    const fullText = [];
    for (const question of questions)
      fullText.push(await ask(stack.baseUrl, conversion.assistantId, question));
    await child.phase('semantic');
    let hybridAt = null;
    const deadline = Date.now() + 20 * 60_000;
    while (hybridAt === null && Date.now() < deadline) {
      const index = await cache.get(conversion.conversionId);
      if (index.semanticModel === USE_LITE_ID) hybridAt = performance.now();
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (hybridAt === null) throw new Error('The index did not turn hybrid within 20 minutes');
    const mine = states.filter((state) => state.id === conversion.conversionId);
    const running = mine.find((state) => state.status === 'running');
    const ready = mine.find((state) => state.status === 'ready');
    await child.phase('hybrid');
    const hybrid = [];
    for (const question of questions) hybrid.push(await ask(stack.baseUrl, conversion.assistantId, question));
    // The model alone on one question, as the api embeds it (warm).
    const embedder = stack.app.get(SEMANTIC_EMBEDDER);
    const embedMs = [];
    for (const question of questions) {
      const started = performance.now();
      await embedder.embed([`${question} (${embedMs.length})`]);
      embedMs.push(performance.now() - started);
    }
    const summary = (replies) => ({
      asked: replies.length,
      ok: replies.filter((reply) => reply.status === 200).length,
      answered: replies.filter((reply) => reply.answered).length,
      msPerQuestion: replies.map((reply) => reply.ms),
    });
    return {
      label: site.label,
      passages: ready?.total ?? null,
      liveMs: conversion.liveMs,
      stages: conversion.stages,
      indexingMs: running && ready ? ready.at - running.at : null,
      // Queued behind other conversions' indexes, if any, and the model's first load in the workers.
      liveToRunningMs: running ? running.at - liveAt : null,
      liveToReadyMs: ready ? ready.at - liveAt : null,
      liveToHybridMs: hybridAt - liveAt,
      progressEvents: mine.length,
      fullText: summary(fullText),
      hybrid: summary(hybrid),
      embedMs,
    };
  } finally {
    socket.disconnect();
  }
}

child.main(async () => {
  const stack = await startStack();
  try {
    if (task.mode === 'demos') return await waitForDemos();
    if (task.mode === 'semantic') return await semantic(stack, task.site, task.questions);
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

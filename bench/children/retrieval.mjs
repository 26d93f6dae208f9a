// Retrieval: quality of the api's RetrievalService (in-memory full-text + vector index, fused by RRF)
// against a plain BM25 baseline (MiniSearch) over the very same passages, then latency as one
// assistant's knowledge grows to 1k, 10k and 100k passages.
// argv[2]: { sets: [{ label, conversionId, brand, questions: [{ question, expected[], path? }] }],
//            sizes: [1000, 10000, 100000], latencyQueries: 200 }
import MiniSearch from 'minisearch';
import pg from 'pg';
import { child } from '../lib/children.mjs';
import { benchConfig, load } from '../lib/runtime.mjs';
import { percentile, round } from '../lib/stats.mjs';
import { rng } from '../lib/site-gen.mjs';

const { createApiApp } = load('api/dist/bootstrap.js');
const { RetrievalService } = load('api/dist/chat/retrieval.service.js');
const { KnowledgeIndexCache } = load('api/dist/chat/knowledge-index.cache.js');
const server = load('@gptsite/server');

const task = JSON.parse(process.argv[2]);
const DEPTH = 10;

const normalize = (text) => text.toLowerCase().replace(/\s+/g, ' ');

/** 1-based rank of the first passage holding an expected fact (on the expected page, when given). */
function rankOf(passages, item) {
  const expected = item.expected.map(normalize);
  const index = passages.findIndex(
    (passage) =>
      (!item.path || new URL(passage.url).pathname === item.path) &&
      expected.some((fact) => normalize(passage.text).includes(fact)),
  );
  return index < 0 ? null : index + 1;
}

function score(ranks) {
  const hits = ranks.filter((rank) => rank !== null && rank <= 5).length;
  const mrr = ranks.reduce((sum, rank) => sum + (rank ? 1 / rank : 0), 0) / ranks.length;
  return { questions: ranks.length, hitAt5: round(hits / ranks.length, 3), mrr: round(mrr, 3) };
}

const STOPWORDS = new Set(
  `a an and are as at be but by can could did do does for from had has have how i if in is it its me my of on or our
  should so than that the their them then there these they this to us was we were what when where which who why will with
  would you your`.split(/\s+/),
);

/** The baseline a competent user would set up in minutes: MiniSearch's BM25 with English stop words dropped. */
function bm25(chunks) {
  const index = new MiniSearch({
    fields: ['text'],
    idField: 'id',
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return STOPWORDS.has(lower) ? null : lower;
    },
  });
  index.addAll(chunks);
  const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
  return (question) =>
    index
      .search(question)
      .slice(0, DEPTH)
      .map((hit) => byId.get(hit.id));
}

/** Our two retrievers alone (ablation): the full-text side and the vector side, top 10 each. */
async function sides(app, set, item, byId) {
  const query = server.expandQuery(item.question, set.brand);
  const index = await app.get(KnowledgeIndexCache).get(set.conversionId);
  const lexical = index.fullText.search(server.fullTextTerms(query), DEPTH);
  const [vector] = await app.get(server.EMBEDDER).embed([query.text]);
  const semantic = index.vectors.search(vector, DEPTH);
  return {
    lexical: lexical.map((hit) => byId.get(index.passages[hit.index].id)),
    vector: semantic.map((hit) => byId.get(hit.id)),
  };
}

async function quality(db, app, retrieval) {
  const results = [];
  const kinds = ['ours', 'bm25', 'lexical', 'vector'];
  for (const set of task.sets) {
    const { rows: chunks } = await db.query(`SELECT id, url, text FROM chunks WHERE "conversionId" = $1`, [
      set.conversionId,
    ]);
    const byId = new Map(chunks.map((chunk) => [chunk.id, chunk]));
    const baseline = bm25(chunks);
    const ranks = Object.fromEntries(kinds.map((kind) => [kind, []]));
    for (const item of set.questions) {
      ranks.ours.push(
        rankOf(await retrieval.retrieve(set.conversionId, set.brand, item.question, DEPTH), item),
      );
      ranks.bm25.push(rankOf(baseline(item.question), item));
      const alone = await sides(app, set, item, byId);
      ranks.lexical.push(rankOf(alone.lexical, item));
      ranks.vector.push(rankOf(alone.vector, item));
    }
    results.push({
      label: set.label,
      chunks: chunks.length,
      ...Object.fromEntries(kinds.map((kind) => [kind, score(ranks[kind])])),
      ranks,
    });
  }
  const overall = Object.fromEntries(
    kinds.map((kind) => [kind, score(results.flatMap((result) => result.ranks[kind]))]),
  );
  return { sets: results.map(({ ranks: _ranks, ...rest }) => rest), overall };
}

/** A fake-but-realistic knowledge base: passages assembled from sentences of the real and generated sites. */
async function syntheticTexts(db, count) {
  const { rows } = await db.query(`SELECT text FROM chunks ORDER BY id LIMIT 40000`);
  const sentences = [
    ...new Set(
      rows
        .flatMap((row) =>
          row.text
            .split('\n')
            .slice(1)
            .join(' ')
            .split(/(?<=[.!?])\s+/),
        )
        .filter((sentence) => sentence.length > 30),
    ),
  ];
  const titles = [...new Set(rows.map((row) => row.text.split('\n')[0]))];
  const random = rng(42);
  return Array.from({ length: count }, () => {
    const body = Array.from(
      { length: 4 + Math.floor(random() * 5) },
      () => sentences[Math.floor(random() * sentences.length)],
    ).join(' ');
    return { title: titles[Math.floor(random() * titles.length)], text: body };
  });
}

async function createConversion(db, label) {
  const {
    rows: [trial],
  } = await db.query(
    `INSERT INTO trials (brand, name, email, website, "startsAt", "endsAt") VALUES ('gpt', 'Bench', $1, 'https://bench.example/', now(), now() + interval '14 days') RETURNING id`,
    [`bench-${label}@example.com`],
  );
  const {
    rows: [assistant],
  } = await db.query(
    `INSERT INTO assistants ("trialId", brand, name, greeting, colors, website, status) VALUES ($1, 'gpt', 'Bench', 'Hi', '{}', 'https://bench.example/', 'live') RETURNING id`,
    [trial.id],
  );
  const emptyCounts = { pagesFound: 0, pagesCrawled: 0, documents: 0, chunks: 0 };
  const {
    rows: [conversion],
  } = await db.query(
    `INSERT INTO conversions ("trialId", "assistantId", website, status, stage, stages, counts) VALUES ($1, $2, 'https://bench.example/', 'completed', 'finalizing', '[]', $3) RETURNING id`,
    [trial.id, assistant.id, JSON.stringify(emptyCounts)],
  );
  const {
    rows: [source],
  } = await db.query(
    `INSERT INTO sources ("conversionId", "assistantId", url, origin, outcome, status) VALUES ($1, $2, 'https://bench.example/', 'crawl', 'indexed', 'processed') RETURNING id`,
    [conversion.id, assistant.id],
  );
  return { conversionId: conversion.id, assistantId: assistant.id, sourceId: source.id };
}

async function latency(db, app, retrieval) {
  const embedder = app.get(server.EMBEDDER);
  const chunkRepository = app.get(server.ChunkRepository);
  const knowledgeCache = app.get(KnowledgeIndexCache);
  const largest = Math.max(...task.sizes);
  await child.phase('embed');
  const texts = await syntheticTexts(db, largest);
  const embedStarted = performance.now();
  const vectors = [];
  for (let start = 0; start < texts.length; start += 256) {
    vectors.push(
      ...(await embedder.embed(
        texts.slice(start, start + 256).map((item) => `${item.title}\n\n${item.text}`),
      )),
    );
  }
  const embedMs = performance.now() - embedStarted;
  const questions = task.sets.flatMap((set) => set.questions.map((item) => item.question));
  const random = rng(7);
  const queries = Array.from(
    { length: task.latencyQueries },
    () => questions[Math.floor(random() * questions.length)],
  );
  const sizes = [];
  for (const size of task.sizes) {
    const target = await createConversion(db, `size-${size}`);
    const rows = texts.slice(0, size).map((item, ordinal) => ({
      assistantId: target.assistantId,
      conversionId: target.conversionId,
      sourceId: target.sourceId,
      ordinal,
      url: `https://bench.example/p/${ordinal}`,
      title: item.title,
      heading: null,
      text: `${item.title}\n\n${item.text}`,
      contentHash: String(ordinal),
      embedding: server.encodeEmbedding(vectors[ordinal]),
      embeddingModel: embedder.id,
    }));
    const insertStarted = performance.now();
    await chunkRepository.replaceForConversion(target.conversionId, rows);
    const insertMs = performance.now() - insertStarted;
    await db.query('ANALYZE chunks');
    await child.phase(`retrieve-${size}`);
    const coldStarted = performance.now();
    await retrieval.retrieve(target.conversionId, 'gpt', queries[0]);
    const coldMs = performance.now() - coldStarted;
    const index = await knowledgeCache.get(target.conversionId);
    const total = [];
    const lexical = [];
    const vector = [];
    // Each size stops asking after 60 s (at least 20 questions), so a slow side cannot stretch the bench.
    const asked = [...queries];
    const deadline = performance.now() + 60_000;
    for (const [position, question] of asked.entries()) {
      if (position >= 20 && performance.now() > deadline) {
        asked.length = position;
        break;
      }
      let started = performance.now();
      await retrieval.retrieve(target.conversionId, 'gpt', question);
      total.push(performance.now() - started);
      const query = server.expandQuery(question, 'gpt');
      started = performance.now();
      index.fullText.search(server.fullTextTerms(query), 30);
      lexical.push(performance.now() - started);
      const [queryVector] = await embedder.embed([query.text]);
      started = performance.now();
      index.vectors.search(queryVector, 30);
      vector.push(performance.now() - started);
    }
    const summary = (values) => ({
      p50: round(percentile(values, 50), 2),
      p95: round(percentile(values, 95), 2),
    });
    sizes.push({
      chunks: size,
      queries: asked.length,
      insertMs: round(insertMs, 0),
      coldMs: round(coldMs, 0),
      indexBytes: index.bytes,
      vectorBytes: index.vectors.bytes,
      retrieve: summary(total),
      lexical: summary(lexical),
      vector: summary(vector),
    });
    await child.phase(null);
  }
  return {
    embedMs: round(embedMs, 0),
    embedPerChunkMs: round(embedMs / largest, 3),
    queries: queries.length,
    sizes,
  };
}

child.main(async () => {
  const app = await createApiApp(benchConfig());
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const retrieval = app.get(RetrievalService);
    await child.phase('quality');
    const qualityResult = await quality(db, app, retrieval);
    await child.phase(null);
    const latencyResult = task.sizes.length ? await latency(db, app, retrieval) : null;
    return { quality: qualityResult, latency: latencyResult };
  } finally {
    await db.end();
    await app.close();
  }
});

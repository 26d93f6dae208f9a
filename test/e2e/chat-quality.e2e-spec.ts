import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ask, convertSite, sql, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

const SITES = '/work/shared/sites';
const CASES = [
  { folder: 'shcs', brand: 'edgpt' },
  { folder: 'sterling-tax', brand: 'taxprep' },
  { folder: 'emerald-opal', brand: 'gpt' },
];

describe('scratch', () => {
  let servers: SiteServer[] = [];
  let api: RunningApi;
  let workers: RunningWorkers;
  const converted: ConvertedSite[] = [];
  beforeAll(async () => {
    servers = await Promise.all(CASES.map((site) => serveSite(join(SITES, site.folder))));
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: servers.map((s) => s.host).join(',') });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    for (const [i, site] of CASES.entries()) converted.push(await convertSite(api, { brand: site.brand, website: servers[i].url, clientIp: '203.0.113.10' }));
  }, 400_000);
  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await Promise.all(servers.map((s) => s.close()));
  });
  it('dumps', async () => {
    for (const [i, site] of CASES.entries()) {
      const rows = await sql<{ url: string; heading: string; text: string }>('select url, heading, text from chunks where "conversionId" = $1 order by url, ordinal', [converted[i].conversionId]);
      writeFileSync(`/tmp/chatq/${site.folder}.chunks.txt`, rows.map((r) => `### ${r.url} | ${r.heading}\n${r.text}\n`).join('\n'));
      const profile = await sql('select contact, "suggestedQuestions" from assistants where id = $1', [converted[i].assistantId]);
      const q = JSON.parse(readFileSync(join(__dirname, '..', '..', 'libs/server/src/ai/__fixtures__', `${site.folder}.questions.json`), 'utf8'));
      const all = [...q.answerable, ...q.heldOut.answerable].map((a: any) => ({ ...a, kind: 'A' })).concat([...q.unanswerable, ...q.heldOut.unanswerable].map((u: string) => ({ question: u, kind: 'U' })));
      const extra = process.env.EXTRA ? JSON.parse(readFileSync(process.env.EXTRA.replace('SITE', site.folder), 'utf8')) : [];
      const out: any[] = [];
      let n = 0;
      for (const item of [...all, ...extra]) {
        const r = await ask(api, converted[i].assistantId, item.question, { visitorId: `v${n++}` });
        const ok = item.kind === 'A' ? r.body.answered && item.expected.some((e: string) => r.body.answer.toLowerCase().includes(e.toLowerCase())) : !r.body.answered;
        out.push({ ...item, ok, status: r.status, answered: r.body.answered, answer: r.body.answer, sources: r.body.sources?.map((s) => s.url), ms: Math.round(r.latencyMs) });
      }
      writeFileSync(`/tmp/chatq/${site.folder}.results.json`, JSON.stringify({ profile, out }, null, 1));
      console.log(site.folder, out.filter((o) => o.kind === 'A' && o.ok).length, '/', out.filter((o) => o.kind === 'A').length, out.filter((o) => o.kind === 'U' && o.ok).length, '/', out.filter((o) => o.kind === 'U').length);
    }
  }, 300_000);
});

// TEMPORARY debugging aid (to be deleted).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ask, convertSite, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';
import { RetrievalService } from '../../api/src/chat/retrieval.service';
import { questionModel } from '../../libs/server/src/ai/question-model';
import { passageUnits } from '../../libs/server/src/ai/passage-units';
import { coverage, evidenceFor } from '../../libs/server/src/ai/answer-scoring';

const run = process.env.CHAT_DEBUG ? describe : describe.skip;
run('debug', () => {
  let server: SiteServer; let api: RunningApi; let workers: RunningWorkers; let site: ConvertedSite;
  const folder = process.env.CHAT_DEBUG!; const brand = process.env.BRAND!;
  beforeAll(async () => {
    server = await serveSite(join('/work/shared/sites', folder));
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host });
    api = await startApi(config); workers = await startInProcessWorkers(config);
    site = await convertSite(api, { brand, website: server.url, clientIp: '203.0.113.99' });
  }, 200_000);
  afterAll(async () => { await workers?.close(); await api?.close(); await server?.close(); });
  it('debugs', async () => {
    const questions: string[] = JSON.parse(readFileSync(process.env.QFILE!, 'utf8'));
    const retrieval = api.app.get(RetrievalService);
    const lines: string[] = [];
    let n = 0;
    for (const question of questions) {
      const passages = await retrieval.retrieve(site.view.id, brand as never, question);
      const r = await ask(api, site.assistantId, question, { visitorId: `d${n++}` });
      lines.push(`\n######## ${question}\n=> ${r.body.answered} ${JSON.stringify(r.body.answer)}`);
      const units = passages.map((p, i) => passageUnits(p, i));
      const model = questionModel(question, brand as never, units);
      lines.push('model: ' + JSON.stringify(model.concepts.map((c) => [c.term, +c.weight.toFixed(2), c.optional ?? false])) + ' types ' + JSON.stringify(model.types));
      passages.forEach((p, i) => {
        lines.push(`-- [${i}] ${p.url.replace(server.url, '/')} | ${p.heading} | lex=${p.lexicalScore?.toFixed(3)} vec=${p.vectorScore?.toFixed(3)}`);
        const best = units[i].map((u) => ({ u, c: coverage(model, [evidenceFor(u, model)]) })).sort((a, b) => b.c - a.c).slice(0, 2);
        for (const b of best) lines.push(`     ${b.c.toFixed(2)} ${b.u.text.slice(0, 160)}`);
      });
    }
    writeFileSync(`/tmp/chatq/${folder}.debug.txt`, lines.join('\n'));
  }, 200_000);
});

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { KnowledgeIndex, LocalEmbedder, UseEmbedder, retrieve } from '@gptsite/server';
import type { BrandKey } from '@gptsite/shared';
import { DEFAULT_CORPUS_DIR, REPO_ROOT, loadCorpus } from './corpus';
import { readKnowledge } from './knowledge-dump';
import { includesPage, pageKey } from './page-path';

/**
 * `npm run eval:retrieval`: retrieval re-run over the whole knowledge the last `npm run eval` recorded for
 * each TUNING site (test/artifacts/eval/knowledge/), scored like the eval's recall@5 (the page holding the
 * answer among the first five results). Seconds instead of minutes, for working on retrieval; held-out
 * knowledge is never recorded, so this cannot tune on it.
 *
 *   EVAL_SITES=slug,slug  AI_SEMANTIC_MODEL=off  npm run eval:retrieval
 */

const KNOWLEDGE_DIR = join(REPO_ROOT, 'test', 'artifacts', 'eval', 'knowledge');
const LIMIT = 5;
const print = (line = ''): void => void process.stdout.write(`${line}\n`);

describe('retrieval over recorded tuning knowledge', () => {
  it('scores recall@5 for every tuning question', async () => {
    const slugs = process.env.EVAL_SITES?.split(',').filter(Boolean);
    const files = existsSync(KNOWLEDGE_DIR)
      ? readdirSync(KNOWLEDGE_DIR).filter((file) => !slugs || slugs.includes(file.replace(/\.json$/, '')))
      : [];
    if (files.length === 0) {
      print(`No recorded knowledge in ${KNOWLEDGE_DIR}: run EVAL_SPLIT=tuning npm run eval first.`);
      return;
    }
    const embedder = new LocalEmbedder();
    const semantic = process.env.AI_SEMANTIC_MODEL === 'off' ? null : new UseEmbedder();
    let found = 0;
    let asked = 0;
    for (const file of files) {
      const stored = readKnowledge(join(KNOWLEDGE_DIR, file));
      const [site] = loadCorpus({ corpusDir: DEFAULT_CORPUS_DIR, split: 'tuning', slugs: [stored.slug] });
      if (!site) continue;
      const index = await KnowledgeIndex.build(
        semantic ? stored : { ...stored, semantic: null },
        embedder.dimensions,
        semantic?.dimensions ?? 0,
      );
      let siteFound = 0;
      let siteAsked = 0;
      for (const item of site.questions) {
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
  }, 1_800_000);
});

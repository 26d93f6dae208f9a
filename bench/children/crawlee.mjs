// The peer: Crawlee's CheerioCrawler crawling the same site at the same concurrency, configured as a
// competent user would for a whole-site crawl (benchmarking.md):
// - no maxRequestsPerCrawl (with it, enqueueLinks caps each call and batches sleep 1 s near the end);
// - min = max concurrency, so the autoscaled pool does not spend the crawl ramping up from 1;
// - in-memory storage (persistStorage: false), the fastest storage it offers;
// - each page's title and main text kept in a Dataset, links enqueued on the same hostname.
// argv[2]: { url, concurrency }
import { CheerioCrawler, Configuration, Dataset, log } from '@crawlee/cheerio';
import { child } from '../lib/children.mjs';

const { url, concurrency } = JSON.parse(process.argv[2]);
log.setLevel(log.LEVELS.OFF);

child.main(async () => {
  const config = new Configuration({
    persistStorage: false,
    purgeOnStart: true,
    storageClientOptions: { persistStorage: false },
  });
  const dataset = await Dataset.open(undefined, { config });
  let pages = 0;
  const crawler = new CheerioCrawler(
    {
      minConcurrency: concurrency,
      maxConcurrency: concurrency,
      maxRequestRetries: 2,
      async requestHandler({ $, request, enqueueLinks }) {
        // Links first: the menus and footer about to be dropped from the text carry links too.
        await enqueueLinks({ strategy: 'same-hostname' });
        const title = $('title').text().trim();
        $('script, style, nav, header, footer, form').remove();
        const text = ($('main').text() || $('body').text()).replace(/\s+/g, ' ').trim();
        await dataset.pushData({ url: request.loadedUrl ?? request.url, title, text });
        pages += 1;
      },
    },
    config,
  );
  const started = performance.now();
  const stats = await crawler.run([url]);
  const ms = performance.now() - started;
  const kept = (await dataset.getInfo())?.itemCount ?? pages;
  return { ms, pages, kept, failed: stats.requestsFailed, pagesPerSecond: pages / (ms / 1000) };
});

import { type Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@gptsite/server';
import { BrowserPool } from '../crawl/browser-pool';
import { HtmlExtractionThread, compiledHtmlThreadScript } from '../crawl/html-extraction-thread';
import { SafeFetcher } from '../crawl/safe-fetch';

export const CRAWLER_USER_AGENT = 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)';
/** Documents may be larger than pages; the owner's own uploads have the same 10 MB limit. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The crawler's network, browser and page-reading adapters, built once per worker process from the config. */
export const CRAWL_TOOL_PROVIDERS: Provider[] = [
  {
    provide: SafeFetcher,
    useFactory: (config: AppConfig) =>
      new SafeFetcher({
        userAgent: CRAWLER_USER_AGENT,
        allowedHosts: config.crawl.allowedHosts,
        maxBytes: PAGE_MAX_BYTES,
        timeoutMs: 30_000,
        connectTimeoutMs: 10_000,
      }),
    inject: [APP_CONFIG],
  },
  {
    provide: BrowserPool,
    useFactory: (config: AppConfig, fetcher: SafeFetcher) =>
      new BrowserPool({ executablePath: config.crawl.chromiumPath, fetcher, maxPages: 2 }),
    inject: [APP_CONFIG, SafeFetcher],
  },
  { provide: HtmlExtractionThread, useFactory: () => new HtmlExtractionThread(compiledHtmlThreadScript()) },
];

import { convertSite, type ConvertedSite, type TrialInput } from './chat-site';
import { serveSite, type ServeOptions, type SiteServer } from './site-server';
import { startApi, type RunningApi } from './test-api';
import { testConfig } from './test-config';
import { startInProcessWorkers, type RunningWorkers } from './test-workers';

/**
 * The usual end-to-end setup in one call: a site folder served on 127.0.0.1, an api and in-process workers
 * allowed to crawl it, and the site converted through a trial — what a spec about a live assistant starts
 * from. `close()` stops them in the reverse order.
 */
export interface ConvertedStack {
  server: SiteServer;
  api: RunningApi;
  workers: RunningWorkers;
  site: ConvertedSite;
  close(): Promise<void>;
}

export interface StackOptions {
  /** The trial, without its website (the served folder's address). */
  trial: Omit<TrialInput, 'website'>;
  /** Settings besides CRAWL_ALLOWED_HOSTS (testConfig's overrides). */
  env?: Record<string, string>;
  serve?: ServeOptions;
  conversionTimeoutMs?: number;
}

export async function startConvertedStack(siteDir: string, options: StackOptions): Promise<ConvertedStack> {
  const server = await serveSite(siteDir, [], options.serve);
  let api: RunningApi | undefined;
  let workers: RunningWorkers | undefined;
  const close = async (): Promise<void> => {
    await workers?.close();
    await api?.close();
    await server.close();
  };
  try {
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host, ...options.env });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    const site = await convertSite(
      api,
      { ...options.trial, website: server.url },
      options.conversionTimeoutMs,
    );
    return { server, api, workers, site, close };
  } catch (error) {
    await close();
    throw error;
  }
}

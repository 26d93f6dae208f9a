import {
  ERROR_CATALOGUE,
  type ConversionView,
  type CoverageReport,
  type SourceView,
  type TrialCreated,
} from '../../libs/shared/src';
import { buildEdgeSite, EDGE_FACTS, type EdgeSite } from '../fixtures/edge-site';
import { settle, watchConversion, type ConversionRecording } from '../support/conversion-watch';
import {
  CLEANUP_TIMEOUT_MS,
  ask,
  closedPort,
  createTrial,
  getConversion,
  getCoverage,
  visitorAddress,
} from '../support/pipeline-kit';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi, type TestSocket } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

const address = visitorAddress();

/** What the coverage report must say of one URL of the edge site. */
type Verdict = Pick<SourceView, 'outcome' | 'reason'> & Partial<Pick<SourceView, 'status' | 'httpStatus'>>;

const INDEXED: Verdict = { outcome: 'indexed', reason: null, status: 'processed' };
const DOCUMENTS = ['xlsx', 'docx', 'rtf', 'pdf'] as const;

describe('converting a site full of edge cases', () => {
  let trap: SiteServer;
  let edge: EdgeSite;
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let socket: TestSocket;
  let trial: TrialCreated;
  let recording: ConversionRecording;
  let view: ConversionView;
  let coverage: CoverageReport;

  const url = (path: string) => new URL(path, site.url).href;
  const sourceAt = (path: string) => coverage.sources.find((source) => source.url === url(path));

  beforeAll(async () => {
    // The trap listens on another loopback port: the site links to it, redirects to it and its script
    // calls it, and the crawler must never send it a single request.
    trap = await serveSite(null);
    edge = await buildEdgeSite(trap.url.replace(/\/$/, ''));
    site = await serveSite(edge.root, edge.routes);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: site.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    socket = await connectSocket(api.baseUrl);
    trial = await createTrial(
      api.baseUrl,
      { brand: 'gpt', email: 'owner@harbourview.example', website: site.url },
      address,
    );
    recording = watchConversion(socket, trial.conversionId, 120_000);
    await recording.finished;
    await settle();
    view = await getConversion(api.baseUrl, trial.conversionId);
    coverage = await getCoverage(api.baseUrl, trial.conversionId);
  }, 150_000);

  afterAll(async () => {
    socket?.disconnect();
    await workers?.close();
    await api?.close();
    await site?.close();
    await trap?.close();
    edge?.remove();
  }, CLEANUP_TIMEOUT_MS);

  it('completes exactly once', () => {
    expect(recording.failed).toEqual([]);
    expect(recording.completed).toEqual([
      { conversionId: trial.conversionId, assistantId: trial.assistantId, redirectUrl: view.redirectUrl },
    ]);
    expect(view).toMatchObject({ status: 'completed', progress: 100 });
  });

  it('counts the twelve pages it found and crawled, and the four documents it read', () => {
    // /, about, its copy, draft, timetable, the page only the timetable's script links to, the loop,
    // the 404, the 10 MB page and the three redirects to blocked addresses. robots.txt keeps /private/ out.
    expect(view.counts).toMatchObject({ pagesFound: 12, pagesCrawled: 12, documents: 4 });
    expect(view.counts.chunks).toBeGreaterThan(0);
  });

  it('rendered the JavaScript-only page and followed the link its script wrote', () => {
    expect(sourceAt(EDGE_FACTS.javascript.path)).toMatchObject({ ...INDEXED, title: 'Ferry timetable' });
    expect(sourceAt('/ferry-fares.html')).toMatchObject(INDEXED);
    expect(sourceAt(EDGE_FACTS.javascript.path)!.chunks).toBeGreaterThan(0);
  });

  it.each(DOCUMENTS)('extracted the linked %s document', (kind) => {
    const source = sourceAt(EDGE_FACTS[kind].path);
    expect(source).toMatchObject(INDEXED);
    expect(source!.chunks).toBeGreaterThan(0);
    expect(source!.type).toBe(kind === 'pdf' ? 'pdf' : 'webpage');
  });

  it.each(['xlsx', 'docx', 'rtf', 'javascript', 'pdf'] as const)(
    'answers a question only the %s source can answer, citing it',
    async (kind) => {
      const { question, fact, path } = EDGE_FACTS[kind];
      const reply = await ask(api.baseUrl, trial.assistantId, question, `edge-visitor-${kind}`);
      expect(reply.answered).toBe(true);
      expect(reply.answer).toContain(fact);
      expect(reply.sources.map((source) => source.url)).toContain(url(path));
    },
  );

  it('explains every URL it did not index with the exact reason', () => {
    const copies = ['/about.html', '/visit-us.html'].map(sourceAt);
    // Either copy may be crawled first; the other is the duplicate.
    const original = copies.find((copy) => copy?.outcome === 'indexed');
    const duplicate = copies.find((copy) => copy !== original);
    expect(original).toMatchObject(INDEXED);
    expect(duplicate).toMatchObject({ outcome: 'skipped', reason: 'duplicate' });

    const expected: Record<string, Verdict> = {
      [url('/')]: INDEXED,
      [url(EDGE_FACTS.javascript.path)]: INDEXED,
      [url('/ferry-fares.html')]: INDEXED,
      ...Object.fromEntries(DOCUMENTS.map((kind) => [url(EDGE_FACTS[kind].path), INDEXED])),
      [original!.url]: INDEXED,
      [duplicate!.url]: { outcome: 'skipped', reason: 'duplicate' },
      [url('/private/staff-rota.html')]: { outcome: 'skipped', reason: 'robots' },
      [url('/draft.html')]: { outcome: 'skipped', reason: 'robots' },
      ['https://partner.example.org/harbour']: { outcome: 'skipped', reason: 'off_site' },
      [new URL('/direct-link', trap.url).href]: { outcome: 'skipped', reason: 'off_site' },
      [url('/loop-a')]: { outcome: 'failed', reason: 'redirect_loop' },
      [url('/missing-page.html')]: { outcome: 'failed', reason: 'http_status', httpStatus: 404 },
      [url('/docs/withdrawn-notice.pdf')]: { outcome: 'failed', reason: 'http_status', httpStatus: 404 },
      [url('/archive.html')]: { outcome: 'failed', reason: 'too_large' },
      [url('/cloud-status')]: { outcome: 'failed', reason: 'blocked_address' },
      [url('/admin-console')]: { outcome: 'failed', reason: 'blocked_address' },
      [url('/port-one')]: { outcome: 'failed', reason: 'blocked_address' },
    };
    const actual = Object.fromEntries(
      coverage.sources.map((source) => [
        source.url,
        pick(source, Object.keys(expected[source.url] ?? INDEXED) as Array<keyof Verdict>),
      ]),
    );
    expect(actual).toEqual(expected);
    expect(coverage.totals).toEqual({ pending: 0, indexed: 8, skipped: 5, failed: 7 });
  });

  it('gives each reason a sentence an owner understands', () => {
    expect(sourceAt('/draft.html')!.reasonText).toMatch(/noindex/);
    expect(sourceAt('/missing-page.html')!.reasonText).toMatch(/HTTP 404/);
    expect(sourceAt('/private/staff-rota.html')!.reasonText).toBe(
      'robots.txt asks crawlers not to visit this page',
    );
    for (const source of coverage.sources.filter((candidate) => candidate.outcome !== 'indexed')) {
      expect(source.reasonText).toEqual(expect.any(String));
    }
  });

  it('never sent a request to another loopback port, even when told to by a redirect or a script', () => {
    expect(trap.requests).toEqual([]);
    // The private page and the other site were never fetched either.
    expect(site.requests).not.toContain('/private/staff-rota.html');
    expect(site.requests).toContain('/robots.txt');
    expect(site.requests).toContain('/timetable.js');
  });
});

describe('a site with more pages than the page limit', () => {
  const LIMIT = 3;
  let trap: SiteServer;
  let edge: EdgeSite;
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let socket: TestSocket;
  let view: ConversionView;
  let coverage: CoverageReport;

  beforeAll(async () => {
    trap = await serveSite(null);
    edge = await buildEdgeSite(trap.url.replace(/\/$/, ''));
    site = await serveSite(edge.root, edge.routes);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: site.host, CRAWL_MAX_PAGES: String(LIMIT) });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    socket = await connectSocket(api.baseUrl);
    const trial = await createTrial(
      api.baseUrl,
      { brand: 'gpt', email: 'owner@limited.example', website: site.url },
      address,
    );
    const recording = watchConversion(socket, trial.conversionId, 120_000);
    expect(await recording.finished).toBe('completed');
    view = await getConversion(api.baseUrl, trial.conversionId);
    coverage = await getCoverage(api.baseUrl, trial.conversionId);
  }, 150_000);

  afterAll(async () => {
    socket?.disconnect();
    await workers?.close();
    await api?.close();
    await site?.close();
    await trap?.close();
    edge?.remove();
  }, CLEANUP_TIMEOUT_MS);

  it('crawls only as many pages as the limit allows', () => {
    expect(view.counts).toMatchObject({ pagesFound: LIMIT, pagesCrawled: LIMIT });
  });

  it('reports every page it left out because of the limit', () => {
    // The site has twelve pages (see above); documents do not count against the page limit.
    const limited = coverage.sources.filter((source) => source.reason === 'limit');
    expect(limited).toHaveLength(12 - LIMIT);
    for (const source of limited) {
      expect(source).toMatchObject({
        outcome: 'skipped',
        reasonText: 'The page limit for this crawl was reached',
      });
    }
  });
});

describe('a trial for a website the crawler cannot crawl', () => {
  let api: RunningApi;
  let workers: RunningWorkers;
  let socket: TestSocket;
  let trap: SiteServer;
  let unreachablePort: number;

  beforeAll(async () => {
    trap = await serveSite(null);
    unreachablePort = await closedPort();
    // The workers allow only the closed port, the trap's port is not. The api allows the trap too, as if
    // its name had resolved to a public address at submission and to a private one when the crawler
    // connected (rebinding): the submission check passes it, the connect-time check must not.
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: `127.0.0.1:${unreachablePort}` });
    api = await startApi(testConfig({ CRAWL_ALLOWED_HOSTS: `127.0.0.1:${unreachablePort},${trap.host}` }));
    workers = await startInProcessWorkers(config);
    socket = await connectSocket(api.baseUrl);
  }, 60_000);

  afterAll(async () => {
    socket?.disconnect();
    await workers?.close();
    await api?.close();
    await trap?.close();
  }, CLEANUP_TIMEOUT_MS);

  async function convert(
    website: string,
  ): Promise<{ trial: TrialCreated; recording: ConversionRecording; view: ConversionView }> {
    const trial = await createTrial(
      api.baseUrl,
      { brand: 'gpt', email: 'owner@blocked.example', website },
      address,
    );
    const recording = watchConversion(socket, trial.conversionId, 60_000);
    await recording.finished;
    await settle(200);
    return { trial, recording, view: await getConversion(api.baseUrl, trial.conversionId) };
  }

  it('fails at initializing with SITE_BLOCKED when the crawler finds a private address, without a request', async () => {
    const { trial, recording, view } = await convert(trap.url);
    const message = ERROR_CATALOGUE.SITE_BLOCKED.message;
    expect(message).toBe('That address points to a private network and cannot be crawled');
    expect(recording.completed).toEqual([]);
    expect(recording.failed).toEqual([{ conversionId: trial.conversionId, stage: 'initializing', message }]);
    expect(view).toMatchObject({
      status: 'failed',
      stage: 'initializing',
      error: { stage: 'initializing', code: 'SITE_BLOCKED', message },
    });
    expect(trap.requests).toEqual([]);
  });

  it('fails at initializing with SITE_UNREACHABLE for an allowed port nobody listens on', async () => {
    const started = Date.now();
    const { trial, recording, view } = await convert(`http://127.0.0.1:${unreachablePort}/`);
    const message = ERROR_CATALOGUE.SITE_UNREACHABLE.message;
    expect(recording.failed).toEqual([{ conversionId: trial.conversionId, stage: 'initializing', message }]);
    expect(view).toMatchObject({
      status: 'failed',
      error: { stage: 'initializing', code: 'SITE_UNREACHABLE', message },
    });
    // Three attempts with 2 s and 4 s back-off between them.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 40_000);
});

function pick<T extends object>(value: T, keys: Array<keyof T>): Partial<T> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Partial<T>;
}

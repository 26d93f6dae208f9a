import request from 'supertest';
import { join } from 'node:path';
import type { ConversionView, CoverageReport } from '../../libs/shared/src';
import { STAGE_DEFINITIONS } from '../../libs/shared/src';
import { settle, watchConversion } from '../support/conversion-watch';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

const SITES = join(__dirname, '..', '..', '..', 'shared', 'sites');

interface SiteCase {
  folder: string;
  brand: string;
  minPages: number;
  linkedPdfs: string[];
  brokenLinks: string[];
}

const CASES: SiteCase[] = [
  {
    folder: 'shcs',
    brand: 'edgpt',
    minPages: 25,
    linkedPdfs: [
      '/files/Handbook2018.pdf',
      '/files/SACBylaws.pdf',
      '/Forms/2019PR_TeamRoster.pdf',
      '/Forms/2019PR_TeamRunner.pdf',
    ],
    brokenLinks: ['/Forms/2019PR_Registration.pdf', '/Forms/2019PR_Sponsor.pdf'],
  },
  { folder: 'sterling-tax', brand: 'taxprep', minPages: 20, linkedPdfs: [], brokenLinks: [] },
  { folder: 'emerald-opal', brand: 'gpt', minPages: 6, linkedPdfs: [], brokenLinks: [] },
];

describe.each(CASES)('converting the real site $folder', (site) => {
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let view: ConversionView;
  let coverage: CoverageReport;
  let recording: ReturnType<typeof watchConversion>;

  beforeAll(async () => {
    server = await serveSite(join(SITES, site.folder));
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    const trial = await request(api.baseUrl)
      .post('/api/v1/trials')
      .send({
        brand: site.brand,
        name: 'Owner',
        email: `owner-${site.folder}@example.com`,
        website: server.url,
      })
      .expect(201);
    const socket = await connectSocket(api.baseUrl, trial.body.viewToken);
    recording = watchConversion(socket, trial.body.conversionId);
    // The trial response's viewing token: what the conversion page sends.
    const viewer = { 'X-View-Token': trial.body.viewToken as string };
    await recording.finished;
    await settle();
    socket.disconnect();
    view = (
      await request(api.baseUrl).get(`/api/v1/conversions/${trial.body.conversionId}`).set(viewer).expect(200)
    ).body;
    coverage = (
      await request(api.baseUrl)
        .get(`/api/v1/conversions/${trial.body.conversionId}/sources`)
        .set(viewer)
        .expect(200)
    ).body;
  }, 180_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await server?.close();
  });

  it('completes with a live assistant and a redirect to the dashboard', () => {
    expect(recording.failed).toEqual([]);
    expect(recording.completed).toHaveLength(1);
    expect(view.status).toBe('completed');
    expect(view.progress).toBe(100);
    expect(view.redirectUrl).toBe(`/school-dashboard/${view.id}`);
    expect(view.liveUrl).toMatch(new RegExp(`/[a-z]+/${view.id}$`));
    expect(view.stages.every((stage) => stage.status === 'completed')).toBe(true);
  });

  it('crawled the site and indexed it into passages', () => {
    expect(view.counts.pagesCrawled).toBeGreaterThanOrEqual(site.minPages);
    expect(view.counts.chunks).toBeGreaterThan(view.counts.pagesCrawled);
    expect(coverage.totals.indexed).toBeGreaterThanOrEqual(site.minPages);
    expect(coverage.totals.pending).toBe(0);
  });

  it('extracted every linked PDF that exists, and reports the broken ones', () => {
    for (const path of site.linkedPdfs) {
      const source = coverage.sources.find((candidate) => candidate.url.endsWith(path));
      expect(source).toMatchObject({ type: 'pdf', outcome: 'indexed', status: 'processed' });
      expect(source!.chunks).toBeGreaterThan(0);
    }
    for (const path of site.brokenLinks) {
      const source = coverage.sources.find((candidate) => candidate.url.endsWith(path));
      expect(source).toMatchObject({ outcome: 'failed', reason: 'http_status', httpStatus: 404 });
      expect(source!.reasonText).toMatch(/HTTP 404/);
    }
    expect(view.counts.documents).toBe(site.linkedPdfs.length);
  });

  it('explains every URL it did not index', () => {
    for (const source of coverage.sources.filter((candidate) => candidate.outcome !== 'indexed')) {
      expect(source.reason).not.toBeNull();
      expect(source.reasonText).toEqual(expect.any(String));
    }
  });

  it('showed the six stages in order to a live subscriber', () => {
    const order = STAGE_DEFINITIONS.map((stage) => stage.name);
    const stagesSeen = recording.progress.map((event) => order.indexOf(event.stage));
    expect(stagesSeen).toEqual([...stagesSeen].sort((left, right) => left - right));
    expect(new Set(recording.progress.map((event) => event.stage))).toEqual(new Set(order));
    const percents = recording.progress.map((event) => event.progress);
    expect(percents).toEqual([...percents].sort((left, right) => left - right));
    expect(recording.progress.at(-1)?.status).toBe('completed');
  });
});

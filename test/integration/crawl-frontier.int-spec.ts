import { randomUUID } from 'node:crypto';
import {
  closeRedis,
  createRedisConnection,
  redisKeys,
  type JobQueue,
  type NewSource,
  type Redis,
  type SourceEntity,
  type SourceRepository,
} from '../../libs/server/src';
import { RobotsRules } from '../../workers/src/crawl/robots';
import {
  CrawlFrontier,
  type CrawlContext,
  type OfferedLink,
} from '../../workers/src/pipeline/crawl-frontier';
import { testConfig } from '../support/test-config';

const ROOT = 'https://school.example/';

/** The sources table as the frontier sees it: one row per URL, kept on a second upsert. */
class FakeSources {
  readonly rows = new Map<string, NewSource & { id: string }>();

  async upsert(source: NewSource): Promise<SourceEntity> {
    if (!this.rows.has(source.url)) this.rows.set(source.url, { ...source, id: randomUUID() });
    const row = this.rows.get(source.url)!;
    return { outcome: 'pending', ...row } as unknown as SourceEntity;
  }

  byOutcome(): Record<string, string[]> {
    const grouped: Record<string, string[]> = {};
    for (const row of this.rows.values()) {
      const label = row.documentKind ? `document:${row.documentKind}` : (row.reason ?? 'page');
      (grouped[label] ??= []).push(row.url);
    }
    return grouped;
  }
}

class FakeJobQueue {
  readonly queued: string[] = [];
  failNext = false;

  async addBulk(_name: string, payloads: Array<{ sourceId: string }>): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('worker died before queueing');
    }
    this.queued.push(...payloads.map((payload) => payload.sourceId));
  }
}

const link = (path: string, depth = 1): OfferedLink => ({
  url: new URL(path, ROOT).href,
  depth,
  origin: 'crawl',
});

describe('crawl frontier (real Redis)', () => {
  const config = testConfig({ CRAWL_MAX_PAGES: '6', CRAWL_MAX_DEPTH: '3' });
  const keys = redisKeys(config.redisPrefix);
  let redis: Redis;

  beforeAll(() => {
    redis = createRedisConnection(config.redisUrl, 'frontier-test');
  });
  afterAll(() => closeRedis(redis));

  /** A worker process: its own frontier (and so its own memory of settled links) over shared Redis. */
  function worker(sources = new FakeSources(), jobs = new FakeJobQueue()) {
    const frontier = new CrawlFrontier(
      config,
      redis,
      keys,
      sources as unknown as SourceRepository,
      jobs as unknown as JobQueue,
    );
    return { frontier, sources, jobs };
  }

  function crawl(): CrawlContext {
    const robots = new RobotsRules(`${ROOT}robots.txt`, 'User-agent: *\nDisallow: /private/', 'GPTsiteBot');
    return { conversionId: randomUUID(), assistantId: randomUUID(), attempt: 1, rootUrl: ROOT, robots };
  }

  it('settles every link of a page once, however often the page repeats it', async () => {
    const { frontier, sources, jobs } = worker();
    await frontier.offer(crawl(), [
      link('/about'),
      link('/tuition'),
      link('/about#staff'),
      link('/tuition?utm_source=menu'),
      link('/logo.png'),
      { url: 'mailto:office@school.example', depth: 1, origin: 'crawl' },
      link('https://facebook.com/school'),
      link('https://facebook.com/school'),
      link('/files/handbook.pdf'),
      link('/private/grades'),
      link('/deep', 4),
    ]);
    expect(sources.byOutcome()).toEqual({
      page: [`${ROOT}about`, `${ROOT}tuition`],
      off_site: ['https://facebook.com/school'],
      'document:pdf': [`${ROOT}files/handbook.pdf`],
      robots: [`${ROOT}private/grades`],
      depth: [`${ROOT}deep`],
    });
    expect(jobs.queued).toHaveLength(2);
  });

  it('adds nothing when later pages, in this worker or another, offer the same links again', async () => {
    const context = crawl();
    const first = worker();
    const links = [link('/about'), link('/files/handbook.pdf'), link('https://facebook.com/school')];
    await first.frontier.offer(context, links);
    await first.frontier.offer(context, links);
    const second = worker();
    await second.frontier.offer(context, links);
    expect(first.jobs.queued).toHaveLength(1);
    expect(first.sources.rows.size).toBe(3);
    expect(second.jobs.queued).toHaveLength(0);
    expect(second.sources.rows.size).toBe(0);
  });

  it('admits pages up to the page limit and reports the rest as over the limit', async () => {
    const { frontier, sources, jobs } = worker();
    const context = crawl();
    await frontier.offer(context, [link('/1'), link('/2'), link('/3'), link('/4')]);
    await frontier.offer(context, [link('/4'), link('/5'), link('/6'), link('/7'), link('/8')]);
    expect(jobs.queued).toHaveLength(6);
    expect(sources.byOutcome().limit).toEqual([`${ROOT}7`, `${ROOT}8`]);
  });

  it('stops reporting skipped links once the report holds 2,000 more than the page limit', async () => {
    const { frontier, sources } = worker();
    const offSite = Array.from({ length: 2010 }, (_, index) => link(`https://elsewhere.example/${index}`));
    await frontier.offer(crawl(), offSite);
    expect(sources.byOutcome().off_site).toEqual(offSite.slice(0, 2006).map((offered) => offered.url));
  });

  it('queues the job of a page whose worker died between admitting it and queueing its job', async () => {
    const context = crawl();
    const dying = worker();
    dying.jobs.failNext = true;
    await expect(dying.frontier.offer(context, [link('/admissions')])).rejects.toThrow('worker died');
    // The retried job offers the same links again, on this worker or another.
    await dying.frontier.offer(context, [link('/admissions')]);
    expect(dying.jobs.queued).toHaveLength(1);
    const other = worker();
    await other.frontier.offer(context, [link('/admissions')]);
    expect(other.jobs.queued).toHaveLength(0);
  });

  it('lets another worker queue the job of a page whose worker died before queueing it', async () => {
    const context = crawl();
    const dying = worker();
    dying.jobs.failNext = true;
    await expect(dying.frontier.offer(context, [link('/calendar')])).rejects.toThrow('worker died');
    const retry = worker();
    await retry.frontier.offer(context, [link('/calendar')]);
    expect(retry.jobs.queued).toHaveLength(1);
  });

  it('keeps pages with a query string back until the others are crawled, then lets in what the budget allows', async () => {
    const { frontier, sources, jobs } = worker();
    const context = crawl();
    const bookings = ['gutters', 'decks', 'doors', 'drywall', 'fences', 'tiles'].map((service) =>
      link(`/book?service=${service}`),
    );
    // The home page lists its booking links first, as the handyman site that lost its pages did.
    await frontier.offer(context, [...bookings, link('/about'), link('/services'), link('/contact')]);
    expect(Object.keys(sources.byOutcome())).toEqual(['page']);
    expect(sources.byOutcome().page).toEqual([`${ROOT}about`, `${ROOT}services`, `${ROOT}contact`]);
    expect(jobs.queued).toHaveLength(3);
    // Offered again by a later page while kept back: nothing new.
    await frontier.offer(context, bookings.slice(0, 2));
    expect(jobs.queued).toHaveLength(3);

    expect(await frontier.releaseDeferred(context)).toEqual({ admitted: 3, overLimit: 3 });
    expect(jobs.queued).toHaveLength(6);
    // The first found are let in (their jobs in any order).
    expect(sources.byOutcome().page.slice(3).sort()).toEqual(
      bookings
        .slice(0, 3)
        .map((offered) => offered.url)
        .sort(),
    );
    expect(sources.byOutcome().limit).toEqual(bookings.slice(3).map((offered) => offered.url));
    // Once released, nothing is left to let in: the crawl can close.
    expect(await frontier.releaseDeferred(context)).toEqual({ admitted: 0, overLimit: 0 });
  });

  it('queues the pages of a release that died before queueing them when the release is retried', async () => {
    const { frontier, jobs } = worker();
    const context = crawl();
    await frontier.offer(context, [link('/events?page=2'), link('/events?page=3')]);
    jobs.failNext = true;
    await expect(frontier.releaseDeferred(context)).rejects.toThrow('worker died');
    expect(await frontier.releaseDeferred(context)).toEqual({ admitted: 2, overLimit: 0 });
    expect(jobs.queued).toHaveLength(2);
  });

  it('never keeps back the home page, whatever its address', async () => {
    const { frontier, jobs } = worker();
    await frontier.offer(crawl(), [{ url: `${ROOT}?lang=en`, depth: 0, origin: 'crawl' }]);
    expect(jobs.queued).toHaveLength(1);
  });

  it('asks Redis once for all the links of a page, and not again for links it has settled', async () => {
    const { frontier } = worker();
    const context = crawl();
    const menu = Array.from({ length: 60 }, (_, index) => link(`/menu/${index}`));
    const sent: string[] = [];
    const send = redis.sendCommand.bind(redis);
    const spy = jest.spyOn(redis, 'sendCommand').mockImplementation((command, ...rest) => {
      sent.push(command.name);
      return send(command, ...rest);
    });
    try {
      await frontier.offer(context, menu);
      // One script for the 60 links, then one transaction recording the queued jobs.
      expect(sent.filter((name) => name === 'evalsha' || name === 'eval')).toHaveLength(1);
      expect(sent.length).toBeLessThanOrEqual(6);
      sent.length = 0;
      await frontier.offer(context, menu);
      expect(sent).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});

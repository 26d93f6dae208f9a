import type { SourceState } from './sync-changes';
import { compareSyncs } from './sync-changes';
import { resyncPattern } from './resync-scheduler';

const page = (
  url: string,
  contentHash: string | null,
  outcome: SourceState['outcome'] = 'indexed',
  httpStatus: number | null = 200,
  reason: string | null = null,
): SourceState => ({
  url,
  outcome,
  contentHash,
  httpStatus,
  reason,
});

describe('compareSyncs', () => {
  const before = [
    page('https://bakery.example/', 'home-1'),
    page('https://bakery.example/hours', 'hours-1'),
    page('https://bakery.example/cakes', 'cakes-1'),
    page('https://bakery.example/old-menu', 'menu-1'),
    page('https://bakery.example/broken', null, 'failed', 500),
    page('upload://u1/price-list.pdf', 'prices-1'),
  ];

  it('tells unchanged, changed, added and removed pages apart by the hash of their text', () => {
    const after = [
      page('https://bakery.example/', 'home-1'),
      page('https://bakery.example/hours', 'hours-2'),
      page('https://bakery.example/cakes', 'cakes-1', 'indexed', 304),
      page('https://bakery.example/classes', 'classes-1'),
      page('upload://u1/price-list.pdf', 'prices-1'),
    ];
    expect(compareSyncs(before, after)).toEqual({
      added: 1,
      changed: 1,
      unchanged: 3,
      removed: 1,
      failed: 0,
    });
  });

  it('counts a page that answers 404 or 410 as removed, one that cannot be fetched as failed', () => {
    const after = [
      page('https://bakery.example/', 'home-1'),
      page('https://bakery.example/hours', null, 'failed', 503),
      page('https://bakery.example/cakes', null, 'failed', 404),
      page('https://bakery.example/old-menu', null, 'failed', 410),
      page('https://bakery.example/broken', null, 'failed', 500),
      page('upload://u1/price-list.pdf', 'prices-1'),
    ];
    expect(compareSyncs(before, after)).toEqual({
      added: 0,
      changed: 0,
      unchanged: 2,
      removed: 2,
      failed: 2,
    });
  });

  it('counts a page kept from the last sync because it could not be read again as failed, not removed', () => {
    const after = [
      page('https://bakery.example/', 'home-1'),
      page('https://bakery.example/hours', 'hours-1', 'indexed', 503, 'http_status'),
      page('https://bakery.example/cakes', 'cakes-1', 'indexed', null, 'timeout'),
      page('https://bakery.example/old-menu', 'menu-1'),
      page('upload://u1/price-list.pdf', 'prices-1'),
    ];
    expect(compareSyncs(before, after)).toEqual({
      added: 0,
      changed: 0,
      unchanged: 3,
      removed: 0,
      failed: 2,
    });
  });

  it('ignores skipped and pending sources, and a page now skipped as a copy is removed', () => {
    const after = [
      page('https://bakery.example/', 'home-1'),
      page('https://bakery.example/hours', 'hours-1'),
      page('https://bakery.example/cakes', 'home-1', 'skipped'),
      page('https://bakery.example/old-menu', 'menu-1'),
      page('https://bakery.example/elsewhere', null, 'skipped'),
      page('upload://u1/price-list.pdf', 'prices-1'),
    ];
    expect(compareSyncs(before, after)).toEqual({
      added: 0,
      changed: 0,
      unchanged: 4,
      removed: 1,
      failed: 0,
    });
  });

  it('a first build (no base) adds every page', () => {
    expect(compareSyncs([], before)).toEqual({ added: 5, changed: 0, unchanged: 0, removed: 0, failed: 1 });
  });
});

describe('resyncPattern', () => {
  it('runs once a day, a week or a month at a time drawn from the assistant, the same in every process', () => {
    const id = '2f1c5a8e-0d1b-4c5e-9a57-3f0e8b6d2c11';
    const [minute, hour, , , weekday] = resyncPattern(id, 'weekly').split(' ');
    expect(resyncPattern(id, 'daily')).toBe(`${minute} ${hour} * * *`);
    expect(Number(weekday)).toBeGreaterThanOrEqual(0);
    expect(Number(weekday)).toBeLessThan(7);
    const monthDay = Number(resyncPattern(id, 'monthly').split(' ')[2]);
    expect(monthDay).toBeGreaterThanOrEqual(1);
    expect(monthDay).toBeLessThanOrEqual(28);
    expect(resyncPattern(id, 'weekly')).toBe(resyncPattern(id, 'weekly'));
    const spread = new Set(
      Array.from({ length: 50 }, (_, index) => resyncPattern(`assistant-${index}`, 'daily')),
    );
    expect(spread.size).toBeGreaterThan(40);
  });
});

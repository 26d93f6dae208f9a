import { reportedAt } from './error-report.schema';

describe('reportedAt', () => {
  it('keeps a time a browser could mean', () => {
    expect(reportedAt('2025-01-02T03:04:05.000Z')?.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(reportedAt(Date.UTC(2025, 0, 2))?.toISOString()).toBe('2025-01-02T00:00:00.000Z');
  });

  it.each([
    undefined,
    '',
    'yesterday',
    '-004713-11-23T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    -1,
    1e20,
  ])('drops %p rather than letting Postgres refuse the report', (timestamp) => {
    expect(reportedAt(timestamp)).toBeNull();
  });
});

import { CheckFailure, failureReason, formatMs, runCheck, runChecks, type SuiteCheck } from './check-runner';

const check = (overrides: Partial<SuiteCheck>): SuiteCheck => ({
  id: 'sample',
  group: 'system-health',
  name: 'Sample',
  description: 'A sample check',
  timeoutMs: 1000,
  run: () => Promise.resolve('All good.'),
  ...overrides,
});

describe('runCheck', () => {
  it('passes with the sentence the check returned and its duration', async () => {
    let clock = 100;
    const result = await runCheck(
      check({
        run: () => {
          clock += 42;
          return Promise.resolve('Postgres answered in 3 ms.');
        },
      }),
      () => clock,
    );
    expect(result).toEqual({
      id: 'sample',
      name: 'Sample',
      group: 'system-health',
      status: 'passed',
      durationMs: 42,
      reason: 'Postgres answered in 3 ms.',
    });
  });

  it('fails with the failure sentence as it is', async () => {
    const result = await runCheck(
      check({ run: () => Promise.reject(new CheckFailure('No worker has reported a heartbeat.')) }),
    );
    expect(result.status).toBe('failed');
    expect(result.reason).toBe('No worker has reported a heartbeat.');
  });

  it('fails with the error message and code of an unexpected error', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const result = await runCheck(check({ run: () => Promise.reject(error) }));
    expect(result).toMatchObject({ status: 'failed', reason: 'Failed: connect ECONNREFUSED 127.0.0.1:1.' });
    expect(failureReason(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }))).toBe(
      'Failed: Greeting never received (ETIMEDOUT).',
    );
  });

  it('stops a check that takes longer than its timeout, saying so, and aborts its signal', async () => {
    let aborted = false;
    const started = Date.now();
    const result = await runCheck(
      check({
        timeoutMs: 50,
        run: (signal) =>
          new Promise<string>(() => {
            signal.addEventListener('abort', () => {
              aborted = true;
            });
          }),
      }),
    );
    expect(result.status).toBe('failed');
    expect(result.reason).toBe('No answer within 50 ms: the check was stopped.');
    expect(aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result.durationMs).toBeGreaterThanOrEqual(45);
  });

  it('runs checks one after another and keeps going after a failure', async () => {
    const order: string[] = [];
    const results = await runChecks([
      check({ id: 'a', run: () => (order.push('a'), Promise.reject(new Error('broken'))) }),
      check({ id: 'b', run: () => (order.push('b'), Promise.resolve('fine')) }),
    ]);
    expect(order).toEqual(['a', 'b']);
    expect(results.map((result) => [result.id, result.status, result.reason])).toEqual([
      ['a', 'failed', 'Failed: broken.'],
      ['b', 'passed', 'fine'],
    ]);
  });

  it('writes durations a person reads', () => {
    expect(formatMs(12.4)).toBe('12 ms');
    expect(formatMs(1500)).toBe('1.5 s');
    expect(formatMs(5000)).toBe('5 s');
  });
});

import type { TestSuiteCheckResult, TestSuiteGroupId } from '@gptsite/shared';

/** A check passes by returning the sentence saying what it saw, and fails by throwing one. */
export interface SuiteCheck {
  id: string;
  group: TestSuiteGroupId;
  name: string;
  description: string;
  /** The longest it may take; past it the check fails saying so. */
  timeoutMs: number;
  /** `signal` aborts when the time is up, so work still running can stop. */
  run(signal: AbortSignal): Promise<string>;
}

/** A failure whose message is already the sentence to show. */
export class CheckFailure extends Error {}

/** Runs one check within its time, turning every outcome into passed/failed with a reason and duration. */
export async function runCheck(
  check: SuiteCheck,
  now: () => number = () => performance.now(),
): Promise<TestSuiteCheckResult> {
  const started = now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CheckFailure(`No answer within ${formatMs(check.timeoutMs)}: the check was stopped.`));
    }, check.timeoutMs);
    timer.unref();
  });
  const base = { id: check.id, name: check.name, group: check.group };
  try {
    const reason = await Promise.race([check.run(controller.signal), timeout]);
    return { ...base, status: 'passed', durationMs: elapsed(started, now), reason };
  } catch (error) {
    return { ...base, status: 'failed', durationMs: elapsed(started, now), reason: failureReason(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Checks one after another (they share the database and mail server; parallel runs would skew timings). */
export async function runChecks(checks: readonly SuiteCheck[]): Promise<TestSuiteCheckResult[]> {
  const results: TestSuiteCheckResult[] = [];
  for (const check of checks) results.push(await runCheck(check));
  return results;
}

export function failureReason(error: unknown): string {
  if (error instanceof CheckFailure) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const detail = message.trim() || 'no message';
  if (typeof code === 'string' && !detail.includes(code)) return `Failed: ${detail} (${code}).`;
  return `Failed: ${detail}${/[.!?]$/.test(detail) ? '' : '.'}`;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${Math.round(ms)} ms`;
}

function elapsed(started: number, now: () => number): number {
  return Math.max(0, Math.round(now() - started));
}

/**
 * A time budget that long-running extractors consult between pages, rows or records. A timer alone
 * cannot stop work that never yields, so extractors call `breathe()` in their loops: it lets the event
 * loop run (timers included) and stops the work once the budget is spent.
 */
export class Deadline {
  private readonly endsAt: number;

  constructor(
    timeoutMs: number,
    private readonly onExpired: () => Error,
  ) {
    this.endsAt = Date.now() + timeoutMs;
  }

  get expired(): boolean {
    return Date.now() >= this.endsAt;
  }

  check(): void {
    if (this.expired) throw this.onExpired();
  }

  async breathe(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.check();
  }
}

/** Rejects with `onTimeout()` if `work` has not settled in time; the timer never keeps the process alive. */
export function withTimeLimit<T>(work: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface Throttled {
  (): void;
  /** Drops a call still waiting for its turn (on unmount). */
  cancel(): void;
}

/**
 * Runs `action` at most once per `intervalMs`: the first call at once, later ones folded into a single
 * trailing run, so the last call of a burst is never lost.
 */
export function throttle(action: () => void, intervalMs: number): Throttled {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    lastRun = Date.now();
    action();
  };
  const throttled = () => {
    if (timer) return;
    const wait = lastRun + intervalMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and folds a burst into one trailing run', () => {
    const action = vi.fn();
    const throttled = throttle(action, 1000);
    throttled();
    expect(action).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 5; i += 1) throttled();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet interval, and cancel drops the waiting run', () => {
    const action = vi.fn();
    const throttled = throttle(action, 1000);
    throttled();
    vi.advanceTimersByTime(1500);
    throttled();
    expect(action).toHaveBeenCalledTimes(2);
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(5000);
    expect(action).toHaveBeenCalledTimes(2);
  });
});

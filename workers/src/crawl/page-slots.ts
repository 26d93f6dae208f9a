/** A counting semaphore: at most `size` holders at once, the rest wait in arrival order. */
export class PageSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: number) {
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`Page pool size must be a positive integer, got ${size}`);
  }

  /** Resolves with the function that gives the slot back; call it exactly once. */
  async acquire(): Promise<() => void> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` only drops when nobody is waiting.
      if (next) next();
      else this.active -= 1;
    };
  }
}

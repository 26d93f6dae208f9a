import type { AppSocket } from '../lib/socket';

type Handler = (...args: unknown[]) => void;

/** Just enough of a Socket.IO client: records emits and lets a test play the server's events. */
export class FakeSocket {
  connected = true;
  readonly emitted: Array<{ event: string; payload: unknown }> = [];
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(handler);
    return this;
  }

  once(event: string, handler: Handler): this {
    const wrapped: Handler = (...args) => {
      this.off(event, wrapped);
      handler(...args);
    };
    return this.on(event, wrapped);
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  emit(event: string, payload?: unknown): this {
    this.emitted.push({ event, payload });
    return this;
  }

  /** Plays an event as if the server sent it. */
  serverEmit(event: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }

  listenerCount(event: string): number {
    return this.handlers.get(event)?.size ?? 0;
  }

  emitsOf(event: string): unknown[] {
    return this.emitted.filter((item) => item.event === event).map((item) => item.payload);
  }

  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}

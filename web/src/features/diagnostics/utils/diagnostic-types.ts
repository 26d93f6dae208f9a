import type { AppSocket } from '../../../lib/socket';

export interface DiagnosticContext {
  getSocket: () => AppSocket;
}

export interface DiagnosticTest {
  id: string;
  name: string;
  /** Resolves with a short detail when the check passes; throws with the reason when it fails. */
  run: (context: DiagnosticContext) => Promise<string>;
}

export interface DiagnosticGroup {
  id: string;
  name: string;
  description: string;
  tests: DiagnosticTest[];
}

export function expect(condition: unknown, failure: string): asserts condition {
  if (!condition) throw new Error(failure);
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: Math.round(performance.now() - started) };
}

/** Resolves when the socket is connected, or fails after the timeout. */
export function connected(socket: AppSocket, timeoutMs = 5000): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('connect', onConnect);
      reject(new Error(`No Socket.IO connection within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onConnect = () => {
      clearTimeout(timer);
      resolve();
    };
    socket.once('connect', onConnect);
  });
}

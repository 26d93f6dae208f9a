import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { UseModel, UseModelLoader } from './use-model';
import type { ThreadMessage, ThreadRequest } from './use-model.thread';

interface Waiter {
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
}

/**
 * The compiled thread script: beside this module in a build; when running from .ts (the tests), the
 * build's copy if there is one (`npm test` builds first), so the model does not hold the one thread that
 * also answers requests.
 */
export function compiledModelThreadScript(): string | null {
  const candidates = [
    join(__dirname, 'use-model.thread.js'),
    join(__dirname, '..', '..', 'dist', 'ai', 'use-model.thread.js'),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * Runs the model in a worker thread of its own. TensorFlow.js's WASM backend computes on the thread that
 * calls it, ~1.3 s per batch of 16 passages: on the main thread that held every other job of a worker
 * process (the crawl of the next trial) and the api's other visitors. Resolves once the model has loaded
 * there, or rejects with the thread's reason. A thread that dies fails the batches it held, and the next
 * batch starts a new one.
 */
export function threadModelLoader(script: string): UseModelLoader {
  return async () => {
    const waiting = new Map<number, Waiter>();
    let nextId = 0;
    let worker: Promise<Worker> | null = null;
    // The thread keeps the process alive while it loads or embeds, never while it waits for work.
    const idle = (thread: Worker) => thread.unref();
    const start = (): Promise<Worker> =>
      new Promise<Worker>((resolve, reject) => {
        const thread = new Worker(script);
        const fail = (error: Error) => {
          worker = null;
          reject(error);
          for (const waiter of waiting.values()) waiter.reject(error);
          waiting.clear();
        };
        thread.on('message', (message: ThreadMessage) => {
          if (message.type === 'ready') {
            idle(thread);
            resolve(thread);
          } else if (message.type === 'failed') {
            fail(new Error(message.message));
            void thread.terminate();
          } else {
            const waiter = waiting.get(message.id);
            waiting.delete(message.id);
            if (message.type === 'embedded') waiter?.resolve(message.vectors);
            else waiter?.reject(new Error(message.message));
            if (!waiting.size) idle(thread);
          }
        });
        thread.on('error', fail);
        thread.on('exit', (code) => fail(new Error(`The model thread exited (${code})`)));
      });
    worker = start();
    await worker;
    const model: UseModel = {
      async embed(texts: string[]): Promise<Float32Array[]> {
        const thread = await (worker ??= start());
        const id = (nextId += 1);
        return new Promise<Float32Array[]>((resolve, reject) => {
          waiting.set(id, { resolve, reject });
          thread.ref();
          thread.postMessage({ id, texts } satisfies ThreadRequest);
        });
      },
    };
    return model;
  };
}

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
 * How long the thread may take to load the model, and to embed one batch, before it is taken for hung:
 * a load takes ~0.2-3 s and a batch of 16 passages ~1.3 s on this CPU. Everything awaiting the model (the
 * api's index of a conversion, and with it every question to that assistant) waits with a load that never
 * answers (an eval on a fresh machine once stalled just so; ai/README.md). A hung thread is terminated: its
 * load or batches fail, callers fall back to full text and the hashing vectors, and the next batch starts
 * a new thread.
 */
export interface ModelThreadLimits {
  loadMs: number;
  batchMs: number;
}
export const MODEL_THREAD_LIMITS: ModelThreadLimits = { loadMs: 120_000, batchMs: 120_000 };

/**
 * Runs the model in a worker thread of its own. TensorFlow.js's WASM backend computes on the thread that
 * calls it, ~1.3 s per batch of 16 passages: on the main thread that held every other job of a worker
 * process (the crawl of the next trial) and the api's other visitors. Resolves once the model has loaded
 * there, or rejects with the thread's reason. A thread that dies or hangs (ModelThreadLimits) fails the
 * batches it held, and the next batch starts a new one.
 */
export function threadModelLoader(
  script: string,
  limits: ModelThreadLimits = MODEL_THREAD_LIMITS,
): UseModelLoader {
  return async () => {
    let nextId = 0;
    let worker: Promise<ModelThread> | null = null;
    const start = (): Promise<ModelThread> => {
      const started = startThread(script, limits, () => {
        // Only the thread in use is forgotten: a terminated one's late exit leaves its successor alone.
        if (worker === started) worker = null;
      });
      return started;
    };
    worker = start();
    await worker;
    const model: UseModel = {
      async embed(texts: string[]): Promise<Float32Array[]> {
        const thread = await (worker ??= start());
        return thread.embed((nextId += 1), texts);
      },
    };
    return model;
  };
}

interface ModelThread {
  embed(id: number, texts: string[]): Promise<Float32Array[]>;
}

/** One model thread: resolves once it has loaded the model; `onGone` when it fails, exits or hangs. */
function startThread(script: string, limits: ModelThreadLimits, onGone: () => void): Promise<ModelThread> {
  return new Promise<ModelThread>((resolve, reject) => {
    const thread = new Worker(script);
    const waiting = new Map<number, Waiter & { timer: NodeJS.Timeout }>();
    let gone = false;
    // The thread keeps the process alive while it loads or embeds, never while it waits for work.
    const idle = () => thread.unref();
    const fail = (error: Error) => {
      if (gone) return;
      gone = true;
      clearTimeout(loading);
      onGone();
      reject(error);
      for (const waiter of waiting.values()) {
        clearTimeout(waiter.timer);
        waiter.reject(error);
      }
      waiting.clear();
      void thread.terminate();
    };
    const loading = setTimeout(
      () => fail(new Error(`The model thread did not load within ${limits.loadMs / 1000} s`)),
      limits.loadMs,
    );
    loading.unref();
    thread.on('message', (message: ThreadMessage) => {
      if (message.type === 'ready') {
        clearTimeout(loading);
        idle();
        resolve({
          embed: (id, texts) =>
            new Promise<Float32Array[]>((resolveBatch, rejectBatch) => {
              if (gone) return rejectBatch(new Error('The model thread has stopped'));
              const timer = setTimeout(
                () =>
                  fail(new Error(`The model thread did not embed a batch within ${limits.batchMs / 1000} s`)),
                limits.batchMs,
              );
              timer.unref();
              waiting.set(id, { resolve: resolveBatch, reject: rejectBatch, timer });
              thread.ref();
              thread.postMessage({ id, texts } satisfies ThreadRequest);
            }),
        });
      } else if (message.type === 'failed') {
        fail(new Error(message.message));
      } else {
        const waiter = waiting.get(message.id);
        waiting.delete(message.id);
        if (waiter) clearTimeout(waiter.timer);
        if (message.type === 'embedded') waiter?.resolve(message.vectors);
        else waiter?.reject(new Error(message.message));
        if (!waiting.size) idle();
      }
    });
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`The model thread exited (${code})`)));
  });
}

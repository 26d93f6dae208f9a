/**
 * Entry point of the sentence-embedding model's thread (use-model-thread.ts): loads the model once, then
 * embeds batches one after another for as long as the process runs. Vectors travel back as transferred
 * Float32Array buffers, so nothing is copied on the way.
 */
import { parentPort } from 'node:worker_threads';
import { loadBundledModel } from './use-model';

export type ThreadRequest = { id: number; texts: string[] };
export type ThreadMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'embedded'; id: number; vectors: Float32Array[] }
  | { type: 'error'; id: number; message: string };

const send = (message: ThreadMessage, transfer: ArrayBuffer[] = []) =>
  parentPort?.postMessage(message, transfer);

loadBundledModel().then(
  (model) => {
    parentPort?.on('message', ({ id, texts }: ThreadRequest) => {
      model.embed(texts).then(
        (embedded) => {
          const vectors = embedded.map((vector) => Float32Array.from(vector));
          send(
            { type: 'embedded', id, vectors },
            vectors.map((vector) => vector.buffer as ArrayBuffer),
          );
        },
        (error: unknown) => send({ type: 'error', id, message: (error as Error).message }),
      );
    });
    send({ type: 'ready' });
  },
  (error: unknown) => send({ type: 'failed', message: (error as Error).message }),
);

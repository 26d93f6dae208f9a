import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadModelLoader } from './use-model-thread';

/**
 * Stand-ins for the model's thread script (use-model.thread.ts), speaking its protocol: one never finishes
 * loading; the other loads, leaves the first batch any of its threads receives unanswered, and answers the
 * rest (a thread that hung once, then a fresh one that works).
 */
const NEVER_READY = `setInterval(() => {}, 1000);`;
const HANGS_ONCE = (flag: string) => `
const { parentPort } = require('node:worker_threads');
const { existsSync, writeFileSync } = require('node:fs');
parentPort.on('message', ({ id, texts }) => {
  if (!existsSync(${JSON.stringify(flag)})) { writeFileSync(${JSON.stringify(flag)}, 'hung'); return; }
  parentPort.postMessage({ type: 'embedded', id, vectors: texts.map(() => Float32Array.of(1, 0)) });
});
parentPort.postMessage({ type: 'ready' });`;

describe('the model thread', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'model-thread-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives up on a thread that never finishes loading instead of waiting for it forever', async () => {
    const script = join(dir, 'never-ready.js');
    writeFileSync(script, NEVER_READY);
    const load = threadModelLoader(script, { loadMs: 300, batchMs: 300 });
    await expect(load()).rejects.toThrow(/did not load within 0.3 s/);
  });

  it('fails a batch the thread never answers, and embeds the next one in a new thread', async () => {
    const script = join(dir, 'hangs-once.js');
    writeFileSync(script, HANGS_ONCE(join(dir, 'hung.flag')));
    const model = await threadModelLoader(script, { loadMs: 5_000, batchMs: 300 })();
    await expect(model.embed(['first'])).rejects.toThrow(/did not embed a batch within 0.3 s/);
    const [vector] = await model.embed(['second']);
    expect(Array.from(vector)).toEqual([1, 0]);
  });
});

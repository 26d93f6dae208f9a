/** HTML extraction thread scripts for tests, which run from TypeScript sources. */
import { join } from 'node:path';
import type { ThreadScript } from '../../extract/thread-runner';
import { typescriptThread } from '../../extract/__fixtures__/thread-scripts';

export const SOURCE_HTML_THREAD = typescriptThread(join(__dirname, '..', 'html-extract.thread.ts'));

/** Dies while reading its first page, as a thread out of memory would. */
export const DYING_HTML_THREAD: ThreadScript = {
  source: `require('node:worker_threads').parentPort.on('message', () => process.exit(3));`,
  eval: true,
};

/**
 * Worker-thread scripts for tests. Tests run from TypeScript sources, so the real thread entry is
 * loaded through a tiny require hook that compiles .ts files with swc (the compiler jest uses too).
 */
import { join } from 'node:path';
import type { ThreadScript } from '../thread-runner';

const SWC_HOOK = `
const fs = require('node:fs');
const swc = require('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const options = { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
  module._compile(swc.transformSync(fs.readFileSync(filename, 'utf8'), options).code, filename);
};`;

/** A thread running a TypeScript entry file of the workers' sources. */
export function typescriptThread(entry: string): ThreadScript {
  return { source: `${SWC_HOOK}\nrequire(${JSON.stringify(entry)});`, eval: true };
}

export const SOURCE_THREAD = typescriptThread(join(__dirname, '..', 'extract.thread.ts'));

/** Never answers and never yields: what a parser caught in an endless loop looks like. */
export const STUCK_THREAD: ThreadScript = { source: 'while (true) {}', eval: true };

/** Allocates until the heap limit is hit. */
export const GREEDY_THREAD: ThreadScript = {
  source: 'const hoard = []; while (true) hoard.push(new Array(1e6).fill(Math.random()));',
  eval: true,
};

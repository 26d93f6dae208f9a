// Access to the built product (api/dist, workers/dist, libs/*/dist) from the bench's ES modules.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(`${ROOT}package.json`);

/** require() of a built CommonJS module, by path from the repository root or by package name. */
export function load(path) {
  return require(path.startsWith('@') ? path : `${ROOT}${path}`);
}

/** The product's own config loader, over the environment the bench prepared (database, prefix, limits). */
export function benchConfig(overrides = {}) {
  const { loadConfig } = load('@gptsite/server');
  return loadConfig({
    ...process.env,
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...overrides,
  });
}

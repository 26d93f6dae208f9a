/* eslint-disable @typescript-eslint/no-require-imports -- a Jest config file, read by Jest as CommonJS */
// `npm run eval`: run.eval-spec.ts, the eval corpus through the real pipeline and the public API, with the
// e2e project's setup (its own database and Redis prefix, dropped afterwards). Its own config, so the root
// config's projects (npm test) never match it; the eval's unit tests (verdict.spec.ts) run with `unit`.
const { join } = require('node:path');
const root = join(__dirname, '..', '..');
const e2e = require(join(root, 'jest.config.js')).projects.find((project) => project.displayName === 'e2e');
module.exports = {
  ...e2e,
  rootDir: root,
  displayName: 'eval',
  testMatch: ['<rootDir>/test/eval/run.eval-spec.ts'],
};

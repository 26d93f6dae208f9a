/* eslint-disable @typescript-eslint/no-require-imports -- a Jest config file, read by Jest as CommonJS */
// `npm run eval:retrieval`: retrieval-replay.eval-spec.ts, retrieval over the tuning knowledge the last eval
// recorded. No database, Redis or browser: the unit project's setup.
const { join } = require('node:path');
const root = join(__dirname, '..', '..');
const unit = require(join(root, 'jest.config.js')).projects.find((project) => project.displayName === 'unit');
module.exports = {
  ...unit,
  rootDir: root,
  displayName: 'eval-retrieval',
  testMatch: ['<rootDir>/test/eval/retrieval-replay.eval-spec.ts'],
};

/* eslint-disable @typescript-eslint/no-require-imports -- a Jest config file, read by Jest as CommonJS */
// Runs the *.measure.ts files in this folder (measurements that print figures, not tests).
const { join } = require('node:path');
const root = join(__dirname, '..', '..', '..', '..', '..');
const unit = require(join(root, 'jest.config.js')).projects.find((project) => project.displayName === 'unit');
module.exports = {
  ...unit,
  rootDir: root,
  displayName: 'measure',
  testMatch: ['<rootDir>/libs/server/src/ai/__fixtures__/*.measure.ts'],
};

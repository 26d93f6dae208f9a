// Three layers, one recipe each (style.md 12): unit tests beside the code, integration tests against the
// real Postgres and Redis, end-to-end tests of the whole stack with real Chromium and real sites.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@gptsite/shared$': '<rootDir>/libs/shared/src',
    '^@gptsite/server$': '<rootDir>/libs/server/src',
  },
  testEnvironment: 'node',
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      // test/eval/*.spec.ts: the eval's own verdict rules (the eval itself, *.eval-spec.ts, is npm run eval).
      testMatch: ['<rootDir>/{libs,api,workers}/**/src/**/*.spec.ts', '<rootDir>/test/eval/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      // Faults and abuse (issue 12): dependencies killed and restarted, fuzzed bodies. Own Redis/Postgres.
      ...common,
      displayName: 'reliability',
      testMatch: ['<rootDir>/test/reliability/**/*.reliability-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};

// One lint setup for every package; Prettier owns formatting, so its conflicting rules are off.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'test/artifacts/**',
      'bench/results.*',
      'test/eval/corpus/*/site/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The widget's scripts run in visitors' browsers, as plain scripts.
    files: ['api/widget-assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Import boundaries: each package reaches another only through its published entry point
  // (@gptsite/shared, @gptsite/server), never into its files, and never into an app. Tests, fixtures and
  // measurement harnesses may reach across to exercise the real parts together.
  ...boundaries([
    {
      files: ['libs/shared/src/**/*.ts'],
      forbidden: ['libs/server', 'api/src', 'workers/src', 'web/src'],
      packages: ['server', 'api', 'workers', 'web'],
    },
    {
      files: ['libs/server/src/**/*.ts'],
      forbidden: ['libs/shared', 'api/src', 'workers/src', 'web/src'],
      packages: ['api', 'workers', 'web'],
    },
    {
      files: ['api/src/**/*.ts'],
      forbidden: ['libs', 'workers/src', 'web/src'],
      packages: ['workers', 'web'],
    },
    { files: ['workers/src/**/*.ts'], forbidden: ['libs', 'api/src', 'web/src'], packages: ['api', 'web'] },
    {
      files: ['web/src/**/*.{ts,tsx}'],
      forbidden: ['libs', 'api/src', 'workers/src'],
      packages: ['server', 'api', 'workers'],
    },
  ]),
);

/** One no-restricted-imports block per package: no relative path into `forbidden` folders, no `packages`. */
function boundaries(rules) {
  return rules.map(({ files, forbidden, packages }) => ({
    files,
    ignores: ['**/*.spec.ts', '**/*.test.{ts,tsx}', '**/__fixtures__/**', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${forbidden.join('|')})(/|$)`,
              message:
                'Another package: import its entry point (@gptsite/shared or @gptsite/server), not its files.',
            },
            {
              regex: `^@gptsite/(${packages.join('|')})(/|$)`,
              message:
                'This package may not depend on that one (see the import boundaries in eslint.config.mjs).',
            },
          ],
        },
      ],
    },
  }));
}

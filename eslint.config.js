// ESLint for the whole repository: `npm run lint` (cached); `npm test` runs it and fails on any
// finding. Correctness rules only, no formatting: @eslint/js recommended, typescript-eslint's
// type-checked recommended set on TypeScript (types from each workspace's tsconfig through the
// project service) and the React hooks rules, with the React Compiler's checks, on the website and
// the operator console.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Tests and what only tests import (kits, fixtures, the browser tests' support). */
const TEST_CODE = [
  '**/*.test.{ts,tsx}',
  '**/*-test-kit.ts',
  '**/*-fixtures.ts',
  '**/__fixtures__/**',
  'apps/api/src/test/**',
  'e2e/**',
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    'e2e/artifacts/',
    'apps/api/data/',
    // data, generated (apps/api/scripts/build-gazetteer.mjs) or recorded (Google fixtures)
    '**/*.json',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // root files no workspace tsconfig includes get a default program
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a signature, a rest sibling)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // async without await is how a Fastify handler or a Promise-returning interface (providers, stores) is written
      '@typescript-eslint/require-await': 'off',
      // React ignores an event handler's return; the async handlers catch their own errors (other void-return checks stay)
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },

  // plain JavaScript (build, bench and test scripts) is in no tsconfig: no type-aware rules there
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  // tests read JSON answers typed `any` (TestApp.call, response.json()) and check them with expect();
  // expect(mock.method) passes a vi.fn, never calls it unbound
  {
    files: TEST_CODE,
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Node: API, packages, scripts, browser tests, configs
  {
    files: [
      'apps/api/**',
      'packages/**',
      'scripts/**',
      'e2e/**',
      'apps/web/scripts/**',
      'apps/web/vite.config.ts',
      'apps/console/scripts/**',
      'apps/console/vite.config.ts',
      '*.{js,mjs,ts}',
    ],
    ignores: ['packages/ui/**'],
    languageOptions: { globals: { ...globals.node } },
  },

  // the website and the operator console run in the browser, with the pieces they share (packages/ui)
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },

  // packages/ui is shared by both apps: it imports neither app (nor the API) and nothing with I/O
  {
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kerbside/web', '@kerbside/web/*', '@kerbside/console', '@kerbside/console/*', '@kerbside/api', '@kerbside/api/*', '**/apps/**'],
              message: 'packages/ui is shared by both apps and imports none of them.',
            },
            { group: ['node:*'], message: 'packages/ui has no I/O: it runs in the browser.' },
          ],
        },
      ],
    },
  },
);

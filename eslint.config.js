// ESLint for the whole repository: `npm run lint` (cached); `npm test` runs it and fails on any
// finding. Correctness rules only, no formatting: @eslint/js recommended, typescript-eslint's
// type-checked recommended set on TypeScript (types from each workspace's tsconfig through the
// project service) and the React hooks rules, with the React Compiler's checks, on the website and
// the operator console.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

const API_MODULES = readdirSync(new URL('./apps/api/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const APPS = ['api', 'web', 'console', 'driver'];

/**
 * The layering of ARCHITECTURE.md: an API module uses another only through its public index (so
 * what a module keeps to itself can change without touching the others); no app imports another;
 * the pure packages import no app. Tests may reach into any module (they drive the whole app).
 * What every module needs is in the API's platform layer (apps/api/src/platform/), which imports
 * no module.
 */
const BOUNDARIES = [
  ...API_MODULES.map((name) => ({
    target: `./apps/api/src/modules/${name}/**`,
    from: `./apps/api/src/modules/!(${name})/**/!(index).ts`,
    message: `Use the module's public index (modules/<name>/index.ts), or the platform layer, not another module's files.`,
  })),
  {
    target: './apps/api/src/platform/**',
    from: './apps/api/src/modules/**',
    message: 'The platform layer (company scope, audit writer, outbox, clock, live events, limiter) serves the modules and never imports one.',
  },
  ...APPS.map((name) => ({
    target: `./apps/${name}/**`,
    from: APPS.filter((other) => other !== name).map((other) => `./apps/${other}/**`),
    message: 'Apps never import each other: share through packages/.',
  })),
  { target: './packages/**', from: './apps/**', message: 'Packages never import an app.' },
  { target: './packages/domain/**', from: './packages/!(domain)/**', message: 'packages/domain imports no other package: contract and apps build on it.' },
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    'e2e/artifacts/',
    'apps/api/data/',
    // data, generated (apps/api/scripts/build-gazetteer.mjs) or recorded (Google fixtures)
    '**/*.json',
    // samples that break the import rules on purpose (scripts/eslint-rules.test.ts lints them)
    'packages/contract/src/__fixtures__/lint-samples/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // root files no workspace tsconfig includes get a default program
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.test.ts'] },
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
      'apps/driver/scripts/**',
      'apps/driver/vite.config.ts',
      '*.{js,mjs,ts}',
    ],
    ignores: ['packages/ui/**'],
    languageOptions: { globals: { ...globals.node } },
  },

  // imports: no cycles anywhere, and the boundaries above outside the tests
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
    },
  },
  {
    files: TEST_CODE,
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  // the pure rules do no I/O: no Node built-ins, no network or database packages
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(node:|fs|path|http|https|net|child_process|crypto|os)', message: 'packages/domain is pure: pass what it needs in.' }, { regex: '^(zod|kysely|fastify|pg|better-sqlite3|stripe|nodemailer|ioredis)', message: 'packages/domain is pure: no schemas, database or network packages.' }] },
      ],
    },
  },

  // the website, the operator console and the drivers' app run in the browser, with the pieces they share (packages/ui)
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}', 'apps/driver/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  // the drivers' app's service worker runs in a worker of its own (its own tsconfig, lib WebWorker)
  {
    files: ['apps/driver/src/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
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
              group: ['@kerbside/web', '@kerbside/web/*', '@kerbside/console', '@kerbside/console/*', '@kerbside/driver', '@kerbside/driver/*', '@kerbside/api', '@kerbside/api/*', '**/apps/**'],
              message: 'packages/ui is shared by the apps and imports none of them.',
            },
            { group: ['node:*'], message: 'packages/ui has no I/O: it runs in the browser.' },
          ],
        },
      ],
    },
  },
);

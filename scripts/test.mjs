#!/usr/bin/env node
// `npm test`: type-checks every workspace, lints (`npm run lint`, failing on any finding), runs unit
// and API tests (Vitest), then builds the site and runs the browser tests against it. `npm test --
// unit` stops after the unit and API tests; `npm test -- api` runs only the API tests (CI repeats
// them on PostgreSQL with DATABASE_URL set). Each test run says how long it took against its time
// budget (README, "Tests and their time budget"). Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECTS, typecheck } from './typecheck.mjs';

const scope = process.argv[2] ?? 'all';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's file, name and first message line, repeated at the end where a log's tail shows them. */
const failures = [];
let failedStep = null;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedStep ??= label;
  return result.status === 0;
}

/** Seconds each test run should stay under on a quiet 2-core machine; generous, as load varies. */
const BUDGET_SECONDS = { unit: 150, postgres: 150, browser: 600 };

function vitest(label, args, budgetSeconds) {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'kerbside-test-')), 'report.json');
  const started = Date.now();
  run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  // Told, not failed: on a shared machine the same run takes several times as long under load.
  const seconds = Math.round((Date.now() - started) / 1000);
  const over = seconds > budgetSeconds ? ', over it: see the README, "Tests and their time budget"' : '';
  console.log(`${label}: ${seconds} s (budget ${budgetSeconds} s${over})`);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    if (report.numTotalTests === 0) failedStep ??= `${label}: no tests ran`;
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name);
      if (file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed')) {
        failures.push(`${where}: ${firstLine(file.message)}`);
      }
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
    }
  } catch {
    failedStep ??= `${label}: no report`;
  }
  rmSync(path.dirname(out), { recursive: true, force: true });
}

function firstLine(text) {
  return String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
}

if (scope === 'api') {
  const onPostgres = Boolean(process.env.DATABASE_URL);
  vitest(`API tests on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, ['apps/api'], onPostgres ? BUDGET_SECONDS.postgres : BUDGET_SECONDS.unit);
} else {
  for (const project of PROJECTS) if (!typecheck(project)) failedStep ??= `type-check ${project}`;
  run('lint (ESLint)', 'npm', ['run', '--silent', 'lint']);
  vitest('unit and API tests', [], BUDGET_SECONDS.unit);
  if (scope !== 'unit') {
    run('build the website and the API', 'npm', ['run', 'build']);
    vitest('browser tests (Chromium)', ['--config', 'e2e/vitest.config.ts'], BUDGET_SECONDS.browser);
  }
}

console.log('');
for (const failure of failures) console.log(`✗ ${failure}`);
if (failedStep) console.log(`Failed: ${failedStep}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);

#!/usr/bin/env node
// `npm run typecheck`: type-checks every workspace with its own tsconfig (strict, no emit).
// `npm test` runs the same checks first.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const PROJECTS = ['packages/domain', 'packages/contract', 'packages/ui', 'apps/api', 'apps/web', 'apps/console', 'apps/driver', 'apps/driver/src/service-worker', 'e2e'];

/** Type-checks one workspace; true when it has no errors. */
export function typecheck(project) {
  console.log(`\n▶ type-check ${project}`);
  return spawnSync('npx', ['tsc', '--noEmit', '-p', `${project}/tsconfig.json`], { stdio: 'inherit' }).status === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const failed = PROJECTS.filter((project) => !typecheck(project));
  if (failed.length > 0) console.log(`\nType errors in: ${failed.join(', ')}`);
  process.exit(failed.length > 0 ? 1 : 0);
}

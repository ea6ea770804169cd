/**
 * The import rules of eslint.config.js fire: a cycle, another API module's internals, the API's
 * platform layer importing a module, an app importing another, I/O in packages/domain. Samples are linted as files at the paths they name
 * (the cycle's two files are real, under packages/contract/src/__fixtures__/lint-samples/, left out
 * of `npm run lint`).
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The samples are in no tsconfig: they are parsed without types (the import rules need none).
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  ignore: false,
  overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['**/lint-sample.ts', '**/lint-samples/**'] },
});

async function rulesFiredOn(text: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the import rules', () => {
  it('fail on an import cycle', async () => {
    const results = await eslint.lintFiles(['packages/contract/src/__fixtures__/lint-samples/cycle-*.ts']);
    expect(results.map((result) => result.messages.map((message) => message.ruleId))).toEqual([['import-x/no-cycle'], ['import-x/no-cycle']]);
  }, 120_000);

  it("fail on another API module's internals, and let its public index through", async () => {
    const module = 'apps/api/src/modules/quotes/lint-sample.ts';
    expect(await rulesFiredOn("import { staffGuard } from '../staff/staff-guard.js';\nexport const sample = staffGuard;\n", module)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFiredOn("import { createStaffModule } from '../staff/index.js';\nexport const sample = createStaffModule;\n", module)).toEqual([]);
  }, 120_000);

  it('fail on the platform layer importing a module, and let a module use the platform', async () => {
    const platform = 'apps/api/src/platform/audit/lint-sample.ts';
    expect(await rulesFiredOn("import { createStaffModule } from '../../modules/staff/index.js';\nexport const sample = createStaffModule;\n", platform)).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFiredOn("import { actorOf } from '../../platform/company-scope/index.js';\nexport const sample = actorOf;\n", 'apps/api/src/modules/quotes/lint-sample.ts')).toEqual([]);
  }, 120_000);

  it('fail on an app importing another, and on I/O in the pure rules', async () => {
    expect(await rulesFiredOn("import { api } from '../../../console/src/lib/api-client';\nexport const sample = api;\n", 'apps/web/src/lib/lint-sample.ts')).toEqual(['import-x/no-restricted-paths']);
    // the drivers' app: never the console's code (shared UI comes from packages/ui), nor the API's
    expect(await rulesFiredOn("import { api } from '../../../console/src/lib/api-client';\nexport const sample = api;\n", 'apps/driver/src/app/lint-sample.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFiredOn("import { DRIVER_APP_PATH } from '../../../api/src/http/driver-static';\nexport const sample = DRIVER_APP_PATH;\n", 'apps/driver/src/app/lint-sample.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(await rulesFiredOn("import { readFileSync } from 'node:fs';\nexport const sample = readFileSync;\n", 'packages/domain/src/lint-sample.ts')).toEqual(['no-restricted-imports']);
  }, 120_000);
});

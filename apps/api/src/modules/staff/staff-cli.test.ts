/**
 * `npm run staff`: the first owner of a company and a platform admin on a real deployment. The
 * printed link is opened and accepted through the real server, and the person is signed in.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { runStaffCommand } from './staff-command.js';
import { DEMO_COMPANIES, freshEmail, newAddress } from './staff-test-kit.js';

const PUBLIC_URL = 'https://ops.example.test';
const kit = testAppWithDb({ env: { TRUST_PROXY: 'true' } });
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await runStaffCommand(argv, { db: kit.db, publicUrl: PUBLIC_URL, now: () => new Date(), print: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

const tokenIn = (output: string) => {
  const match = new RegExp(`${PUBLIC_URL}/operator/set-password#token=([A-Za-z0-9_-]{43})`).exec(output);
  if (!match) throw new Error(`no link in: ${output}`);
  return match[1]!;
};

const accept = (token: string, password = 'the first owner password') => kit.api.call('POST', OPERATIONS.operatorAcceptInvite.path, { token, password }, newAddress());

describe('npm run staff', () => {
  it('add-owner: an owner of an existing company (any case), who signs in through the printed link', async () => {
    const email = freshEmail('first-owner');
    const { code, output } = await run('add-owner', '--company', 'riverside EXECUTIVE cars', '--email', email.toUpperCase(), '--name', 'First Owner');
    expect(code).toBe(0);
    expect(output).toContain(`Added First Owner <${email}> as an owner of ${DEMO_COMPANIES.riverside}.`);
    const token = tokenIn(output);
    // Printed, not mailed.
    expect(await kit.db.kysely.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).toEqual([]);
    const opened = await kit.api.call('GET', pathOf(OPERATIONS.operatorGetInvite, { token }), undefined, newAddress());
    expect(opened.body.data).toMatchObject({ email, role: 'owner', company_name: DEMO_COMPANIES.riverside });
    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.staff).toMatchObject({ email, role: 'owner', company: { name: DEMO_COMPANIES.riverside } });
    const row = await kit.db.kysely.selectFrom('staff').select(['is_demo', 'is_active']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ is_demo: 0, is_active: 1 });
    const audit = await kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'detail']).where('action', '=', 'staff.invited').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: null });
    expect(JSON.parse(audit.detail)).toEqual({ role: 'owner', email, via: 'command line' });
  });

  it('add-admin: a platform admin; new-link replaces the link of someone who has not set a password', async () => {
    const email = freshEmail('admin');
    const first = await run('add-admin', '--email', email, '--name', 'New Admin');
    expect(first.code).toBe(0);
    expect(first.output).toContain('as a platform admin');
    const renewed = await run('new-link', '--email', email);
    expect(renewed.code).toBe(0);
    expect((await accept(tokenIn(first.output))).status).toBe(404);
    const accepted = await accept(tokenIn(renewed.output));
    expect(accepted.body.data.staff).toMatchObject({ email, role: 'platform_admin', company: null });
    expect(await run('new-link', '--email', email)).toEqual({ code: 1, output: `${email} has already set a password.` });
  });

  it('refuses an unknown company (naming the known ones), an email on the staff, and usage mistakes', async () => {
    const unknown = await run('add-owner', '--company', 'Nobody Cars', '--email', freshEmail('x'), '--name', 'X');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain(`No company named "Nobody Cars". Companies: "${DEMO_COMPANIES.skyline}", "${DEMO_COMPANIES.greenline}", "${DEMO_COMPANIES.riverside}".`);
    const taken = await run('add-admin', '--email', 'owner@riverside-cars.example', '--name', 'X');
    expect(taken.code).toBe(1);
    expect(taken.output).toContain('is already on the staff');
    expect((await run('new-link', '--email', 'nobody@example.com')).code).toBe(1);
    for (const argv of [[], ['add-owner'], ['add-admin', '--email', 'not-an-email', '--name', 'X'], ['add-admin', '--email', 'a@example.com'], ['remove', '--email', 'a@example.com'], ['add-admin', '--bogus']]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.output).toContain('Usage: npm run staff -- <command>');
    }
  });

  it('runs as `npm run staff` against the configured database', async () => {
    const email = freshEmail('spawned');
    const env = { ...process.env, SQLITE_PATH: kit.api.config.SQLITE_PATH, DATABASE_URL: kit.api.config.DATABASE_URL ?? '', PUBLIC_URL, LOG_LEVEL: 'silent' };
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'staff', '--', 'add-owner', '--company', DEMO_COMPANIES.skyline, '--email', email, '--name', 'Spawned Owner'], { cwd: apiDir, env });
    expect(stdout).toContain(`Added Spawned Owner <${email}> as an owner of ${DEMO_COMPANIES.skyline}.`);
    expect((await accept(tokenIn(stdout))).body.data.staff).toMatchObject({ email, role: 'owner' });
  }, 60_000);
});

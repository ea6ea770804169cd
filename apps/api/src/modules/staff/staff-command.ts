/**
 * `npm run staff -- <command>` (staff-cli.ts): a company's first owner, or a platform admin, on a
 * real deployment, where the demo logins refuse everyone but this machine. Prints the person's
 * set-password link (nothing is mailed: hand it over yourself). Console owners invite everyone else.
 */
import { parseArgs } from 'node:util';
import { email as emailSchema, text } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../platform/audit/index.js';
import { issueInvite, type Invitee } from './invites.js';
import { createStaffMembersRepository } from './staff-members.repository.js';
import { createStaffRepository } from './staff.repository.js';
import type { StaffRole } from './staff.tables.js';
import { INVITE_LIFETIME_MS } from './staff-tokens.js';

export const STAFF_COMMAND_USAGE = `Usage: npm run staff -- <command>
  add-owner --company "Company name" --email person@example.com --name "Full Name"
      An owner of an existing company (the name as the site shows it, any case).
  add-admin --email person@example.com --name "Full Name"
      A platform admin: sees and manages every company.
  new-link --email person@example.com
      A fresh set-password link for someone who has not set a password yet (earlier links stop working).
Each prints a set-password link that works once, for ${INVITE_LIFETIME_MS / 3_600_000} hours. Links start with PUBLIC_URL.`;

export interface StaffCommandDeps {
  db: Db;
  publicUrl: string;
  now: () => Date;
  print(line: string): void;
}

/** Exit codes: 0 done, 1 refused (the message says why), 2 a usage mistake. */
export async function runStaffCommand(argv: readonly string[], deps: StaffCommandDeps): Promise<0 | 1 | 2> {
  const [command, ...rest] = argv;
  let values: { company?: string | undefined; email?: string | undefined; name?: string | undefined };
  try {
    ({ values } = parseArgs({ args: rest, options: { company: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } }, strict: true }));
  } catch (error) {
    deps.print(`${(error as Error).message}\n\n${STAFF_COMMAND_USAGE}`);
    return 2;
  }
  const email = emailSchema().safeParse(values.email ?? '');
  const name = text(120).min(1).safeParse(values.name ?? '');
  const members = createStaffMembersRepository(deps.db);

  if (command === 'new-link' && email.success) return newLink(email.data, deps);
  if ((command === 'add-owner' || command === 'add-admin') && email.success && name.success) {
    if (await members.emailTaken(email.data)) {
      deps.print(`${email.data} is already on the staff. For someone who has not set a password yet: npm run staff -- new-link --email ${email.data}`);
      return 1;
    }
    if (command === 'add-admin') return add(deps, { role: 'platform_admin', email: email.data, name: name.data, company: null });
    const company = values.company ? await members.companyNamed(values.company) : null;
    if (!company) {
      const names = await members.companyNames();
      deps.print(`No company named "${values.company ?? ''}". Companies: ${names.length > 0 ? names.map((n) => `"${n}"`).join(', ') : 'none yet'}.`);
      return 1;
    }
    return add(deps, { role: 'owner', email: email.data, name: name.data, company });
  }
  deps.print(STAFF_COMMAND_USAGE);
  return 2;
}

async function add(deps: StaffCommandDeps, who: { role: StaffRole; email: string; name: string; company: { id: number; name: string } | null }): Promise<0> {
  const members = createStaffMembersRepository(deps.db);
  const now = deps.now();
  const issued = await deps.db.kysely.transaction().execute(async (trx) => {
    const id = await members.insertInvited(trx, { companyId: who.company?.id ?? null, role: who.role, name: who.name, email: who.email, now: now.toISOString() });
    const invitee: Invitee = { id, name: who.name, email: who.email, role: who.role, companyName: who.company?.name ?? null };
    const link = await issueInvite(trx, { repo: members, publicUrl: deps.publicUrl, now }, invitee, null);
    await recordAudit(trx, { companyId: who.company?.id ?? null, staffId: null, action: 'staff.invited', subjectType: 'staff', subjectId: id, detail: { role: who.role, email: who.email, via: 'command line' }, at: now.toISOString() });
    return link;
  });
  const what = who.company ? `an owner of ${who.company.name}` : 'a platform admin';
  deps.print(`Added ${who.name} <${who.email}> as ${what}.`);
  printLink(deps, issued);
  return 0;
}

async function newLink(email: string, deps: StaffCommandDeps): Promise<0 | 1> {
  const found = await createStaffRepository(deps.db.kysely).findByEmail(email);
  if (!found) {
    deps.print(`Nobody on the staff has the email ${email}.`);
    return 1;
  }
  if (found.password_hash !== null || found.is_active !== 1) {
    deps.print(found.is_active !== 1 ? `${email} is deactivated.` : `${email} has already set a password.`);
    return 1;
  }
  const members = createStaffMembersRepository(deps.db);
  const now = deps.now();
  const issued = await deps.db.kysely.transaction().execute(async (trx) => {
    const invitee: Invitee = { id: found.id, name: found.name, email: found.email, role: found.role, companyName: found.company_name };
    const link = await issueInvite(trx, { repo: members, publicUrl: deps.publicUrl, now }, invitee, null);
    await recordAudit(trx, { companyId: found.company_id, staffId: null, action: 'staff.invite_resent', subjectType: 'staff', subjectId: found.id, detail: { via: 'command line' }, at: now.toISOString() });
    return link;
  });
  printLink(deps, issued);
  return 0;
}

function printLink(deps: StaffCommandDeps, issued: { link: string; expiresAt: Date }) {
  deps.print(`Set-password link (works once, until ${issued.expiresAt.toISOString()}):\n${issued.link}`);
}

/** Shared pieces of the staff-management and invitation tests. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../passengers/passwords.js';
import type { StaffRole } from './staff.tables.js';

export const DEMO_COMPANIES = {
  riverside: 'Riverside Executive Cars',
  skyline: 'Capital Skyline Transfers',
  greenline: 'Greenline Private Hire',
} as const;

export async function companyIdOf(db: Db, name: string): Promise<number> {
  const row = await db.kysely.selectFrom('companies').select('id').where('company_name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

/** An email no other test (or earlier run against the same Redis) used. */
export const freshEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@staff.example`;

/** A real (not demo) staff member with a password, who can sign in from anywhere. */
export async function addStaff(db: Db, p: { companyId: number | null; role: StaffRole; email?: string; password?: string; active?: boolean }): Promise<{ id: number; email: string; password: string }> {
  const email = p.email ?? freshEmail(p.role);
  const password = p.password ?? 'a long enough password';
  const row = await db.kysely
    .insertInto('staff')
    .values({
      company_id: p.companyId,
      role: p.role,
      name: `Test ${p.role}`,
      email,
      password_hash: await hashPassword(password),
      is_active: p.active === false ? 0 : 1,
      is_demo: 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email, password };
}

export interface InviteMail {
  subject: string;
  text: string;
  html: string;
  kind: string;
  companyId: number | null;
  link: string;
  token: string;
}

/** The newest invitation mail to `email`, and the token of its link. */
export async function inviteMailTo(db: Db, email: string): Promise<InviteMail> {
  const mail = await db.kysely
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'html_body', 'kind', 'company_id'])
    .where('to_address', '=', email)
    .where('kind', '=', 'staff_invite')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`No invitation mailed to ${email}`);
  const match = /(\S+\/operator\/set-password#token=([A-Za-z0-9_-]{43}))/.exec(mail.text_body);
  if (!match) throw new Error(`No set-password link in the mail to ${email}`);
  return { subject: mail.subject, text: mail.text_body, html: mail.html_body, kind: mail.kind, companyId: mail.company_id, link: match[1]!, token: match[2]! };
}

let lastAddress = 0;
/** A client address of its own (the app trusts X-Forwarded-For in these tests), so per-address limits stay apart. */
export function newAddress(): Record<string, string> {
  lastAddress += 1;
  return { 'x-forwarded-for': `10.77.${(lastAddress >> 8) & 255}.${lastAddress & 255}` };
}

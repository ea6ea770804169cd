/**
 * Staff management (`/api/operator/v1/staff`, owners and platform admins) and the set-password
 * link an invited person opens (`/api/operator/v1/invites`, no session).
 */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { email, secretText, text } from '../text.js';
import { companyFilterField, recordId } from './id-params.js';
import { staffCompanySchema, staffRoleSchema } from './session.js';

/** Roles an owner gives; platform admins are added on the server (`npm run staff -- add-admin`). */
export const INVITABLE_ROLES = ['owner', 'dispatcher'] as const;
export const invitableRoleSchema = z.enum(INVITABLE_ROLES);
export type InvitableRole = z.infer<typeof invitableRoleSchema>;

/** The shortest password a staff member may set. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 200;

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** Null for a platform admin. */
  company: staffCompanySchema.nullable(),
  /** False once deactivated: cannot sign in, every session ended. */
  active: z.boolean(),
  /** Invited, and has not set a password yet. */
  pending: z.boolean(),
  /** While pending: when their newest set-password link stops working (it may be past: send a new one). Null once they have a password. */
  invite_expires_at: z.string().nullable(),
  created_at: z.string(),
  /** When they last signed in (a session began), or null. */
  last_sign_in_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListQuerySchema = z.object({ company_id: companyFilterField() });
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

const inviteFields = z.object({
  name: text(120).min(1, 'Enter their name'),
  email: email(),
  role: invitableRoleSchema,
  /** Platform admins: the company to invite into (required for them). An owner invites into their own company. */
  company_id: recordId().optional(),
});
export const staffInviteRequestSchema = lenient(inviteFields);
export type StaffInviteRequest = z.input<typeof inviteFields>;

const roleFields = z.object({ role: invitableRoleSchema });
export const staffRoleRequestSchema = lenient(roleFields);
export type StaffRoleRequest = z.input<typeof roleFields>;

export const staffIdParamsSchema = z.object({ staffId: recordId() });

/** What the set-password page shows before the person chooses a password. */
export const staffInviteSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** Null for a platform admin's invitation. */
  company_name: z.string().nullable(),
  expires_at: z.string(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** The token of a set-password link: 43 base64url characters (anything else is a 404, like a used one). */
export const inviteTokenParamsSchema = z.object({ token: text(100) });

const acceptFields = z.object({
  token: text(100).min(1, 'The link is incomplete. Open it again from the email.'),
  password: secretText(STAFF_PASSWORD_MAX_LENGTH).min(STAFF_PASSWORD_MIN_LENGTH, `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`),
});
export const acceptInviteRequestSchema = lenient(acceptFields);
export type AcceptInviteRequest = z.input<typeof acceptFields>;

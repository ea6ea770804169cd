/** Staff management and invitations, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { z } from 'zod';
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { idParamsSchema } from './id-params.js';
import { staffSessionSchema } from './session.js';
import {
  acceptInviteRequestSchema,
  inviteTokenParamsSchema,
  staffIdParamsSchema,
  staffInviteRequestSchema,
  staffInviteSchema,
  staffListQuerySchema,
  staffMemberSchema,
  staffRoleRequestSchema,
} from './staff.js';


const member = named('StaffMemberResponse', okResponse(staffMemberSchema));
const TAG = 'Operator staff' as const;
const OWNERS_ONLY = 'A dispatcher (only owners and platform admins manage staff), or the CSRF header is missing or wrong.';
const OUTSIDE = 'No such staff member in your company (staff of other companies are not found either).';

export const STAFF_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorListStaff: {
    method: 'get',
    path: '/api/operator/v1/staff',
    auth: 'staff',
    roles: STAFF.owners,
    query: staffListQuerySchema,
    success: { status: 200, body: named('StaffListResponse', okResponse(z.array(staffMemberSchema))) },
  },
  operatorInviteStaff: {
    method: 'post',
    path: '/api/operator/v1/staff/invites',
    auth: 'staff',
    roles: STAFF.owners,
    body: named('StaffInviteRequest', staffInviteRequestSchema),
    success: { status: 201, body: member },
    limits: ['staffEmailRefusals'],
  },
  operatorResendStaffInvite: {
    method: 'post',
    path: '/api/operator/v1/staff/invites/resend/{staffId}',
    auth: 'staff',
    roles: STAFF.owners,
    params: staffIdParamsSchema,
    success: { status: 200, body: member },
  },
  operatorChangeStaffRole: {
    method: 'post',
    path: '/api/operator/v1/staff/{id}/role',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    body: named('StaffRoleRequest', staffRoleRequestSchema),
    success: { status: 200, body: member },
  },
  operatorDeactivateStaff: {
    method: 'post',
    path: '/api/operator/v1/staff/{id}/deactivate',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    success: { status: 200, body: member },
  },
  operatorReactivateStaff: {
    method: 'post',
    path: '/api/operator/v1/staff/{id}/reactivate',
    auth: 'staff',
    roles: STAFF.owners,
    params: idParamsSchema,
    success: { status: 200, body: member },
  },
  operatorGetInvite: {
    method: 'get',
    path: '/api/operator/v1/invites/{token}',
    auth: 'none',
    params: inviteTokenParamsSchema,
    success: { status: 200, body: named('StaffInviteResponse', okResponse(staffInviteSchema)) },
    limits: ['invites'],
  },
  operatorAcceptInvite: {
    method: 'post',
    path: '/api/operator/v1/invites/accept',
    auth: 'none',
    body: named('AcceptInviteRequest', acceptInviteRequestSchema),
    success: { status: 200, body: named('InviteAcceptedResponse', okResponse(staffSessionSchema)) },
    limits: ['invites'],
  },
});

export const STAFF_DOCS = /* @__PURE__ */ defineDocs(STAFF_OPERATIONS, {
  operatorListStaff: {
    tag: TAG,
    summary: 'Staff of the company',
    description:
      "An owner sees their company's staff; a platform admin sees everyone (platform admins included), or one company with `company_id`. Each with their role, whether they are active, whether they still have to set a password (`pending`), and when they last signed in. Ordered by name.",
    success: { description: 'The staff.' },
    errors: { 403: OWNERS_ONLY },
  },
  operatorInviteStaff: {
    tag: TAG,
    summary: 'Invite a staff member',
    description:
      'Adds an owner or a dispatcher, without a password, and mails them a set-password link (`/operator/set-password#token=…` on the `PUBLIC_URL` of the server) that works once, for 72 hours. An owner invites into their own company; a platform admin names the company with `company_id`. The mail is the platform\'s own (not in the company\'s outbox), as its link is a key to the account. Platform admins cannot be invited: they are added on the server (`npm run staff -- add-admin`).',
    success: { description: 'Invited; the mail is in the outbox.' },
    errors: { 400: 'A field is invalid, or a platform admin left out `company_id`.', 403: OWNERS_ONLY, 404: 'No such company (or another company than the owner\'s).', 409: 'The email already has a console login (of this company or another: the answer is the same).' },
  },
  operatorResendStaffInvite: {
    tag: TAG,
    summary: 'Send a new set-password link',
    description: 'Mails a fresh link to someone who has not set a password yet; every earlier link stops working.',
    success: { description: 'Sent.' },
    errors: { 403: OWNERS_ONLY, 404: OUTSIDE, 409: 'They have already set a password.' },
  },
  operatorChangeStaffRole: {
    tag: TAG,
    summary: 'Change a staff member’s role',
    description: 'Owner or dispatcher. Nobody changes their own role, and a company keeps at least one active owner who has set a password. Giving the role they have changes nothing.',
    success: { description: 'The staff member as now.' },
    errors: { 403: `${OWNERS_ONLY} Also: your own role, or a platform admin's.`, 404: OUTSIDE, 409: 'It would leave the company without an active owner.' },
  },
  operatorDeactivateStaff: {
    tag: TAG,
    summary: 'Deactivate a staff member',
    description: 'They can no longer sign in, and every session of theirs ends at once. Not yourself; a company keeps at least one active owner who has set a password. Deactivating someone inactive changes nothing.',
    success: { description: 'The staff member as now.' },
    errors: { 403: `${OWNERS_ONLY} Also: yourself, or a platform admin.`, 404: OUTSIDE, 409: 'It would leave the company without an active owner.' },
  },
  operatorReactivateStaff: {
    tag: TAG,
    summary: 'Reactivate a staff member',
    description: 'They can sign in again with their password (their old sessions stay ended).',
    success: { description: 'The staff member as now.' },
    errors: { 403: `${OWNERS_ONLY} Also: a platform admin.`, 404: OUTSIDE },
  },
  operatorGetInvite: {
    tag: TAG,
    summary: 'Open a set-password link',
    description: 'No session needed: the token of the link is the credential. Who is invited, to which company and until when, while the link works.',
    success: { description: 'The invitation.' },
    errors: { 404: 'This link has expired or was already used (or never existed).' },
  },
  operatorAcceptInvite: {
    tag: TAG,
    summary: 'Set the password of an invitation',
    description:
      'Sets the password (12 to 200 characters, not the email address), uses up the link, and signs the person in: the answer is that of `POST /api/operator/v1/session`, with the `kb_staff` cookie.',
    success: { description: 'Password set and signed in.', headers: { 'Set-Cookie': 'The session cookie `kb_staff`.' } },
    errors: { 400: 'The password is too short or too long, or is the email address.', 404: 'This link has expired or was already used.' },
  },
});

/** Console sign-in (`/api/operator/v1/session`): staff, their role and company, and the CSRF token. */
import { z } from 'zod';
import { lenient } from '../lenient.js';
import { okResponse } from '../envelope.js';
import { messageResponseSchema } from '../api-responses.js';
import { email, secretText } from '../text.js';

export const STAFF_ROLES = ['owner', 'dispatcher', 'platform_admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  dispatcher: 'Dispatcher',
  platform_admin: 'Platform admin',
};

/** The HttpOnly cookie of a console session. */
export const STAFF_COOKIE = 'kb_staff';

export const staffSignInRequestSchema = lenient(z.object({ email: email(), password: secretText(200).min(1, 'Enter your password') }));
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

export const staffCompanySchema = z.object({ id: z.number().int(), name: z.string() });

export const staffMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** Null for a platform admin, who sees every company. */
  company: staffCompanySchema.nullable(),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffSessionSchema = z.object({
  staff: staffMeSchema,
  /** Send it back in the `x-csrf-token` header of every call that is not a GET. */
  csrf_token: z.string(),
  expires_at: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;
export const staffSessionResponseSchema = okResponse(staffSessionSchema);

/** DELETE /session. */
export const staffSignOutResponseSchema = messageResponseSchema;

import { WEBSITE_ROUTES } from '@kerbside/contract';
import { call } from '../../lib/api-client';

/** The three calls of the reset (spec §7); a false flag or non-2xx answer throws ApiError. */
export const sendResetCode = (email: string) => call(WEBSITE_ROUTES.forgotPassword, { body: { email, type: 'website' } });

export const verifyResetCode = (email: string, code: string) => call(WEBSITE_ROUTES.verifyResetCode, { body: { email, code } });

export const resetPassword = (email: string, code: string, newPassword: string) =>
  call(WEBSITE_ROUTES.resetPassword, { body: { email, code, new_password: newPassword, type: 'website' } });

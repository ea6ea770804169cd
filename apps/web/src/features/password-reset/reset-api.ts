import { API_PATHS } from '@kerbside/contract';
import { api } from '../../lib/api-client';

/** The three calls of the reset (spec §7); a false flag or non-2xx answer throws ApiError. */
export const sendResetCode = (email: string) => api.post(API_PATHS.forgotPassword, { email, type: 'website' });

export const verifyResetCode = (email: string, code: string) => api.post(API_PATHS.verifyCode, { email, code });

export const resetPassword = (email: string, code: string, newPassword: string) =>
  api.post(API_PATHS.resetPassword, { email, code, new_password: newPassword, type: 'website' });

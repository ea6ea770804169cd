/** The website's API: Forgot password. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema, verifyCodeRequestSchema } from '../accounts.js';
import { messageResponseSchema } from '../api-responses.js';

export const PASSWORD_RESET_OPERATIONS = /* @__PURE__ */ defineOperations({
  forgotPassword: {
    method: 'post',
    path: '/api/v1/auth/forgot-password',
    auth: 'keys',
    body: named('ForgotPasswordRequest', forgotPasswordRequestSchema),
    success: { status: 200, body: named('MessageResponse', messageResponseSchema) },
    limits: ['resetRequests', 'resetCodeMails'],
  },
  verifyResetCode: {
    method: 'post',
    path: '/api/v1/auth/verify-code',
    auth: 'keys',
    body: named('VerifyCodeRequest', verifyCodeRequestSchema),
    success: { status: 200, body: named('MessageResponse', messageResponseSchema) },
    limits: ['resetCodes'],
  },
  resetPassword: {
    method: 'post',
    path: '/api/v1/auth/reset-password',
    auth: 'keys',
    body: named('ResetPasswordRequest', resetPasswordRequestSchema),
    success: { status: 200, body: named('MessageResponse', messageResponseSchema) },
    limits: ['resetCodes'],
  },
});

export const PASSWORD_RESET_DOCS = /* @__PURE__ */ defineDocs(PASSWORD_RESET_OPERATIONS, {
  forgotPassword: {
    tag: 'Password reset',
    summary: 'Mail a reset code',
    description: 'Mails a six-digit code, valid 15 minutes, to a client account. A new code replaces earlier unused ones.',
    success: { description: 'The code was sent.' },
    errors: { 404: 'No account has this email.' },
  },
  verifyResetCode: {
    tag: 'Password reset',
    summary: 'Check a reset code',
    description: 'Checks the code without using it up. Five wrong tries lock the code: ask for a new one.',
    success: { description: 'The code is right.' },
    errors: { 400: 'The body is invalid, or the code is wrong, locked or expired.' },
  },
  resetPassword: {
    tag: 'Password reset',
    summary: 'Set a new password with a reset code',
    description: 'Uses the code up, sets the new password, ends every session of the passenger and mails a notice.',
    success: { description: 'The password was changed.' },
    errors: { 400: 'The body is invalid, or the code is wrong, locked or expired.' },
  },
});

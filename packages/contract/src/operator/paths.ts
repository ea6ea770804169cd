/** Where the operator console and its API live (apps/console, apps/api's operator areas). */
export const OPERATOR_CONSOLE_PATH = '/operator';
export const OPERATOR_API_PREFIX = '/api/operator/v1';

/** The console's page an invitation mail links to; the token follows in the fragment (`#token=…`), so it never reaches a server log or a Referer header. */
export const CONSOLE_SET_PASSWORD_PATH = '/operator/set-password';

/**
 * The header every console or driver app call that changes something carries, with the session's
 * CSRF token. Here, in a file without schemas, so the driver app takes it without bundling zod.
 */
export const CSRF_HEADER = 'x-csrf-token';

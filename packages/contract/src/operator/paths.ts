/** Where the operator console and its API live (apps/console, apps/api's operator areas). */
export const OPERATOR_CONSOLE_PATH = '/operator';
export const OPERATOR_API_PREFIX = '/api/operator/v1';

/** Paths of the operator API; the console builds its calls from these. */
export const OPERATOR_PATHS = {
  session: `${OPERATOR_API_PREFIX}/session`,
  events: `${OPERATOR_API_PREFIX}/events`,
} as const;

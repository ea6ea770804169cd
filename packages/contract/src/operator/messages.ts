/** What the console shows, from the operator API's answers: one place for each text. */
export const OPERATOR_MESSAGES = {
  signInFailed: 'Wrong email or password.',
  demoLoginRemote: 'Demo logins work only in a browser on the machine the site runs on, and never in production. Ask your owner for an invitation.',
  signedOut: 'You have signed out.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  csrf: 'Missing or invalid CSRF token. Reload the page and try again.',
  forbidden: 'Your role cannot do this.',
  notFound: 'Not found.',
} as const;

/** Where the drivers' app lives (the API serves its build there: apps/api/src/http/driver-static.ts). */
export const DRIVER_APP_PATH = '/driver';

/** The screen a sign-in link opens; the token follows in the fragment (`#token=…`), so it never reaches a server log or a Referer header. */
export const SIGN_IN_ROUTE = '/sign-in';

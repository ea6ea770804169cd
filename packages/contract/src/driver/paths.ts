/** Where the drivers' app and its API live (apps/driver, apps/api's driver-sessions module). */
export const DRIVER_APP_PATH = '/driver';
export const DRIVER_API_PREFIX = '/api/driver/v1';

/** The app's page a sign-in link opens; the token follows in the fragment (`#<token>`), so it never reaches a server log or a Referer header. */
export const DRIVER_SIGN_IN_PATH = `${DRIVER_APP_PATH}/sign-in`;

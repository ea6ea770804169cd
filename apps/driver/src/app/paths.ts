import { DRIVER_APP_PATH, DRIVER_SIGN_IN_PATH } from '@kerbside/contract';

/** The screen a sign-in link opens, inside the app (its router's basename is DRIVER_APP_PATH); the token follows in the fragment. */
export const SIGN_IN_ROUTE = DRIVER_SIGN_IN_PATH.slice(DRIVER_APP_PATH.length);

// Generated from DRIVER_APP_OPERATIONS by driver/routes.test.ts: run `npx vitest run packages/contract/src/driver/routes.test.ts -u` after changing a declaration.
import type { OperationRoute } from '../operation-route.js';
import type { DRIVER_APP_OPERATIONS } from './session.js';

type Route<K extends keyof typeof DRIVER_APP_OPERATIONS> = OperationRoute<(typeof DRIVER_APP_OPERATIONS)[K]>;

/** The method and path of each operation the drivers' app calls, typed by its declaration. */
export const DRIVER_APP_ROUTES = {
  driverSignIn: { id: 'driverSignIn', method: 'post', path: '/api/driver/v1/session', body: true } as Route<'driverSignIn'>,
  driverMe: { id: 'driverMe', method: 'get', path: '/api/driver/v1/me' } as Route<'driverMe'>,
  driverSignOut: { id: 'driverSignOut', method: 'post', path: '/api/driver/v1/session/sign-out' } as Route<'driverSignOut'>,
};

/**
 * The operations of a driver's working day the app calls after sign-in: jobs and offers (jobs.ts),
 * statuses from the car, availability and positions (positions.ts), in one catalogue so
 * `work-routes.ts` is generated from it.
 */
import { DRIVER_JOBS_OPERATIONS, DRIVER_STATUS_OPERATIONS } from './jobs.js';
import { DRIVER_POSITION_OPERATIONS } from './positions.js';

export const DRIVER_WORK_OPERATIONS = /* @__PURE__ */ (() => ({ ...DRIVER_JOBS_OPERATIONS, ...DRIVER_STATUS_OPERATIONS, ...DRIVER_POSITION_OPERATIONS }))();

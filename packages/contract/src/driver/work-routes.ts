// Generated from DRIVER_WORK_OPERATIONS by driver/routes.test.ts: run `npx vitest run packages/contract/src/driver/routes.test.ts -u` after changing a declaration.
import type { OperationRoute } from '../operation-route.js';
import type { DRIVER_WORK_OPERATIONS } from './work-operations.js';

type Route<K extends keyof typeof DRIVER_WORK_OPERATIONS> = OperationRoute<(typeof DRIVER_WORK_OPERATIONS)[K]>;

/** The method and path of each operation of the driver's working day (jobs, offers, statuses, availability, positions), typed by its declaration. */
export const DRIVER_WORK_ROUTES = {
  driverJobs: { id: 'driverJobs', method: 'get', path: '/api/driver/v1/jobs' } as Route<'driverJobs'>,
  driverJob: { id: 'driverJob', method: 'get', path: '/api/driver/v1/jobs/{id}' } as Route<'driverJob'>,
  driverAcceptOffer: { id: 'driverAcceptOffer', method: 'post', path: '/api/driver/v1/offers/{id}/accept' } as Route<'driverAcceptOffer'>,
  driverDeclineOffer: { id: 'driverDeclineOffer', method: 'post', path: '/api/driver/v1/offers/{id}/decline' } as Route<'driverDeclineOffer'>,
  driverEvents: { id: 'driverEvents', method: 'get', path: '/api/driver/v1/events' } as Route<'driverEvents'>,
  driverJobStatus: { id: 'driverJobStatus', method: 'post', path: '/api/driver/v1/jobs/{id}/status', body: true } as Route<'driverJobStatus'>,
  driverAvailability: { id: 'driverAvailability', method: 'get', path: '/api/driver/v1/availability' } as Route<'driverAvailability'>,
  driverSetAvailability: { id: 'driverSetAvailability', method: 'put', path: '/api/driver/v1/availability', body: true } as Route<'driverSetAvailability'>,
  driverPostPositions: { id: 'driverPostPositions', method: 'post', path: '/api/driver/v1/positions', body: true } as Route<'driverPostPositions'>,
};

import { describe, expect, it } from 'vitest';
import { renderRoutes, routeOf } from '../operation-route.js';
import type { OperationDeclaration } from '../operation.js';
import { DRIVER_API_PREFIX } from './paths.js';
import { DRIVER_APP_OPERATIONS } from './session.js';
import { DRIVER_WORK_OPERATIONS } from './work-operations.js';
import { DRIVER_APP_ROUTES } from './routes.js';
import { DRIVER_WORK_ROUTES } from './work-routes.js';

describe("the drivers' app's routes", () => {
  it('are generated from the declarations, as they are now', async () => {
    await expect(
      renderRoutes('DRIVER_APP_ROUTES', { constant: 'DRIVER_APP_OPERATIONS', from: './session.js', test: 'driver/routes.test.ts' }, DRIVER_APP_OPERATIONS, "The method and path of each operation the drivers' app calls, typed by its declaration."),
    ).toMatchFileSnapshot('./routes.ts');
    await expect(
      renderRoutes(
        'DRIVER_WORK_ROUTES',
        { constant: 'DRIVER_WORK_OPERATIONS', from: './work-operations.js', test: 'driver/routes.test.ts' },
        DRIVER_WORK_OPERATIONS,
        "The method and path of each operation of the driver's working day (jobs, offers, statuses, availability, positions), typed by its declaration.",
      ),
    ).toMatchFileSnapshot('./work-routes.ts');
  });

  it('hold the method, the path and whether a body is declared, of every driver operation, all under the driver API prefix', () => {
    const pairs: [Record<string, OperationDeclaration>, Record<string, unknown>][] = [
      [DRIVER_APP_OPERATIONS, DRIVER_APP_ROUTES],
      [DRIVER_WORK_OPERATIONS, DRIVER_WORK_ROUTES],
    ];
    for (const [operations, routes] of pairs) {
      expect(Object.keys(routes).sort()).toEqual(Object.keys(operations).sort());
      for (const operation of Object.values(operations)) {
        expect(routes[operation.id], operation.id).toEqual(routeOf(operation));
        expect(operation.path.startsWith(`${DRIVER_API_PREFIX}/`), operation.path).toBe(true);
      }
    }
  });
});

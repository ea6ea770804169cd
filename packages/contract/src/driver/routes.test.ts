import { describe, expect, it } from 'vitest';
import { renderRoutes, routeOf } from '../operation-route.js';
import { DRIVER_API_PREFIX } from './paths.js';
import { DRIVER_APP_OPERATIONS } from './session.js';
import { DRIVER_APP_ROUTES } from './routes.js';

describe("the drivers' app's routes", () => {
  it('are generated from the declarations, as they are now', async () => {
    await expect(
      renderRoutes('DRIVER_APP_ROUTES', { constant: 'DRIVER_APP_OPERATIONS', from: './session.js', test: 'driver/routes.test.ts' }, DRIVER_APP_OPERATIONS, "The method and path of each operation the drivers' app calls, typed by its declaration."),
    ).toMatchFileSnapshot('./routes.ts');
  });

  it('hold the method, the path and whether a body is declared, of every driver operation, all under the driver API prefix', () => {
    expect(Object.keys(DRIVER_APP_ROUTES).sort()).toEqual(Object.keys(DRIVER_APP_OPERATIONS).sort());
    for (const operation of Object.values(DRIVER_APP_OPERATIONS)) {
      expect(DRIVER_APP_ROUTES[operation.id], operation.id).toEqual(routeOf(operation));
      expect(operation.path.startsWith(`${DRIVER_API_PREFIX}/`), operation.path).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { WEBSITE_OPERATIONS } from '../api-catalogue.js';
import { renderRoutes, routeOf } from '../operation-route.js';
import { WEBSITE_ROUTES } from './routes.js';

/** What the website's pages call: the operations called with its keys (not a service, mail or webhook route). */
const CALLED_WITH_KEYS = Object.fromEntries(Object.entries(WEBSITE_OPERATIONS).filter(([, operation]) => operation.auth.startsWith('keys')));

describe("the website's routes", () => {
  it('are generated from the declarations, as they are now', async () => {
    await expect(renderRoutes('WEBSITE_ROUTES', { constant: 'WEBSITE_OPERATIONS', from: '../api-catalogue.js' }, CALLED_WITH_KEYS)).toMatchFileSnapshot('./routes.ts');
  });

  it('hold the method, the path and whether a body is declared, of every operation called with the keys and no other', () => {
    expect(Object.keys(WEBSITE_ROUTES).sort()).toEqual(Object.keys(CALLED_WITH_KEYS).sort());
    expect(Object.keys(WEBSITE_ROUTES)).toEqual(expect.arrayContaining(['getSettings', 'calculateDistancePrice', 'createBooking', 'listPassengerBookings']));
    for (const operation of Object.values(CALLED_WITH_KEYS)) expect(WEBSITE_ROUTES[operation.id as keyof typeof WEBSITE_ROUTES], operation.id).toEqual(routeOf(operation));
  });
});

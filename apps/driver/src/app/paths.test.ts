import { describe, expect, it } from 'vitest';
import { DRIVER_APP_PATH } from '@kerbside/contract';
import viteConfig from '../../vite.config.ts?raw';
import serviceWorkerBuild from '../../scripts/build-service-worker.mjs?raw';
import { SIGN_IN_ROUTE } from './paths';

describe("the drivers' app's paths", () => {
  it('open the sign-in link at /sign-in inside the app', () => {
    expect(SIGN_IN_ROUTE).toBe('/sign-in');
  });

  // A config file and a build script cannot load the contract's TypeScript: they spell the path out.
  it("are spelt as the contract's DRIVER_APP_PATH in the Vite base and the service worker's build", () => {
    expect(viteConfig).toContain(`base: '${DRIVER_APP_PATH}/',`);
    expect(serviceWorkerBuild).toContain(`const APP_PATH = '${DRIVER_APP_PATH}';`);
  });
});

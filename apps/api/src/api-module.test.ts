import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { modulePlugin, type ApiModule } from './api-module.js';

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(module: ApiModule) {
  const app = Fastify();
  apps.push(app);
  await app.register(modulePlugin(module));
  await app.ready();
  return app;
}

describe('a module as one named plugin', () => {
  it('registers its routes in one plugin of its name, a child per area', async () => {
    const app = await appWith({
      name: 'sample',
      api: (api) => api.get('/api/sample-health', async () => ({ ok: true })),
      website: (v1) => v1.get('/api/v1/sample', async () => ({ ok: true })),
      operator: (operator) => operator.get('/api/operator/v1/sample', async (request) => ({ staff: request.staff })),
    });
    const plugins = app.printPlugins();
    expect(plugins).toMatch(/sample\b/);
    expect(plugins).toContain('sample (website)');
    expect(plugins).toContain('sample (console)');
    expect((await app.inject({ method: 'GET', url: '/api/sample-health' })).statusCode).toBe(200);
  });

  it("gives console routes the console's request decorations and no-store answers, and website routes neither", async () => {
    const app = await appWith({
      name: 'sample',
      website: (v1) => v1.get('/api/v1/sample', async () => ({ ok: true })),
      operator: (operator) => operator.get('/api/operator/v1/sample', async (request) => ({ staff: request.staff, scope: request.scope })),
    });
    const console = await app.inject({ method: 'GET', url: '/api/operator/v1/sample' });
    expect(console.headers['cache-control']).toBe('no-store');
    expect(console.json()).toEqual({ staff: null, scope: null });
    const website = await app.inject({ method: 'GET', url: '/api/v1/sample' });
    expect(website.headers['cache-control']).toBeUndefined();
    expect(website.json()).toEqual({ ok: true });
  });

  it('registers only the areas a module has', async () => {
    const app = await appWith({ name: 'reader', operator: (operator) => operator.get('/api/operator/v1/reader', async () => ({})) });
    const plugins = app.printPlugins();
    expect(plugins).toContain('reader (console)');
    expect(plugins).not.toContain('reader (website)');
  });
});

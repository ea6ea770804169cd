import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { decorateOperatorRequests } from './modules/staff/index.js';

/**
 * A module of the API as app.ts lists it: its routes by the area they belong to, and what it does
 * when the app starts and closes. Each module is one named, encapsulated Fastify plugin on the /api
 * plugin (so its routes pass that plugin's address limits and operation guards); its website and
 * console routes each get a child plugin, the console's with its request decorations and no-store
 * answers, as every console route has.
 */
export interface ApiModule {
  /** The plugin's name (Fastify's plugin tree, boot errors). */
  readonly name: string;
  /** Routes on the /api plugin outside both areas: a health check, a webhook, a page a mail links to. */
  api?: (api: FastifyInstance) => void;
  /** The website's API: each route's declaration asks for the key headers (its guard checks them). */
  website?: (v1: FastifyInstance) => void;
  /** The operator console's API: staff sessions (cookie + CSRF token), each route for the roles its declaration names. */
  operator?: (operator: FastifyInstance) => void;
  /** Routes outside /api, free of its limits and guards: the pictures the website shows. */
  site?: (app: FastifyInstance) => void;
  /** Once the app is ready, in the order of the list. */
  start?(): void;
  /** When the app closes, in the reverse order of the list. */
  stop?(): Promise<void>;
}

/** A plugin named as fastify-plugin names one (its metadata, read by Fastify's boot and `printPlugins`), still encapsulated. */
export function named(name: string, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return Object.assign(plugin, { [Symbol.for('plugin-meta')]: { name }, [Symbol.for('fastify.display-name')]: name });
}

/** The module's /api routes as one named plugin: its own, then its website and console areas. */
export function modulePlugin(module: ApiModule): FastifyPluginAsync {
  const { website, operator } = module;
  return named(module.name, async (scope) => {
    module.api?.(scope);
    if (website) await scope.register(named(`${module.name} (website)`, async (v1) => website(v1)));
    if (operator) {
      await scope.register(
        named(`${module.name} (console)`, async (console) => {
          decorateOperatorRequests(console);
          operator(console);
        }),
      );
    }
  });
}


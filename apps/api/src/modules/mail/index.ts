import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox } from './mail.types.js';

export interface MailModule {
  outbox: MailOutbox;
  routes(app: FastifyInstance): void;
  /** Starts the background sender; stop() waits for a send in flight. */
  start(): void;
  stop(): Promise<void>;
}

export function createMailModule(ctx: AppContext): MailModule {
  void ctx;
  return {
    outbox: { enqueue: async () => { throw new Error('mail outbox: being written'); } },
    routes() {},
    start() {},
    stop: async () => {},
  };
}

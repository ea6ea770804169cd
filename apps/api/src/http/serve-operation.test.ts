/**
 * A route registered from its declaration: the guard of its `auth` runs before its input is read,
 * its schemas parse params, query and body (bad input is a 400 the handler never sees), its limits
 * come from its `limits`, and in development and tests an answer that does not fit its declared
 * schema is a failure, not a silent drift.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperations, named, STAFF } from '@kerbside/contract';
import { ADDRESS_LIMITS } from './limits.js';
import { provideOperationGuards, serve, type OperationGuard } from './serve-operation.js';

const answer = z.object({ success: z.literal(true), data: z.object({ id: z.number(), name: z.string() }) });
const OPS = defineOperations({
  renameThing: {
    method: 'post',
    path: '/things/{id}/name',
    auth: 'keys',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ dry: z.enum(['yes', 'no']).optional() }),
    body: named('Rename', z.object({ name: z.string().min(2, 'Too short'), colour: z.string().optional() })),
    success: { status: 200, body: named('Renamed', answer) },
    limits: ['prices', 'passwordsPerEmail'],
  },
  renameForm: {
    method: 'put',
    path: '/things/{id}',
    auth: 'none',
    form: true,
    params: z.object({ id: z.coerce.number().int() }),
    body: named('RenameForm', z.object({ name: z.string().min(2, 'Too short'), colour: z.enum(['red', 'blue'], 'Pick a colour') })),
    success: { status: 200, body: named('Renamed', answer) },
  },
  staffThing: {
    method: 'get',
    path: '/staff-thing',
    auth: 'staff',
    success: { status: 200 },
  },
});

const keysOnly: OperationGuard = {
  onRequest: [
    async (request, reply) => {
      if (request.headers['x-key'] !== 'right') return reply.code(401).send({ success: false, message: 'No key.' });
    },
  ],
};

let app: FastifyInstance;
afterEach(() => app?.close());

function appWith(checkAnswers: boolean, register: (app: FastifyInstance, handled: unknown[]) => void) {
  app = Fastify();
  const handled: unknown[] = [];
  provideOperationGuards(app, { checkAnswers, of: (op) => (op.auth === 'keys' ? keysOnly : op.auth === 'none' ? {} : undefined) });
  register(app, handled);
  return handled;
}

const rename = (id: string, body: unknown, headers: Record<string, string> = { 'x-key': 'right' }) =>
  app.inject({ method: 'POST', url: `/things/${id}/name?dry=no`, headers, payload: body as object });

describe('serve', () => {
  it('gives the handler the parsed params, query and body, typed by the declaration', async () => {
    const handled = appWith(true, (app, seen) =>
      serve(app, OPS.renameThing, async (request) => {
        seen.push({ params: request.params, query: request.query, body: request.body });
        return { success: true, data: { id: request.params.id, name: request.body.name } };
      }),
    );
    const answerOf = await rename('7', { name: 'Vans', extra: 'dropped' });
    expect([answerOf.statusCode, answerOf.json()]).toEqual([200, { success: true, data: { id: 7, name: 'Vans' } }]);
    expect(handled).toEqual([{ params: { id: 7 }, query: { dry: 'no' }, body: { name: 'Vans' } }]);
  });

  it('answers bad input with a 400 naming the field, and the handler never runs', async () => {
    const handled = appWith(true, (app, seen) => serve(app, OPS.renameThing, async () => seen.push('ran')));
    expect((await rename('7', { name: 'V' })).json()).toEqual({ success: false, message: 'Invalid request. name: Too short' });
    expect((await rename('0', { name: 'Vans' })).json()).toMatchObject({ success: false, message: expect.stringMatching(/^Invalid request\. id: /) });
    // No body at all reads as {}: the missing field is named.
    const empty = await app.inject({ method: 'POST', url: '/things/7/name', headers: { 'x-key': 'right' } });
    expect([empty.statusCode, empty.json().message]).toEqual([400, expect.stringMatching(/^Invalid request\. name: /)]);
    expect(handled).toEqual([]);
  });

  it('lists every field of a console form', async () => {
    appWith(true, (app) => serve(app, OPS.renameForm, async (request) => ({ success: true, data: { id: request.params.id, name: request.body.name } })));
    const bad = await app.inject({ method: 'PUT', url: '/things/3', payload: { name: 'V', colour: 'green' } });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      {
        success: false,
        message: 'Invalid request. name: Too short',
        fields: [
          { path: 'name', message: 'Too short' },
          { path: 'colour', message: 'Pick a colour' },
        ],
      },
    ]);
  });

  it("lists the fields of a form's body only: a bad path parameter is a plain 400", async () => {
    appWith(true, (app) => serve(app, OPS.renameForm, async (request) => ({ success: true, data: { id: request.params.id, name: request.body.name } })));
    const bad = await app.inject({ method: 'PUT', url: '/things/abc', payload: { name: 'Vans', colour: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: expect.stringMatching(/^Invalid request\. id: /) });
  });

  it('checks who calls before it reads what they sent', async () => {
    appWith(true, (app) => serve(app, OPS.renameThing, async () => ({ success: true, data: { id: 1, name: 'x' } })));
    const stranger = await rename('nope', { name: 1 }, {});
    expect([stranger.statusCode, stranger.json()]).toEqual([401, { success: false, message: 'No key.' }]);
  });

  it("runs a route's own check after the guard and before its input is parsed, and may answer refused input its own way", async () => {
    appWith(true, (app) =>
      serve(app, OPS.renameThing, async () => ({ success: true, data: { id: 1, name: 'x' } }), {
        preValidation: async (request, reply) => {
          if (request.headers['x-closed']) return reply.code(403).send({ success: false, message: 'Closed.' });
        },
        sendInvalid: (_request, reply, failure) => reply.code(failure.status).type('text/html').send(`<p>${failure.message}</p>`),
      }),
    );
    expect((await rename('7', { name: 'V' }, {})).statusCode).toBe(401);
    const closed = await rename('7', { name: 'V' }, { 'x-key': 'right', 'x-closed': 'yes' });
    expect([closed.statusCode, closed.json()]).toEqual([403, { success: false, message: 'Closed.' }]);
    const page = await rename('7', { name: 'V' });
    expect([page.statusCode, page.headers['content-type'], page.body]).toEqual([400, 'text/html', '<p>Invalid request. name: Too short</p>']);
  });

  it('counts the limits the declaration names that are checked on the route, and only those', async () => {
    const seen: unknown[] = [];
    appWith(true, (app) => {
      app.addHook('onRoute', (route) => void seen.push(route.config?.addressLimits));
      serve(app, OPS.renameThing, async () => ({ success: true, data: { id: 1, name: 'x' } }));
    });
    await app.ready();
    // passwordsPerEmail is counted by the service, per email: not a route limit.
    expect(seen).toEqual([[ADDRESS_LIMITS.prices]]);
  });

  it('refuses to register what it cannot guard', () => {
    appWith(true, () => {});
    expect(() => serve(app, OPS.staffThing, async () => ({}))).toThrow(/declares the roles/);
    expect(() => serve(app, { ...OPS.staffThing, roles: STAFF.owners }, async () => ({}))).toThrow(/no guard for auth 'staff'/);
  });

  it('fails an answer that does not fit its declared schema in development and tests, and sends it as it is otherwise', async () => {
    const wrong = async () => ({ success: true, data: { id: 'seven', name: 'Vans' } }) as never;
    appWith(true, (app) => serve(app, OPS.renameThing, wrong));
    expect((await rename('7', { name: 'Vans' })).statusCode).toBe(500);
    await app.close();
    appWith(false, (app) => serve(app, OPS.renameThing, wrong));
    expect((await rename('7', { name: 'Vans' })).json()).toEqual({ success: true, data: { id: 'seven', name: 'Vans' } });
  });
});

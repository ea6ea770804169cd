/**
 * `/api/operator/v1/companies/:id/tariffs…` and the console's address suggestions. Reads and the
 * price check go in an area for every staff role, changes in an owners' area (app.ts), so a
 * dispatcher's change is refused by the area before it reaches these.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addressSuggestionsQuerySchema,
  companyVersionParamsSchema,
  draftRevisionRequestSchema,
  idParamsSchema,
  OPERATOR_PATHS,
  priceCheckRequestSchema,
  publishRequestSchema,
  saveDraftRequestSchema,
} from '@kerbside/contract';
import { ADDRESS_LIMITS, SESSION_LIMITS } from '../../http/limits.js';
import type { RateLimiter } from '../../http/rate-limit.js';
import { parseForm, parseInput, sendFailure, sendResult } from '../../http/result.js';
import type { PlacesProvider } from '../places/places.provider.js';
import { PlacesUnavailableError } from '../places/places.provider.js';
import { actorOf } from '../staff/actor.js';
import { perSession } from '../staff/session-limits.js';
import type { TariffsService } from './tariffs.service.js';

const canEdit = (request: FastifyRequest) => request.staff.role !== 'dispatcher';

export function tariffReadRoutes(area: FastifyInstance, deps: { tariffs: TariffsService; places: PlacesProvider; limiter: RateLimiter }) {
  const { tariffs, limiter } = deps;
  // The website's paid lookups (a route, a Google Places call with a maps key) under the website's
  // limits: per address, counted with the website's own calls, and per session.
  const prices = { config: { addressLimits: [ADDRESS_LIMITS.prices] }, preHandler: perSession(limiter, SESSION_LIMITS.prices) };
  const placeSearch = { config: { addressLimits: [ADDRESS_LIMITS.placeSearch] }, preHandler: perSession(limiter, SESSION_LIMITS.placeSearch) };

  area.get(OPERATOR_PATHS.tariffs, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await tariffs.sheet(actorOf(request), params.value.id, canEdit(request)));
  });

  area.get(OPERATOR_PATHS.tariffVersions, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await tariffs.versions(actorOf(request), params.value.id));
  });

  area.get(OPERATOR_PATHS.tariffVersion, async (request, reply) => {
    const params = parseInput(companyVersionParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await tariffs.version(actorOf(request), params.value.id, params.value.versionId));
  });

  area.post(OPERATOR_PATHS.tariffPriceCheck, prices, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const body = parseInput(priceCheckRequestSchema, request.body);
    if (!body.ok) return sendFailure(reply, body);
    return sendResult(reply, await tariffs.priceCheck(actorOf(request), params.value.id, body.value));
  });

  area.get(OPERATOR_PATHS.addressSuggestions, placeSearch, async (request, reply) => {
    const query = parseInput(addressSuggestionsQuerySchema, request.query);
    if (!query.ok) return sendFailure(reply, query);
    if (query.value.q.length < 2) return reply.send({ success: true, data: [] });
    try {
      const found = await deps.places.autocomplete(query.value.q, { limit: 5 });
      return reply.send({ success: true, data: found.slice(0, 5).map((s) => ({ id: s.id, address: s.address })) });
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return sendFailure(reply, { ok: false, status: 503, message: 'Address lookup is unavailable right now. Please try again in a minute.' });
      throw error;
    }
  });
}

export function tariffEditRoutes(area: FastifyInstance, deps: { tariffs: TariffsService }) {
  const { tariffs } = deps;

  area.put(OPERATOR_PATHS.tariffDraft, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const body = parseForm(saveDraftRequestSchema, request.body);
    if (!body.ok) return sendFailure(reply, body);
    return sendResult(reply, await tariffs.saveDraft(actorOf(request), params.value.id, body.value));
  });

  area.post(OPERATOR_PATHS.tariffDraftDiscard, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const body = parseInput(draftRevisionRequestSchema, request.body);
    if (!body.ok) return sendFailure(reply, body);
    return sendResult(reply, await tariffs.discardDraft(actorOf(request), params.value.id, body.value.revision));
  });

  area.post(OPERATOR_PATHS.tariffPublish, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const body = parseInput(publishRequestSchema, request.body);
    if (!body.ok) return sendFailure(reply, body);
    return sendResult(reply, await tariffs.publish(actorOf(request), params.value.id, body.value));
  });

  area.post(OPERATOR_PATHS.tariffVersionRestore, async (request, reply) => {
    const params = parseInput(companyVersionParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const body = parseInput(draftRevisionRequestSchema, request.body);
    if (!body.ok) return sendFailure(reply, body);
    return sendResult(reply, await tariffs.restore(actorOf(request), params.value.id, params.value.versionId, body.value.revision));
  });
}

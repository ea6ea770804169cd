/**
 * `/api/operator/v1/companies/:id/tariffs…` and the console's address suggestions. Reads and the
 * price check for every staff role, changes for owners and platform admins (their declarations'
 * roles), so a dispatcher's change is refused by the staff guard before it reaches these.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { SESSION_LIMITS } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { sendFailure, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { type PlacesProvider, PlacesUnavailableError } from '../places/index.js';
import { actorOf } from '../../platform/company-scope/index.js';
import { perSession } from '../staff/index.js';
import type { TariffsService } from './tariffs.service.js';

const canEdit = (request: FastifyRequest) => request.staff.role !== 'dispatcher';

export function tariffRoutes(operator: FastifyInstance, deps: { tariffs: TariffsService; places: PlacesProvider; limiter: RateLimiter }) {
  const { tariffs, limiter } = deps;

  serve(operator, OPERATIONS.operatorTariffs, async (request, reply) => sendResult(reply, await tariffs.sheet(actorOf(request), request.params.id, canEdit(request))));

  serve(operator, OPERATIONS.operatorTariffVersions, async (request, reply) => sendResult(reply, await tariffs.versions(actorOf(request), request.params.id)));

  serve(operator, OPERATIONS.operatorTariffVersion, async (request, reply) =>
    sendResult(reply, await tariffs.version(actorOf(request), request.params.id, request.params.versionId)),
  );

  // The website's paid lookups (a route, a Google Places call with a maps key) under the website's
  // limits: per address (their declarations' limits, counted with the website's own calls), and per session.
  serve(operator, OPERATIONS.operatorTariffPriceCheck, async (request, reply) => sendResult(reply, await tariffs.priceCheck(actorOf(request), request.params.id, request.body)), {
    preHandler: perSession(limiter, SESSION_LIMITS.prices),
  });

  serve(
    operator,
    OPERATIONS.operatorAddressSuggestions,
    async (request, reply) => {
      const { q } = request.query;
      if (q.length < 2) return reply.send({ success: true, data: [] });
      try {
        const found = await deps.places.autocomplete(q, { limit: 5 });
        return reply.send({ success: true, data: found.slice(0, 5).map((s) => ({ id: s.id, address: s.address })) });
      } catch (error) {
        if (error instanceof PlacesUnavailableError) return sendFailure(reply, { ok: false, status: 503, message: 'Address lookup is unavailable right now. Please try again in a minute.' });
        throw error;
      }
    },
    { preHandler: perSession(limiter, SESSION_LIMITS.placeSearch) },
  );

  serve(operator, OPERATIONS.operatorSaveTariffDraft, async (request, reply) => sendResult(reply, await tariffs.saveDraft(actorOf(request), request.params.id, request.body)));

  serve(operator, OPERATIONS.operatorDiscardTariffDraft, async (request, reply) =>
    sendResult(reply, await tariffs.discardDraft(actorOf(request), request.params.id, request.body.revision)),
  );

  serve(operator, OPERATIONS.operatorPublishTariffs, async (request, reply) => sendResult(reply, await tariffs.publish(actorOf(request), request.params.id, request.body)));

  serve(operator, OPERATIONS.operatorRestoreTariffVersion, async (request, reply) =>
    sendResult(reply, await tariffs.restore(actorOf(request), request.params.id, request.params.versionId, request.body.revision)),
  );
}

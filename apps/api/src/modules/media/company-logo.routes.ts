/** `/api/operator/v1/companies/:id/logo`: read by every staff role, changed by owners and platform admins (app.ts). */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, OPERATOR_PATHS } from '@kerbside/contract';
import { parseInput, sendFailure, sendResult } from '../../http/result.js';
import { actorOf } from '../staff/actor.js';
import type { CompanyLogoService } from './company-logo.service.js';
import { PICTURE_ROUTE_OPTIONS, pictureUploads, uploadedBytes } from './picture-upload.js';

export function companyLogoReadRoutes(area: FastifyInstance, logos: CompanyLogoService) {
  area.get(OPERATOR_PATHS.companyLogo, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await logos.get(request.scope, params.value.id));
  });
}

export function companyLogoWriteRoutes(area: FastifyInstance, logos: CompanyLogoService) {
  area.delete(OPERATOR_PATHS.companyLogo, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await logos.remove(actorOf(request), params.value.id));
  });

  pictureUploads(area, (uploads) => {
    uploads.put(OPERATOR_PATHS.companyLogo, PICTURE_ROUTE_OPTIONS, async (request, reply) => {
      const params = parseInput(idParamsSchema, request.params);
      if (!params.ok) return sendFailure(reply, params);
      return sendResult(reply, await logos.put(actorOf(request), params.value.id, uploadedBytes(request.body)));
    });
  });
}

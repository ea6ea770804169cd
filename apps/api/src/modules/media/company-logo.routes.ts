/** `/api/operator/v1/companies/:id/logo`: read by every staff role, changed by owners and platform admins (their declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { CompanyLogoService } from './company-logo.service.js';
import { PICTURE_ROUTE_OPTIONS, pictureUploads, uploadedBytes } from './picture-upload.js';

export function companyLogoRoutes(operator: FastifyInstance, logos: CompanyLogoService) {
  serve(operator, OPERATIONS.operatorGetCompanyLogo, async (request, reply) => sendResult(reply, await logos.get(request.scope, request.params.id)));

  serve(operator, OPERATIONS.operatorDeleteCompanyLogo, async (request, reply) => sendResult(reply, await logos.remove(actorOf(request), request.params.id)));

  pictureUploads(operator, (uploads) => {
    serve(
      uploads,
      OPERATIONS.operatorPutCompanyLogo,
      async (request, reply) => sendResult(reply, await logos.put(actorOf(request), request.params.id, uploadedBytes(request.body))),
      PICTURE_ROUTE_OPTIONS,
    );
  });
}

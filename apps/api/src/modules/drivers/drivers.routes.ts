/** `/api/operator/v1/drivers…`: every staff role (their declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf, narrowScope } from '../../platform/company-scope/index.js';
import { PICTURE_ROUTE_OPTIONS, pictureUploads, uploadedBytes } from '../media/index.js';
import type { DriverPhotoService } from './driver-photo.service.js';
import type { DriversService } from './drivers.service.js';
import type { LicencePhotoService } from './licence-photo.service.js';

export function driversRoutes(operator: FastifyInstance, deps: { drivers: DriversService; photos: DriverPhotoService; licencePhotos: LicencePhotoService }) {
  const { drivers, photos, licencePhotos } = deps;

  // The photo the passenger's tracking page shows: the raw file as the body.
  serve(operator, OPERATIONS.operatorDeleteDriverPhoto, async (request, reply) => sendResult(reply, await photos.remove(actorOf(request), request.params.id)));
  pictureUploads(operator, (uploads) => {
    serve(uploads, OPERATIONS.operatorPutDriverPhoto, async (request, reply) => sendResult(reply, await photos.put(actorOf(request), request.params.id, uploadedBytes(request.body))), PICTURE_ROUTE_OPTIONS);
    serve(uploads, OPERATIONS.operatorPutDriverLicencePhoto, async (request, reply) => sendResult(reply, await licencePhotos.put(actorOf(request), request.params.id, uploadedBytes(request.body))), PICTURE_ROUTE_OPTIONS);
  });

  // The licence card: a personal document, for the company's staff only (the API's answers are all sent no-store).
  serve(operator, OPERATIONS.operatorDeleteDriverLicencePhoto, async (request, reply) => sendResult(reply, await licencePhotos.remove(actorOf(request), request.params.id)));
  serve(operator, OPERATIONS.operatorGetDriverLicencePhoto, async (request, reply) => {
    const photo = await licencePhotos.get(request.scope, request.params.id);
    if (!photo.ok) return sendResult(reply, photo);
    return reply.type(photo.value.contentType).header('x-content-type-options', 'nosniff').send(photo.value.bytes);
  });

  serve(operator, OPERATIONS.operatorListDrivers, async (request) => {
    const { q, active, company_id } = request.query;
    const data = await drivers.list(narrowScope(request.scope, company_id), { q, active: active === undefined ? undefined : active === 'true' });
    return { success: true, data };
  });

  serve(operator, OPERATIONS.operatorDriverCategories, async (request) => ({
    success: true,
    data: await drivers.categoryChoices(narrowScope(request.scope, request.query.company_id)),
  }));

  serve(operator, OPERATIONS.operatorGetDriver, async (request, reply) => sendResult(reply, await drivers.get(request.scope, request.params.id)));

  serve(operator, OPERATIONS.operatorCreateDriver, async (request, reply) => {
    const result = await drivers.create(actorOf(request), request.body);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  serve(operator, OPERATIONS.operatorUpdateDriver, async (request, reply) => sendResult(reply, await drivers.update(actorOf(request), request.params.id, request.body)));

  serve(operator, OPERATIONS.operatorDeactivateDriver, async (request, reply) => sendResult(reply, await drivers.setActive(actorOf(request), request.params.id, false)));
  serve(operator, OPERATIONS.operatorReactivateDriver, async (request, reply) => sendResult(reply, await drivers.setActive(actorOf(request), request.params.id, true)));
}

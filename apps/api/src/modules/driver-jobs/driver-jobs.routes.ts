/** `/api/driver/v1`: the signed-in driver's jobs, answering an offer, and the live stream (`auth: 'driver'`, CSRF on every change). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendFailure, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { DriverJobsService } from './driver-jobs.service.js';
import type { DriverStatusesService } from './driver-statuses.service.js';
import type { DriverActor, JobOffersService } from './job-offers.service.js';

const driverOf = (request: FastifyRequest): DriverActor => ({
  driverId: request.driverSession.driverId,
  driverName: request.driverSession.driverName,
  companyId: request.driverSession.companyId,
});

export function driverJobsRoutes(
  api: FastifyInstance,
  deps: { jobs: DriverJobsService; offers: JobOffersService; statuses: DriverStatusesService; stream: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> },
) {
  const { jobs, offers } = deps;

  serve(api, OPERATIONS.driverJobs, async (request) => ({ success: true, data: { jobs: await jobs.list(driverOf(request)) } }));

  serve(api, OPERATIONS.driverJob, async (request, reply) => sendResult(reply, await jobs.one(driverOf(request), request.params.id)));

  serve(api, OPERATIONS.driverAcceptOffer, async (request, reply) => {
    const driver = driverOf(request);
    const accepted = await offers.accept(driver, request.params.id);
    if (!accepted.ok) return sendFailure(reply, accepted);
    return sendResult(reply, await jobs.one(driver, accepted.value.job.id));
  });

  serve(api, OPERATIONS.driverDeclineOffer, async (request, reply) => sendResult(reply, await offers.decline(driverOf(request), request.params.id)));

  serve(api, OPERATIONS.driverEvents, (request, reply) => deps.stream(request, reply));

  serve(api, OPERATIONS.driverJobStatus, async (request, reply) => sendResult(reply, await deps.statuses.record(driverOf(request), request.params.id, request.body)));
}

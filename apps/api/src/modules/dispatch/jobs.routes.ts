/** `/api/operator/v1/jobs…`: the board, one job, its lifecycle, and refunding a booking. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  OPERATOR_PATHS,
  assignDriverRequestSchema,
  bookingIdParamsSchema,
  cancelJobRequestSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  refundBookingRequestSchema,
} from '@kerbside/contract';
import { parseInput, sendFailure, sendResult, type Result } from '../../http/result.js';
import type { Actor, AssignFailure, JobActionResult, JobActionsService } from './job-actions.service.js';
import type { JobsBoardService } from './jobs-board.service.js';

const actorOf = (request: FastifyRequest): Actor => ({ staff: request.staff, scope: request.scope });

/** The job id of the path, or the 400 it was answered with. */
function jobId(request: FastifyRequest, reply: FastifyReply): number | null {
  const params = parseInput(jobIdParamsSchema, request.params);
  if (params.ok) return params.value.id;
  void sendFailure(reply, params);
  return null;
}

export function jobsRoutes(area: FastifyInstance, deps: { board: JobsBoardService; actions: JobActionsService }) {
  const { board, actions } = deps;

  area.get(OPERATOR_PATHS.jobs, async (request, reply) => {
    const query = parseInput(jobListQuerySchema, request.query);
    return sendResult(reply, query.ok ? await board.list(actorOf(request), query.value) : query);
  });

  area.get(OPERATOR_PATHS.job, async (request, reply) => {
    const id = jobId(request, reply);
    return id === null ? reply : sendResult(reply, await board.detail(actorOf(request), id));
  });

  const steps = [
    [OPERATOR_PATHS.jobAccept, actions.accept],
    [OPERATOR_PATHS.jobOnTheWay, actions.onTheWay],
    [OPERATOR_PATHS.jobComplete, actions.complete],
    [OPERATOR_PATHS.jobNoShow, actions.noShow],
  ] as const;
  for (const [path, action] of steps) {
    area.post(path, async (request, reply) => {
      const id = jobId(request, reply);
      return id === null ? reply : sendResult(reply, await action(actorOf(request), id));
    });
  }

  area.post(OPERATOR_PATHS.jobAssign, async (request, reply) => {
    const id = jobId(request, reply);
    if (id === null) return reply;
    const input = parseInput(assignDriverRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    const result: Result<JobActionResult> | AssignFailure = await actions.assign(actorOf(request), id, input.value);
    // A clash with the driver's other jobs lists them, so the console can ask before assigning anyway.
    if (!result.ok && 'overlapping' in result && result.overlapping) {
      return reply.code(result.status).send({ success: false, message: result.message, overlapping: result.overlapping });
    }
    return sendResult(reply, result);
  });

  area.post(OPERATOR_PATHS.jobCancel, async (request, reply) => {
    const id = jobId(request, reply);
    if (id === null) return reply;
    const input = parseInput(cancelJobRequestSchema, request.body);
    return sendResult(reply, input.ok ? await actions.cancel(actorOf(request), id, input.value) : input);
  });

  area.post(OPERATOR_PATHS.bookingRefund, async (request, reply) => {
    const params = parseInput(bookingIdParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const input = parseInput(refundBookingRequestSchema, request.body);
    return sendResult(reply, input.ok ? await board.refundBooking(actorOf(request), params.value.id, input.value) : input);
  });
}

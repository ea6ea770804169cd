/** `/api/operator/v1/jobs…`: the board, one job, its lifecycle, and refunding a booking. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult, type Result } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { Actor, AssignFailure, JobActionResult, JobActionsService, StepFailure } from './job-actions.service.js';
import type { JobsBoardService } from './jobs-board.service.js';
import type { createAttentionList } from './attention.js';
import { narrowScope } from '../../platform/company-scope/index.js';

const actorOf = (request: FastifyRequest): Actor => ({ staff: request.staff, scope: request.scope });

/** Every staff role (their declarations' roles). */
export function jobsRoutes(operator: FastifyInstance, deps: { board: JobsBoardService; actions: JobActionsService }) {
  const { board, actions } = deps;

  serve(operator, OPERATIONS.operatorJobs, async (request, reply) => sendResult(reply, await board.list(actorOf(request), request.query)));

  serve(operator, OPERATIONS.operatorJob, async (request, reply) => sendResult(reply, await board.detail(actorOf(request), request.params.id)));

  serve(operator, OPERATIONS.operatorJobAccept, async (request, reply) => sendResult(reply, await actions.accept(actorOf(request), request.params.id)));

  const clockedSteps = [
    [OPERATIONS.operatorJobOnTheWay, actions.onTheWay],
    [OPERATIONS.operatorJobArrived, actions.arrived],
    [OPERATIONS.operatorJobOnBoard, actions.onBoard],
    [OPERATIONS.operatorJobComplete, actions.complete],
    [OPERATIONS.operatorJobNoShow, actions.noShow],
  ] as const;
  for (const [operation, action] of clockedSteps) {
    serve(operator, operation, async (request, reply) => {
      const result: Result<JobActionResult> | StepFailure = await action(actorOf(request), request.params.id, request.body);
      // Early for the pick-up time: the console asks for a confirmation and a reason, then sends it again.
      if (!result.ok && 'confirmationNeeded' in result && result.confirmationNeeded) {
        return reply.code(result.status).send({ success: false, message: result.message, confirmation_needed: true });
      }
      return sendResult(reply, result);
    });
  }

  serve(operator, OPERATIONS.operatorJobAssign, async (request, reply) => {
    const result: Result<JobActionResult> | AssignFailure = await actions.assign(actorOf(request), request.params.id, request.body);
    // A clash with the driver's other jobs lists them, so the console can ask before assigning anyway.
    if (!result.ok && 'overlapping' in result && result.overlapping) {
      return reply.code(result.status).send({ success: false, message: result.message, overlapping: result.overlapping });
    }
    return sendResult(reply, result);
  });

  serve(operator, OPERATIONS.operatorJobCancel, async (request, reply) => sendResult(reply, await actions.cancel(actorOf(request), request.params.id, request.body)));

  serve(operator, OPERATIONS.operatorBookingRefund, async (request, reply) =>
    sendResult(reply, await board.refundBooking(actorOf(request), request.params.id, request.body)),
  );
}

/** "Needs attention": every staff role, inside the caller's companies (a platform admin may narrow to one). */
export function attentionRoutes(operator: FastifyInstance, list: ReturnType<typeof createAttentionList>) {
  serve(operator, OPERATIONS.operatorJobsNeedingAttention, async (request, reply) => reply.send({ success: true, data: await list(narrowScope(request.scope, request.query.company_id)) }));
}

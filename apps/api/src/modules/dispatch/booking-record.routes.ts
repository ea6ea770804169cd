/** `GET|POST /api/operator/v1/jobs/{id}/record`: a job's booking record, filled in before the journey and corrected after (every staff role). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { BookingRecords } from './booking-record.js';

export function bookingRecordRoutes(operator: FastifyInstance, records: BookingRecords) {
  serve(operator, OPERATIONS.operatorJobRecord, async (request, reply) => sendResult(reply, await records.read(request.scope, request.params.id)));
  serve(operator, OPERATIONS.operatorJobRecordChange, async (request, reply) =>
    sendResult(reply, await records.change({ staff: request.staff, scope: request.scope }, request.params.id, request.body)),
  );
}

/** A job's booking record (`/api/operator/v1/jobs/{id}/record`), for the OpenAPI document. */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { bookingRecordChangeSchema, bookingRecordResponseSchema, BOOKING_RECORD_FIELDS } from './booking-record.js';
import { jobIdParamsSchema } from './jobs.js';

const recordResponse = named('BookingRecordResponse', bookingRecordResponseSchema, "The job's booking record with its corrections.");

export const BOOKING_RECORD_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorJobRecord: {
    method: 'get',
    path: '/api/operator/v1/jobs/{id}/record',
    auth: 'staff',
    roles: STAFF.all,
    params: jobIdParamsSchema,
    success: { status: 200, body: recordResponse },
  },
  operatorJobRecordChange: {
    method: 'post',
    path: '/api/operator/v1/jobs/{id}/record',
    auth: 'staff',
    roles: STAFF.all,
    form: true,
    params: jobIdParamsSchema,
    body: named('BookingRecordChange', bookingRecordChangeSchema, 'The field, its new value and why.'),
    success: { status: 200, body: recordResponse },
  },
});

export const BOOKING_RECORD_DOCS = /* @__PURE__ */ defineDocs(BOOKING_RECORD_OPERATIONS, {
  operatorJobRecord: {
    tag: 'Operator bookings',
    summary: "A job's booking record",
    description:
      'The statutory record of one leg (SI 2000/3146 reg 11): when it was booked, the journey date, the passenger, the agreed pick-up time and place, the main destination, the fare quoted, the driver and their PHV licence number, the vehicle registration and PHV plate number (copied when the driver was allocated), the operator it was sub-contracted to; who took it and how, who dispatched it and when the driver was first and last allocated; what is missing (the job cannot go On the way until nothing is) and the corrections made once the journey started.',
    success: { description: 'The record.' },
    errors: { 404: "No such job in the caller's company (another company's job is not found either)." },
  },
  operatorJobRecordChange: {
    tag: 'Operator bookings',
    summary: 'Fill in or correct a booking record',
    description: `Before the journey starts, sets the main destination or the operator it was sub-contracted to (the other fields come from the booking and the allocation). Once the journey started the record is fixed: any field (${BOOKING_RECORD_FIELDS.join(', ')}) is corrected by appending a correction (who, when, field, old and new value, reason), never by overwriting. Each has an audit entry.`,
    success: { description: 'Written.' },
    errors: {
      400: 'No such field, a value or reason too long, a reason shorter than 3 characters, or control characters.',
      404: "No such job in the caller's company.",
      409: 'Before the journey starts, a field that comes from the booking or the allocation; or the value the record already has.',
    },
  },
});

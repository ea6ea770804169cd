/** A company's notification settings, for the OpenAPI document (operator-catalogue.ts spreads these in). */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { idParamsSchema } from './id-params.js';
import { notificationSettingsResponseSchema, updateNotificationSettingsRequestSchema } from './notification-settings.js';

const settings = named('NotificationSettingsResponse', okResponse(notificationSettingsResponseSchema));
const TAG = 'Operator companies' as const;
const OUTSIDE = 'No such company, or another company than yours (only a platform admin reaches every company).';

export const NOTIFICATION_SETTINGS_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorGetNotificationSettings: {
    method: 'get',
    path: '/api/operator/v1/companies/{id}/notification-settings',
    auth: 'staff',
    roles: STAFF.all,
    params: idParamsSchema,
    success: { status: 200, body: settings },
  },
  operatorUpdateNotificationSettings: {
    method: 'put',
    path: '/api/operator/v1/companies/{id}/notification-settings',
    auth: 'staff',
    roles: STAFF.owners,
    form: true,
    params: idParamsSchema,
    body: named('UpdateNotificationSettingsRequest', updateNotificationSettingsRequestSchema),
    success: { status: 200, body: settings },
  },
});

export const NOTIFICATION_SETTINGS_DOCS = /* @__PURE__ */ defineDocs(NOTIFICATION_SETTINGS_OPERATIONS, {
  operatorGetNotificationSettings: {
    tag: TAG,
    summary: "A company's notification settings",
    description: 'Every staff role, for their own company; a platform admin for any. Which messages passengers get by mail and by text, the reminders before the pick-up, the quiet hours and the texts’ sender name; `defaults` is true until the company chooses.',
    success: { description: 'The settings.' },
    errors: { 404: OUTSIDE },
  },
  operatorUpdateNotificationSettings: {
    tag: TAG,
    summary: "Change a company's notification settings",
    description:
      'Owners (their own company) and platform admins. The whole settings. Texts go only to passengers who asked for them. The mails of a booking’s confirmation, driver assignment, driver’s arrival, change, cancellation and payment link are always sent. Up to 3 reminders, 15 minutes to 48 hours before the pick-up; a reminder inside the quiet hours (London) waits until they end if that is still before the pick-up, else goes the minute before they begin. A sender name is 1 to 11 letters, digits or spaces with a letter. Audited with what changed.',
    success: { description: 'The settings as now.' },
    errors: { 403: 'A dispatcher, or the CSRF header is missing or wrong.', 404: OUTSIDE },
  },
});

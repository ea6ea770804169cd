/** The website's settings and the audit log in the operator API, for the OpenAPI document (spread into OPERATOR_OPERATIONS). */
import { defineDocs, defineOperations, named, STAFF } from '../operation.js';
import { okResponse } from '../envelope.js';
import { auditListQuerySchema, auditListSchema } from './audit.js';
import { settingsChangeRequestSchema, settingsPageSchema, settingsSavedSchema } from './settings.js';


export const SETTINGS_OPERATIONS = /* @__PURE__ */ defineOperations({
  operatorGetSettings: {
    method: 'get',
    path: '/api/operator/v1/settings',
    auth: 'staff',
    roles: STAFF.all,
    success: { status: 200, body: named('SettingsPageResponse', okResponse(settingsPageSchema)) },
  },
  operatorChangeSettings: {
    method: 'put',
    path: '/api/operator/v1/settings',
    auth: 'staff',
    roles: STAFF.platformAdmins,
    form: true,
    body: named('SettingsChangeRequest', settingsChangeRequestSchema),
    success: { status: 200, body: named('SettingsSavedResponse', okResponse(settingsSavedSchema)) },
  },
  operatorListAudit: {
    method: 'get',
    path: '/api/operator/v1/audit',
    auth: 'staff',
    roles: STAFF.owners,
    query: auditListQuerySchema,
    success: { status: 200, body: named('AuditListResponse', okResponse(auditListSchema)) },
  },
});

export const SETTINGS_DOCS = /* @__PURE__ */ defineDocs(SETTINGS_OPERATIONS, {
  operatorGetSettings: {
    tag: 'Operator settings',
    summary: "The website's settings",
    description:
      "Every setting of spec §3 the console edits (not MAPS_PROVIDER, which the server reports), grouped as the console shows them: kind, allowed values, default, a help line, the value the website reads now (`value`, in the stored form) and what is stored (`stored`, null when never saved). The same for every company: there is one website. `can_edit` is true for a platform admin only.",
    success: { description: 'The settings.' },
  },
  operatorChangeSettings: {
    tag: 'Operator settings',
    summary: "Change the website's settings",
    description:
      "Platform admins only. The settings to change by name, each as typed: switches take `enable`/`disable` (or `yes`/`no` for SHOWCARD and ROUND_OFF; `true`/`false`/`on`/`off` too), amounts are pounds (`12.5` is stored `12.50`), GRACE_TIME whole minutes, CURRENCY `£`, `€` or `$`. Every value is checked first: a 400 lists each problem in `fields` under the setting's name, and nothing is saved; otherwise all are saved in one transaction, each change audited (`setting.changed`). A value the website already reads the same way changes nothing. The website's `GET /api/v1/setting` answers the new values at once on every instance.",
    success: { description: 'Saved; the settings as now, and what changed.' },
    errors: {
      400: 'A value is not allowed (each in `fields`, by setting name), a name is not a setting, or nothing was given.',
      403: "Not a platform admin (the settings are the whole website's), or the CSRF header is missing or wrong.",
    },
  },
  operatorListAudit: {
    tag: 'Operator audit log',
    summary: 'The audit log',
    description:
      "Every change made in the console, newest first, 50 a page (`next_cursor` asks for the next). An owner sees their company's entries only; a platform admin sees every entry, the platform-wide ones too (the website's settings, saved places, banned addresses: `company` null), and may narrow with `company_id` (`none`: the platform-wide ones). Filters: `subject`, `action`, `staff_id`, `from`/`to` (London dates, inclusive) and `q` (words in the detail). Each entry says who (name and role; an email only of the caller's own company, or to a platform admin), a summary line and the recorded detail.",
    success: { description: 'A page of entries.' },
    errors: { 400: 'A filter is not valid, the dates are the wrong way round, or the cursor is not one of ours.', 403: 'A dispatcher: the audit log is for owners and platform admins.' },
  },
});

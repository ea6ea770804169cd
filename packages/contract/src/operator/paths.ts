/** Where the operator console and its API live (apps/console, apps/api's operator areas). */
export const OPERATOR_CONSOLE_PATH = '/operator';
export const OPERATOR_API_PREFIX = '/api/operator/v1';

/** A path parameter: a number to call the API, `:name` for the server's route, `{name}` for the document. */
type Param = number | `:${string}` | `{${string}}`;

export const OPERATOR_PATHS = {
  session: `${OPERATOR_API_PREFIX}/session`,
  events: `${OPERATOR_API_PREFIX}/events`,
  staff: `${OPERATOR_API_PREFIX}/staff`,
  staffInvites: `${OPERATOR_API_PREFIX}/staff/invites`,
  staffInviteResend: (staffId: Param) => `${OPERATOR_API_PREFIX}/staff/invites/resend/${staffId}`,
  staffRole: (id: Param) => `${OPERATOR_API_PREFIX}/staff/${id}/role`,
  staffDeactivate: (id: Param) => `${OPERATOR_API_PREFIX}/staff/${id}/deactivate`,
  staffReactivate: (id: Param) => `${OPERATOR_API_PREFIX}/staff/${id}/reactivate`,
  /** The set-password link's page asks this (no session). */
  invite: (token: string) => `${OPERATOR_API_PREFIX}/invites/${token}`,
  inviteAccept: `${OPERATOR_API_PREFIX}/invites/accept`,
  drivers: `${OPERATOR_API_PREFIX}/drivers`,
  driverCategories: `${OPERATOR_API_PREFIX}/drivers/vehicle-categories`,
  driver: (id: Param) => `${OPERATOR_API_PREFIX}/drivers/${id}`,
  driverDeactivate: (id: Param) => `${OPERATOR_API_PREFIX}/drivers/${id}/deactivate`,
  driverReactivate: (id: Param) => `${OPERATOR_API_PREFIX}/drivers/${id}/reactivate`,
  enquiries: `${OPERATOR_API_PREFIX}/enquiries`,
  enquiry: `${OPERATOR_API_PREFIX}/enquiries/:kind/:id`,
  enquiryReply: `${OPERATOR_API_PREFIX}/enquiries/:kind/:id/reply`,
  enquiryStatus: `${OPERATOR_API_PREFIX}/enquiries/:kind/:id/status`,
  enquiryAssign: `${OPERATOR_API_PREFIX}/enquiries/:kind/:id/assign`,
  mail: `${OPERATOR_API_PREFIX}/mail`,
  mailItem: `${OPERATOR_API_PREFIX}/mail/:id`,
  mailRetry: `${OPERATOR_API_PREFIX}/mail/:id/retry`,
  /** The bookings board; `jobs/:id` one job, `jobs/:id/<action>` its lifecycle. */
  jobs: `${OPERATOR_API_PREFIX}/jobs`,
  job: `${OPERATOR_API_PREFIX}/jobs/:id`,
  jobAccept: `${OPERATOR_API_PREFIX}/jobs/:id/accept`,
  jobAssign: `${OPERATOR_API_PREFIX}/jobs/:id/assign`,
  jobOnTheWay: `${OPERATOR_API_PREFIX}/jobs/:id/on-the-way`,
  jobComplete: `${OPERATOR_API_PREFIX}/jobs/:id/complete`,
  jobNoShow: `${OPERATOR_API_PREFIX}/jobs/:id/no-show`,
  jobCancel: `${OPERATOR_API_PREFIX}/jobs/:id/cancel`,
  jobsExport: `${OPERATOR_API_PREFIX}/jobs/export.csv`,
  runSheet: `${OPERATOR_API_PREFIX}/jobs/run-sheet`,
  bookingRefund: `${OPERATOR_API_PREFIX}/bookings/:id/refund`,
  /** A company's prices: `:id` is the company. */
  tariffs: `${OPERATOR_API_PREFIX}/companies/:id/tariffs`,
  tariffDraft: `${OPERATOR_API_PREFIX}/companies/:id/tariffs/draft`,
  tariffDraftDiscard: `${OPERATOR_API_PREFIX}/companies/:id/tariffs/draft/discard`,
  tariffPublish: `${OPERATOR_API_PREFIX}/companies/:id/tariffs/publish`,
  tariffPriceCheck: `${OPERATOR_API_PREFIX}/companies/:id/tariffs/price-check`,
  tariffVersions: `${OPERATOR_API_PREFIX}/companies/:id/tariffs/versions`,
  tariffVersion: `${OPERATOR_API_PREFIX}/companies/:id/tariffs/versions/:versionId`,
  tariffVersionRestore: `${OPERATOR_API_PREFIX}/companies/:id/tariffs/versions/:versionId/restore`,
  /** Suggestions for an address typed in the console (the price check's form). */
  addressSuggestions: `${OPERATOR_API_PREFIX}/address-suggestions`,
  /** The company's vehicle categories; `:id/picture` the picture of one (PUT the image bytes, DELETE for the standard drawing). */
  fleetVehicles: `${OPERATOR_API_PREFIX}/fleet/vehicles`,
  fleetVehicle: `${OPERATOR_API_PREFIX}/fleet/vehicles/:id`,
  fleetVehiclePicture: `${OPERATOR_API_PREFIX}/fleet/vehicles/:id/picture`,
  /** A company's logo (PUT the image bytes, DELETE to remove it). */
  companyLogo: `${OPERATOR_API_PREFIX}/companies/:id/logo`,
  /** The website's settings (spec §3): read by every role, changed by a platform admin. */
  settings: `${OPERATOR_API_PREFIX}/settings`,
  /** The audit log: owners (their company) and platform admins. */
  audit: `${OPERATOR_API_PREFIX}/audit`,
  /** Companies in reach; `companies/:id` one company's profile. */
  companies: `${OPERATOR_API_PREFIX}/companies`,
  company: `${OPERATOR_API_PREFIX}/companies/:id`,
  /** The website's saved places and banned addresses (platform-wide). */
  savedPlaces: `${OPERATOR_API_PREFIX}/saved-places`,
  savedPlace: `${OPERATOR_API_PREFIX}/saved-places/:id`,
  savedPlacesOrder: `${OPERATOR_API_PREFIX}/saved-places/order`,
  bannedAddresses: `${OPERATOR_API_PREFIX}/banned-addresses`,
  bannedAddress: `${OPERATOR_API_PREFIX}/banned-addresses/:id`,
} as const;

/** The console's page an invitation mail links to; the token follows in the fragment (`#token=…`), so it never reaches a server log or a Referer header. */
export const CONSOLE_SET_PASSWORD_PATH = '/operator/set-password';

/**
 * A path of OPERATOR_PATHS with its `:name` parameters filled in: `operatorPath(OPERATOR_PATHS.mailItem, { id: 4 })`,
 * or with a lone id for `:id`: `operatorPath(OPERATOR_PATHS.jobAccept, 12)`.
 */
export function operatorPath(template: string, params: Record<string, string | number> | string | number): string {
  const values = typeof params === 'object' ? params : { id: params };
  return template.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`operatorPath: no value for :${name} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The OpenAPI form of a path: `:name` → `{name}`. */
export const openApiPathOf = (template: string): string => template.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

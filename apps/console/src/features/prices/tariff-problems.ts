/**
 * Problems of a draft save, from the contract's rules run in the console or from the server's 400
 * (`fields`, by path such as 'vehicles.0.tariff.distanceBands.1.upToMiles'), sorted to the vehicle
 * and the field they belong to. A field's id in the page is built from the same path, so the
 * summary at the top can link to it.
 */
import { saveDraftRequestSchema, type SaveDraftRequest } from '@kerbside/contract';

export interface DraftProblem {
  /** The vehicle the problem is on (null: the request as a whole). */
  vehicleId: number | null;
  /** The field within the vehicle's tariff, e.g. 'distanceBands.1.upToMiles' (null: the vehicle as a whole). */
  field: string | null;
  message: string;
}

export interface DraftProblems {
  list: DraftProblem[];
  /** vehicle id → field → message (the first message of each field). */
  byVehicle: ReadonlyMap<number, Readonly<Record<string, string>>>;
}

export const NO_PROBLEMS: DraftProblems = { list: [], byVehicle: new Map() };

/**
 * The field an issue's path shows on: one date of a surcharge's list is shown on the list's box, one
 * day on the day boxes ('dateSurcharges.0.dates.3' → 'dateSurcharges.0.dates').
 */
export function fieldOfPath(path: string): string {
  return path.replace(/^((?:dateSurcharges|surcharges)\.\d+\.(?:dates|days))\.\d+$/, '$1');
}

/** 'vehicles.2.tariff.baseFarePence' with the vehicles of the request → which vehicle and field. */
export function problemAt(path: string, message: string, vehicleIds: readonly number[]): DraftProblem {
  const match = /^vehicles\.(\d+)(?:\.tariff\.(.+)|\..*)?$/.exec(path);
  const vehicleId = match ? (vehicleIds[Number(match[1])] ?? null) : null;
  const field = match?.[2] ? fieldOfPath(match[2]) : null;
  return { vehicleId, field: vehicleId === null ? null : field, message };
}

export function draftProblems(fields: Readonly<Record<string, string>>, vehicleIds: readonly number[]): DraftProblems {
  const list = Object.entries(fields).map(([path, message]) => problemAt(path, message, vehicleIds));
  const byVehicle = new Map<number, Record<string, string>>();
  for (const problem of list) {
    if (problem.vehicleId === null) continue;
    const fieldsOfVehicle = byVehicle.get(problem.vehicleId) ?? {};
    fieldsOfVehicle[problem.field ?? ''] ??= problem.message;
    byVehicle.set(problem.vehicleId, fieldsOfVehicle);
  }
  return { list, byVehicle };
}

/** The contract's own rules on the request before it is sent: the same messages at the same paths as the server's. */
export function checkDraft(request: SaveDraftRequest): DraftProblems {
  const checked = saveDraftRequestSchema.safeParse(request);
  if (checked.success) return NO_PROBLEMS;
  const fields: Record<string, string> = {};
  for (const issue of checked.error.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return draftProblems(
    fields,
    request.vehicles.map((vehicle) => Number(vehicle.vehicle_id)),
  );
}

/** The id of a field (or a list's section) of a vehicle's tariff in the page. */
export function tariffFieldId(vehicleId: number, field: string): string {
  return `tariff-${vehicleId}-${field.replace(/\./g, '-')}`;
}

const PART_NAMES: Readonly<Record<string, string>> = {
  baseFarePence: 'Base fare',
  minimumFarePence: 'Minimum fare',
  perStopPence: 'Each stop',
  hourlyRatePence: 'Rate per hour',
  airportPickupFeePence: 'Airport pickup fee',
  airportDropoffFeePence: 'Airport drop-off fee',
  returnDiscountPercent: 'Return discount',
  distanceBands: 'Distance bands',
  hourlyPrices: 'Hourly prices',
  airportFees: 'Airports',
  fixedPrices: 'Fixed prices',
  surcharges: 'Time surcharges',
  dateSurcharges: 'Dates',
  rounding: 'Rounding',
};

const ROW_NAMES: Readonly<Record<string, string>> = {
  distanceBands: 'Band',
  hourlyPrices: 'Hourly price',
  airportFees: 'Airport',
  fixedPrices: 'Route',
  surcharges: 'Surcharge',
  dateSurcharges: 'Date surcharge',
};

/** Where a problem is, in the page's words: 'distanceBands.1.upToMiles' → 'Band 2', 'baseFarePence' → 'Base fare'. */
export function describeField(field: string): string {
  const [part = '', row] = field.split('.');
  const rowName = ROW_NAMES[part];
  if (rowName && row !== undefined && /^\d+$/.test(row)) return `${rowName} ${Number(row) + 1}`;
  return PART_NAMES[part] ?? part;
}

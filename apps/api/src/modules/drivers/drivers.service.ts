/**
 * A company's drivers: listed with the state of their licence today (London), added, changed,
 * deactivated and reactivated by any of its staff. Each change is one transaction with its audit entry.
 */
import type { Kysely } from 'kysely';
import { documentSentence, documentsToFlag, licenceStatus, londonToday } from '@kerbside/domain';
import { DRIVER_DOCUMENT_FIELDS, DRIVER_FIELD_MESSAGES, OPERATIONS, type DriverDocumentField, OPERATOR_MESSAGES, pathOf, type DocumentFlag, type Driver, type VehicleCategoryChoices } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, fieldFailure, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { SessionEnds } from '../live-events/index.js';
import { type Actor, type CompanyScope, NOT_FOUND } from '../../platform/company-scope/index.js';
import type { DriverChanges, DriverFilter, DriverRecord, DriversRepository } from './drivers.repository.js';
import { mediaUrl, uploadedFileName } from '../media/index.js';

export interface DriverFields {
  name: string;
  mobile: string;
  licence_number: string;
  licence_expiry: string;
  vehicle_registration: string;
  vehicle_category: string;
  vehicle_make?: string | undefined;
  vehicle_colour?: string | undefined;
  email?: string | undefined;
  licence_authority?: string | undefined;
  dvla_licence_number?: string | undefined;
  dvla_licence_expiry?: string | null | undefined;
  dbs_check_date?: string | null | undefined;
  vehicle_plate_number?: string | undefined;
  vehicle_plate_expiry?: string | null | undefined;
  mot_expiry?: string | null | undefined;
  insurance_expiry?: string | null | undefined;
}

const DOCUMENT_FIELDS = DRIVER_DOCUMENT_FIELDS;
/** What a cleared document field holds: '' for text, null for a date. */
const CLEARED: Record<DriverDocumentField, '' | null> = {
  licence_authority: '',
  dvla_licence_number: '',
  dvla_licence_expiry: null,
  dbs_check_date: null,
  vehicle_plate_number: '',
  vehicle_plate_expiry: null,
  mot_expiry: null,
  insurance_expiry: null,
};
const FIELDS = ['name', 'mobile', 'licence_number', 'licence_expiry', 'vehicle_registration', 'vehicle_category', 'vehicle_make', 'vehicle_colour', 'email', ...DOCUMENT_FIELDS] as const;

/** The documents to flag today, each said in words (the Needs attention list says the same). */
export function documentFlags(row: DriverRecord, today: string): DocumentFlag[] {
  return documentsToFlag(row, today, row.document_warning_days).map((end) => ({
    document: end.document,
    last_day: end.lastDay,
    expired: end.expired,
    text: documentSentence(row.name, end, today),
  }));
}

/** The licence card's photo, for the company's staff (never under /media); the hash makes each address hold one photo. */
function licencePhotoUrl(row: DriverRecord): string | null {
  return row.licence_photo_sha256 === null ? null : `${pathOf(OPERATIONS.operatorGetDriverLicencePhoto, { id: row.id })}?v=${row.licence_photo_sha256.slice(0, 8)}`;
}

export function driverJson(row: DriverRecord, today: string): Driver {
  return {
    id: row.id,
    company: { id: row.company_id, name: row.company_name },
    name: row.name,
    mobile: row.mobile,
    licence_number: row.licence_number,
    licence_expiry: row.licence_expiry,
    licence_status: licenceStatus(row.licence_expiry, today),
    vehicle_registration: row.vehicle_registration,
    vehicle_category: row.vehicle_category,
    vehicle_make: row.vehicle_make,
    vehicle_colour: row.vehicle_colour,
    photo_url: driverPhotoUrl(row),
    email: row.email,
    licence_authority: row.licence_authority,
    licence_photo_url: licencePhotoUrl(row),
    dvla_licence_number: row.dvla_licence_number,
    dvla_licence_expiry: row.dvla_licence_expiry,
    dbs_check_date: row.dbs_check_date,
    vehicle_plate_number: row.vehicle_plate_number,
    vehicle_plate_expiry: row.vehicle_plate_expiry,
    mot_expiry: row.mot_expiry,
    insurance_expiry: row.insurance_expiry,
    document_flags: documentFlags(row, today),
    active: row.is_active === 1,
    created_at: row.created_at,
  };
}

/** Where the driver's photo is served, or null without one. */
export function driverPhotoUrl(row: { photo_media_id: number | null; photo_sha256: string | null }): string | null {
  return row.photo_media_id !== null && row.photo_sha256 !== null ? mediaUrl('driver', uploadedFileName('driver', { id: row.photo_media_id, sha256: row.photo_sha256 })) : null;
}

/** Ends every session of a driver in the driver app, with the caller's transaction; the ids of those it ended. */
export type EndDriverSessions = (trx: Kysely<Database>, driverId: number, at: string) => Promise<number[]>;

/** `sessionEnds`: ends the event streams of a deactivated driver's phones on every instance (live-events). */
export function createDriversService(deps: { db: Kysely<Database>; repo: DriversRepository; now: () => Date; endDriverSessions: EndDriverSessions; sessionEnds?: SessionEnds }) {
  const { repo } = deps;
  const today = () => londonToday(deps.now());

  async function current(scope: CompanyScope, id: number): Promise<Result<Driver>> {
    const row = await repo.find(scope, id);
    return row ? ok(driverJson(row, today())) : fail(404, NOT_FOUND);
  }

  /** The fleet's own spelling of a category typed in any case, or the 400 naming the choices. */
  async function category(companyId: number, typed: string): Promise<Result<string>> {
    const names = await repo.categoryNames(companyId);
    const found = names.find((name) => name.toLowerCase() === typed.trim().toLowerCase());
    return found ? ok(found) : fail(400, OPERATOR_MESSAGES.unknownVehicleCategory(names));
  }

  /** A DBS check cannot have been made after today (London). */
  const dbsNotAhead = (date: string | null | undefined) =>
    date && date > today() ? fieldFailure(400, 'dbs_check_date', DRIVER_FIELD_MESSAGES.dbsCheckDate) : null;

  const audit = (trx: Kysely<Database>, actor: Actor, companyId: number, id: number, action: string, at: string, detail?: Record<string, unknown>) =>
    recordAudit(trx, { companyId, staffId: actor.staff.id, action, subjectType: 'driver', subjectId: id, detail, at });

  return {
    async list(scope: CompanyScope, filter: DriverFilter): Promise<Driver[]> {
      const day = today();
      return (await repo.list(scope, filter)).map((row) => driverJson(row, day));
    },

    get: current,

    async categoryChoices(scope: CompanyScope): Promise<VehicleCategoryChoices[]> {
      return (await repo.categoryChoices(scope)).map((c) => ({ company: { id: c.companyId, name: c.companyName }, categories: c.names }));
    },

    async create(actor: Actor, input: DriverFields & { company_id?: number | undefined }): Promise<Result<Driver>> {
      let companyId: number;
      if (actor.scope.all) {
        if (input.company_id === undefined) return fail(400, OPERATOR_MESSAGES.driverCompanyRequired);
        companyId = input.company_id;
      } else {
        if (input.company_id !== undefined && input.company_id !== actor.scope.companyId) return fail(404, NOT_FOUND);
        companyId = actor.scope.companyId;
      }
      if (!(await repo.company(companyId))) return fail(404, NOT_FOUND);
      const dbs = dbsNotAhead(input.dbs_check_date);
      if (dbs) return dbs;
      const vehicleCategory = await category(companyId, input.vehicle_category);
      if (!vehicleCategory.ok) return vehicleCategory;

      const at = deps.now().toISOString();
      const fields: DriverFields = { ...pick(input), vehicle_category: vehicleCategory.value };
      const id = await deps.db.transaction().execute(async (trx) => {
        const driverId = await repo.insert(trx, { ...fields, email: fields.email ?? null, company_id: companyId, is_active: 1, created_at: at });
        await audit(trx, actor, companyId, driverId, 'driver.created', at, { ...fields });
        return driverId;
      });
      return current(actor.scope, id);
    },

    async update(actor: Actor, id: number, input: Partial<DriverFields> & { clear?: DriverDocumentField[] | undefined }): Promise<Result<Driver>> {
      const clear = input.clear ?? [];
      if (FIELDS.every((field) => input[field] === undefined) && clear.length === 0) return fail(400, OPERATOR_MESSAGES.nothingToChange);
      const both = clear.find((field) => input[field] !== undefined);
      if (both) return fieldFailure(400, both, OPERATOR_MESSAGES.fieldGivenAndCleared(both));
      const before = await repo.find(actor.scope, id);
      if (!before) return fail(404, NOT_FOUND);
      const dbs = dbsNotAhead(input.dbs_check_date);
      if (dbs) return dbs;
      const wanted: Partial<DriverFields> = { ...input, ...Object.fromEntries(clear.map((field) => [field, CLEARED[field]])) };
      // The category it has stays acceptable even if the fleet no longer offers it.
      if (input.vehicle_category !== undefined && input.vehicle_category.trim().toLowerCase() !== before.vehicle_category.toLowerCase()) {
        const vehicleCategory = await category(before.company_id, input.vehicle_category);
        if (!vehicleCategory.ok) return vehicleCategory;
        wanted.vehicle_category = vehicleCategory.value;
      } else if (input.vehicle_category !== undefined) {
        wanted.vehicle_category = before.vehicle_category;
      }
      const changes: DriverChanges = {};
      const detail: Record<string, { from: string | null; to: string | null }> = {};
      for (const field of FIELDS) {
        const value = wanted[field];
        if (value === undefined || value === before[field] || (value === '' && before[field] === null)) continue;
        (changes as Record<string, string | null>)[field] = value;
        detail[field] = { from: before[field], to: value };
      }
      if (Object.keys(changes).length === 0) return ok(driverJson(before, today()));
      const at = deps.now().toISOString();
      await deps.db.transaction().execute(async (trx) => {
        await repo.update(trx, id, changes);
        await audit(trx, actor, before.company_id, id, 'driver.updated', at, detail);
      });
      return current(actor.scope, id);
    },

    async setActive(actor: Actor, id: number, active: boolean): Promise<Result<Driver>> {
      const before = await repo.find(actor.scope, id);
      if (!before) return fail(404, NOT_FOUND);
      if ((before.is_active === 1) === active) return ok(driverJson(before, today()));
      const at = deps.now().toISOString();
      const ended = await deps.db.transaction().execute(async (trx) => {
        await repo.update(trx, id, { is_active: active ? 1 : 0 });
        await audit(trx, actor, before.company_id, id, active ? 'driver.reactivated' : 'driver.deactivated', at);
        // A deactivated driver's phones are signed out at once, with the deactivation.
        return active ? [] : await deps.endDriverSessions(trx, id, at);
      });
      if (ended.length > 0) await deps.sessionEnds?.announce(ended);
      return current(actor.scope, id);
    },
  };
}

function pick(input: DriverFields): DriverFields {
  return {
    name: input.name,
    mobile: input.mobile,
    licence_number: input.licence_number,
    licence_expiry: input.licence_expiry,
    vehicle_registration: input.vehicle_registration,
    vehicle_category: input.vehicle_category,
    ...(input.vehicle_make !== undefined ? { vehicle_make: input.vehicle_make } : {}),
    ...(input.vehicle_colour !== undefined ? { vehicle_colour: input.vehicle_colour } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...Object.fromEntries(DOCUMENT_FIELDS.flatMap((field) => (input[field] !== undefined ? [[field, input[field]]] : []))),
  };
}

export type DriversService = ReturnType<typeof createDriversService>;

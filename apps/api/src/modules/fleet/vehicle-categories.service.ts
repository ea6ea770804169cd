/**
 * A company's vehicle categories in the console: listed for every staff role; added, changed,
 * enabled or disabled, and given a picture by owners. A category is never deleted (bookings and
 * drivers name it): disabling takes it off the website. Each change is one transaction with its
 * audit entry, then announced so every instance reloads the fleet.
 */
import type { Kysely } from 'kysely';
import { FLEET_MESSAGES, OPERATOR_MESSAGES, VEHICLE_FIELD_MESSAGES, type CataloguePart, type VehicleCategory, type WheelchairAccess } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, fieldFailure, ok, type Failure, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type Actor, type CompanyScope, NOT_FOUND } from '../../platform/company-scope/index.js';
import { isUploadedVehicleFile, type MediaRepository, parseUploadedName, processPicture, STANDARD_VEHICLE_PICTURE, uploadedFileName, VEHICLE_PICTURE_BOX } from '../media/index.js';
import { imageUrl } from './fleet.service.js';
import type { CategoryChanges, CategoryRecord, VehicleCategoriesRepository } from './vehicle-categories.repository.js';
import type { PublishedTariffs } from '../tariffs/index.js';

/** The fields of a category as the console names them. */
export interface CategoryFields {
  name: string;
  seats: number;
  luggage: number;
  hand_luggage: number;
  description: string;
  sort_order: number;
  enabled: boolean;
  wheelchair: WheelchairAccess;
}

const FIELDS = ['name', 'seats', 'luggage', 'hand_luggage', 'description', 'sort_order', 'enabled', 'wheelchair'] as const;

/** `priced`: the company's published tariffs price the category (a new one has none until it is priced). */
export function categoryJson(row: CategoryRecord, priced: boolean): VehicleCategory {
  return {
    id: row.id,
    company: { id: row.company_id, name: row.company_name },
    name: row.category_name,
    seats: row.seats,
    luggage: row.luggage,
    hand_luggage: row.small_luggage,
    description: row.description,
    sort_order: row.sort_order,
    enabled: row.is_active === 1,
    wheelchair: row.wheelchair_access,
    picture: { url: imageUrl(row.image_file), uploaded: isUploadedVehicleFile(row.image_file) },
    priced,
  };
}

function fieldsOf(row: CategoryRecord): CategoryFields {
  return {
    name: row.category_name,
    seats: row.seats,
    luggage: row.luggage,
    hand_luggage: row.small_luggage,
    description: row.description,
    sort_order: row.sort_order,
    enabled: row.is_active === 1,
    wheelchair: row.wheelchair_access,
  };
}

/**
 * The columns of changed fields. `vehicle_type` follows the name: quotes show the name as the
 * option's vehicle type (price-details.ts), and nothing shows the column apart from it.
 */
function columnsOf(fields: Partial<CategoryFields>): CategoryChanges {
  const changes: CategoryChanges = {};
  if (fields.name !== undefined) {
    changes.category_name = fields.name;
    changes.vehicle_type = fields.name;
  }
  if (fields.seats !== undefined) changes.seats = fields.seats;
  if (fields.luggage !== undefined) changes.luggage = fields.luggage;
  if (fields.hand_luggage !== undefined) changes.small_luggage = fields.hand_luggage;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.sort_order !== undefined) changes.sort_order = fields.sort_order;
  if (fields.enabled !== undefined) changes.is_active = fields.enabled ? 1 : 0;
  if (fields.wheelchair !== undefined) changes.wheelchair_access = fields.wheelchair;
  return changes;
}

const nameTaken = (): Failure => fieldFailure(409, 'name', `${VEHICLE_FIELD_MESSAGES.nameTaken}.`, VEHICLE_FIELD_MESSAGES.nameTaken);

export interface VehicleCategoriesDeps {
  db: Kysely<Database>;
  repo: VehicleCategoriesRepository;
  media: MediaRepository;
  /** What the website prices with: whether a category has a price. */
  tariffs: PublishedTariffs;
  now: () => Date;
  /** After a change has committed: every instance forgets its copy of the fleet. */
  announce: (parts: CataloguePart[], companyId: number) => Promise<void>;
}

export function createVehicleCategoriesService(deps: VehicleCategoriesDeps) {
  const { repo, db } = deps;

  async function json(rows: CategoryRecord[]): Promise<VehicleCategory[]> {
    const latest = await deps.tariffs.latest();
    return rows.map((row) => categoryJson(row, latest.get(row.company_id)?.byVehicle.has(row.id) ?? false));
  }

  async function current(scope: CompanyScope, id: number): Promise<Result<VehicleCategory>> {
    const row = await repo.find(scope, id);
    return row ? ok((await json([row]))[0]!) : fail(404, NOT_FOUND);
  }

  const audit = (trx: Kysely<Database>, actor: Actor, companyId: number, id: number, action: string, at: string, detail?: Record<string, unknown>) =>
    recordAudit(trx, { companyId, staffId: actor.staff.id, action, subjectType: 'vehicle', subjectId: id, detail, at });

  /** The company a new category goes to: the owner's own, or the one a platform admin names. */
  async function companyFor(actor: Actor, named: number | undefined): Promise<Result<number>> {
    if (actor.scope.all) {
      if (named === undefined) return fieldFailure(400, 'company_id', FLEET_MESSAGES.companyRequired);
      return (await repo.company(named)) ? ok(named) : fail(404, NOT_FOUND);
    }
    if (named !== undefined && named !== actor.scope.companyId) return fail(404, NOT_FOUND);
    return ok(actor.scope.companyId);
  }

  return {
    async list(scope: CompanyScope): Promise<VehicleCategory[]> {
      return json(await repo.list(scope));
    },

    async create(actor: Actor, input: Omit<CategoryFields, 'sort_order'> & { sort_order?: number | undefined; company_id?: number | undefined }): Promise<Result<VehicleCategory>> {
      const company = await companyFor(actor, input.company_id);
      if (!company.ok) return company;
      const companyId = company.value;
      const at = deps.now().toISOString();
      const created = await db.transaction().execute(async (trx): Promise<Result<number>> => {
        await repo.lockCompany(trx, companyId);
        if (await repo.nameTaken(trx, companyId, input.name, null)) return nameTaken();
        const fields: CategoryFields = {
          name: input.name,
          seats: input.seats,
          luggage: input.luggage,
          hand_luggage: input.hand_luggage,
          description: input.description,
          sort_order: input.sort_order ?? (await repo.nextSortOrder(trx, companyId)),
          enabled: input.enabled,
          wheelchair: input.wheelchair,
        };
        const id = await repo.insert(trx, {
          company_id: companyId,
          category_name: fields.name,
          vehicle_type: fields.name,
          seats: fields.seats,
          luggage: fields.luggage,
          small_luggage: fields.hand_luggage,
          description: fields.description,
          sort_order: fields.sort_order,
          is_active: fields.enabled ? 1 : 0,
          wheelchair_access: fields.wheelchair,
          image_file: STANDARD_VEHICLE_PICTURE,
        });
        await audit(trx, actor, companyId, id, 'vehicle.created', at, { ...fields });
        return ok(id);
      });
      if (!created.ok) return created;
      await deps.announce(['fleet'], companyId);
      return current(actor.scope, created.value);
    },

    async update(actor: Actor, id: number, input: Partial<CategoryFields>): Promise<Result<VehicleCategory>> {
      if (FIELDS.every((field) => input[field] === undefined)) return fail(400, OPERATOR_MESSAGES.nothingToChange);
      const before = await repo.find(actor.scope, id);
      if (!before) return fail(404, NOT_FOUND);
      const was = fieldsOf(before);
      const changed: Partial<CategoryFields> = {};
      const detail: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of FIELDS) {
        const value = input[field];
        if (value === undefined || value === was[field]) continue;
        Object.assign(changed, { [field]: value });
        detail[field] = { from: was[field], to: value };
      }
      if (Object.keys(changed).length === 0) return ok((await json([before]))[0]!);

      // Only `enabled` changing reads better in the audit log as what it is.
      const only = Object.keys(changed);
      const action = only.length === 1 && only[0] === 'enabled' ? (changed.enabled ? 'vehicle.enabled' : 'vehicle.disabled') : 'vehicle.updated';
      const at = deps.now().toISOString();
      const saved = await db.transaction().execute(async (trx): Promise<Result<true>> => {
        if (changed.name !== undefined) {
          await repo.lockCompany(trx, before.company_id);
          if (await repo.nameTaken(trx, before.company_id, changed.name, id)) return nameTaken();
        }
        await repo.update(trx, id, columnsOf(changed));
        const drivers = changed.name !== undefined ? await repo.renameDriversCategory(trx, before.company_id, before.category_name, changed.name) : 0;
        await audit(trx, actor, before.company_id, id, action, at, drivers > 0 ? { ...detail, drivers_renamed: drivers } : detail);
        return ok(true);
      });
      if (!saved.ok) return saved;
      await deps.announce(['fleet'], before.company_id);
      return current(actor.scope, id);
    },

    /** Replaces the category's picture with the uploaded one (see picture-pipeline.ts). */
    async setPicture(actor: Actor, id: number, upload: Buffer | undefined): Promise<Result<VehicleCategory>> {
      const found = await repo.find(actor.scope, id);
      if (!found) return fail(404, NOT_FOUND);
      const picture = await processPicture(upload, VEHICLE_PICTURE_BOX);
      if (!picture.ok) return picture;
      const at = deps.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await repo.lock(trx, id);
        const before = (await repo.find(actor.scope, id, trx)) ?? found;
        const stored = await deps.media.insert(trx, before.company_id, 'vehicle', picture.value, at);
        const file = uploadedFileName('vehicle', stored);
        await repo.update(trx, id, { image_file: file });
        const old = parseUploadedName('vehicle', before.image_file);
        if (old) await deps.media.remove(trx, old.id);
        await audit(trx, actor, before.company_id, id, 'vehicle.picture_changed', at, {
          from: before.image_file,
          to: file,
          width: stored.width,
          height: stored.height,
          bytes: picture.value.bytes.length,
        });
      });
      await deps.announce(['fleet'], found.company_id);
      return current(actor.scope, id);
    },

    /** Back to the standard drawing; nothing to do without an uploaded picture. */
    async removePicture(actor: Actor, id: number): Promise<Result<VehicleCategory>> {
      const found = await repo.find(actor.scope, id);
      if (!found) return fail(404, NOT_FOUND);
      if (!isUploadedVehicleFile(found.image_file)) return ok((await json([found]))[0]!);
      const at = deps.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await repo.lock(trx, id);
        const before = (await repo.find(actor.scope, id, trx)) ?? found;
        const old = parseUploadedName('vehicle', before.image_file);
        if (!old) return;
        await repo.update(trx, id, { image_file: STANDARD_VEHICLE_PICTURE });
        await deps.media.remove(trx, old.id);
        await audit(trx, actor, before.company_id, id, 'vehicle.picture_removed', at, { from: before.image_file, to: STANDARD_VEHICLE_PICTURE });
      });
      await deps.announce(['fleet'], found.company_id);
      return current(actor.scope, id);
    },
  };
}

export type VehicleCategoriesService = ReturnType<typeof createVehicleCategoriesService>;

/**
 * A company's logo: uploaded by its owners (or a platform admin), re-encoded like a vehicle picture
 * and kept as the company's one media_files row of kind 'logo' (a unique index holds it to one).
 * Each change is one transaction with its audit entry, then announced as a change of 'companies'.
 */
import { sql, type Kysely } from 'kysely';
import type { CataloguePart, CompanyLogo } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type Actor, type CompanyScope, NOT_FOUND } from '../../platform/company-scope/index.js';
import { createCompaniesRepository } from '../companies/index.js';
import type { MediaRepository, StoredPicture } from './media.repository.js';
import { mediaUrl, uploadedFileName } from './media-names.js';
import { LOGO_BOX, processPicture } from './picture-pipeline.js';

/** Where a company's logo is served, or null without one (for the company profile of the console and the website). */
export function logoJson(logo: StoredPicture | null): CompanyLogo['logo'] {
  return logo ? { url: mediaUrl('logo', uploadedFileName('logo', logo)), width: logo.width, height: logo.height } : null;
}

export function createCompanyLogoService(deps: {
  db: Kysely<Database>;
  dialect: Dialect;
  media: MediaRepository;
  now: () => Date;
  announce: (parts: CataloguePart[], companyId: number) => Promise<void>;
}) {
  const { db, media } = deps;

  const companies = createCompaniesRepository(db);
  const company = (scope: CompanyScope, id: number) => companies.named(scope, id);

  /** Holds the company's row until the transaction ends (PostgreSQL), so two uploads replace one another in turn. */
  async function lock(trx: Kysely<Database>, companyId: number) {
    if (deps.dialect === 'postgres') await sql`select id from companies where id = ${companyId} for update`.execute(trx);
  }

  const audit = (trx: Kysely<Database>, actor: Actor, companyId: number, action: string, at: string, detail: Record<string, unknown>) =>
    recordAudit(trx, { companyId, staffId: actor.staff.id, action, subjectType: 'company', subjectId: companyId, detail, at });

  return {
    async get(scope: CompanyScope, companyId: number): Promise<Result<CompanyLogo>> {
      const found = await company(scope, companyId);
      if (!found) return fail(404, NOT_FOUND);
      return ok({ company: found, logo: logoJson(await media.logoOf(companyId)) });
    },

    async put(actor: Actor, companyId: number, upload: Buffer | undefined): Promise<Result<CompanyLogo>> {
      const found = await company(actor.scope, companyId);
      if (!found) return fail(404, NOT_FOUND);
      const picture = await processPicture(upload, LOGO_BOX);
      if (!picture.ok) return picture;
      const at = deps.now().toISOString();
      const stored = await db.transaction().execute(async (trx) => {
        await lock(trx, companyId);
        const old = await media.logoOf(companyId, trx);
        if (old) await media.remove(trx, old.id);
        const logo = await media.insert(trx, companyId, 'logo', picture.value, at);
        await audit(trx, actor, companyId, 'company.logo_changed', at, {
          from: old ? uploadedFileName('logo', old) : null,
          to: uploadedFileName('logo', logo),
          width: logo.width,
          height: logo.height,
          bytes: picture.value.bytes.length,
        });
        return logo;
      });
      await deps.announce(['companies'], companyId);
      return ok({ company: found, logo: logoJson(stored) });
    },

    async remove(actor: Actor, companyId: number): Promise<Result<CompanyLogo>> {
      const found = await company(actor.scope, companyId);
      if (!found) return fail(404, NOT_FOUND);
      const at = deps.now().toISOString();
      const removed = await db.transaction().execute(async (trx) => {
        await lock(trx, companyId);
        const old = await media.logoOf(companyId, trx);
        if (!old) return false;
        await media.remove(trx, old.id);
        await audit(trx, actor, companyId, 'company.logo_removed', at, { from: uploadedFileName('logo', old) });
        return true;
      });
      if (removed) await deps.announce(['companies'], companyId);
      return ok({ company: found, logo: null });
    },
  };
}

export type CompanyLogoService = ReturnType<typeof createCompanyLogoService>;

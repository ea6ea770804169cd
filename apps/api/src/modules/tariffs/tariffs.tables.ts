import type { Generated } from 'kysely';

/** One published version of a company's tariffs: immutable once written. */
export interface TariffVersionsTable {
  id: Generated<number>;
  company_id: number;
  /** 1, 2, 3… per company. */
  version: number;
  /** JSON of a TariffDocument (tariff-document.ts). */
  document: string;
  published_at: string;
  published_by: number | null;
  note: string;
  /** The version this one copied, when an owner restored an earlier version. */
  restored_from: number | null;
}

/** A company's unpublished edits; at most one per company. */
export interface TariffDraftsTable {
  company_id: number;
  document: string;
  based_on_version: number | null;
  /** Goes up by one on each save, so two editors cannot overwrite each other unseen. */
  revision: number;
  updated_at: string;
  updated_by: number | null;
}

/** Secrets every API instance shares, made on first start (e.g. the key that signs quotes). */
export interface PlatformSecretsTable {
  name: string;
  value: string;
}

export interface TariffsTables {
  tariff_versions: TariffVersionsTable;
  tariff_drafts: TariffDraftsTable;
  platform_secrets: PlatformSecretsTable;
}

/** Changing one row of a tariff list by its key (pure). */
import type { TariffForm } from './tariff-form';

/** Applies a change to the form of one vehicle. */
export type EditTariff = (change: (form: TariffForm) => TariffForm) => void;

export function patchRow<T extends { key: string }>(rows: readonly T[], key: string, patch: Partial<T>): T[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

export function withoutRow<T extends { key: string }>(rows: readonly T[], key: string): T[] {
  return rows.filter((row) => row.key !== key);
}

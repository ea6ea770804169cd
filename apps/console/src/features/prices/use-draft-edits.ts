/**
 * The page's unsaved edits of a company's prices. Until the first edit the forms are the sheet's
 * (so a refetch shows fresh prices); from the first edit they are the page's own, together with the
 * draft revision they were made on, which the save sends (a save over someone else's newer one is
 * refused with 409). Saving, discarding or reloading drops them, and the sheet's show again.
 */
import { useMemo, useState } from 'react';
import type { TariffSheet } from '@kerbside/contract';
import { sameTariff, tariffToForm, type TariffForm } from './tariff-form';

export type VehicleForms = Readonly<Record<number, TariffForm | null>>;

interface LocalEdits {
  revision: number;
  forms: VehicleForms;
}

export function formsOfSheet(sheet: TariffSheet): VehicleForms {
  return Object.fromEntries(sheet.vehicles.map((vehicle) => [vehicle.vehicle_id, vehicle.tariff ? tariffToForm(vehicle.tariff) : null]));
}

export function useDraftEdits(sheet: TariffSheet) {
  const [local, setLocal] = useState<LocalEdits | null>(null);
  const sheetForms = useMemo(() => formsOfSheet(sheet), [sheet]);
  const forms = local?.forms ?? sheetForms;
  const dirty = useMemo(
    () => local !== null && sheet.vehicles.some((vehicle) => !sameTariff(local.forms[vehicle.vehicle_id] ?? null, sheetForms[vehicle.vehicle_id] ?? null)),
    [local, sheet, sheetForms],
  );

  const setForm = (vehicleId: number, form: TariffForm | null) =>
    setLocal((current) => {
      const base = current ?? { revision: sheet.draft?.revision ?? 0, forms: sheetForms };
      return { ...base, forms: { ...base.forms, [vehicleId]: form } };
    });

  return {
    forms,
    dirty,
    /** The draft revision the edits were made on (the sheet's when there are none). */
    revision: local?.revision ?? sheet.draft?.revision ?? 0,
    setForm,
    /** Forget the edits: after a save, a discard, or to take someone else's newer draft. */
    drop: () => setLocal(null),
  };
}

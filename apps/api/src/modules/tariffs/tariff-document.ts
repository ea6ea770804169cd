/**
 * How a company's tariffs are stored: one JSON document per published version (and per draft),
 * holding the tariff of each priced vehicle category. A category missing from it has no price
 * (the website offers Quote Now). Documents are checked when saved; reading fills in fields added
 * since (older documents lack them).
 */
import { TARIFF_OPTIONAL_DEFAULTS, type Tariff } from '@kerbside/domain';

export interface VehicleTariff {
  vehicle_id: number;
  tariff: Tariff;
}

export interface TariffDocument {
  vehicles: VehicleTariff[];
}

export const EMPTY_TARIFF_DOCUMENT: TariffDocument = { vehicles: [] };

export function readTariffDocument(json: string): TariffDocument {
  const parsed = JSON.parse(json) as { vehicles?: Array<{ vehicle_id: number; tariff: Tariff }> };
  return {
    vehicles: (parsed.vehicles ?? []).map((entry) => ({
      vehicle_id: entry.vehicle_id,
      tariff: { ...structuredClone(TARIFF_OPTIONAL_DEFAULTS), ...entry.tariff },
    })),
  };
}

export const writeTariffDocument = (document: TariffDocument): string => JSON.stringify(document);

/** The tariff of each vehicle of a document. */
export function tariffsByVehicle(document: TariffDocument): Map<number, Tariff> {
  return new Map(document.vehicles.map((entry) => [entry.vehicle_id, entry.tariff]));
}

/** The drivers a job may be given, as the assign dialog lists them (pure). */
import type { Driver } from '@kerbside/contract';
import { formatDay } from '../../lib/format';

export interface DriverChoice {
  id: number;
  /** The option's text: name, registration, category and, when they cannot drive it, why. */
  label: string;
  /** Why this driver cannot be given the job, or null. */
  unavailable: string | null;
}

/**
 * Every driver, with those who cannot take the job disabled and saying why: a licence expired, or
 * expiring before the pick-up date (the server refuses both). Available drivers first, by name.
 */
export function driverChoices(drivers: readonly Driver[], pickUpDate: string): DriverChoice[] {
  const choices = drivers.map((driver): DriverChoice => {
    const unavailable =
      driver.licence_status === 'expired'
        ? `licence expired ${formatDay(driver.licence_expiry)}`
        : driver.licence_expiry < pickUpDate
          ? `licence ends ${formatDay(driver.licence_expiry)}, before the pick-up`
          : null;
    const base = `${driver.name} · ${driver.vehicle_registration} · ${driver.vehicle_category}`;
    return { id: driver.id, label: unavailable ? `${base} (${unavailable})` : base, unavailable };
  });
  return choices.sort((a, b) => Number(a.unavailable !== null) - Number(b.unavailable !== null) || a.label.localeCompare(b.label));
}

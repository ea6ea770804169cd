/** The outbound party in one line, shown on the return leg while it carries the same party. */
import { MILEAGE_EXTRAS } from './extras';
import type { MileageForm } from './mileage-defaults';
import { PARTY_COUNTS, PARTY_TOGGLES, legCount, legYesNo } from './mileage-updaters';

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** 'Passengers 2, luggage 1, hand luggage 0, baby seats 1, wheelchair accessible': extras only when chosen. */
export function partySummary(form: MileageForm): string {
  const parts = [`Passengers ${form.passengers}`, `luggage ${form.luggages}`, `hand luggage ${form.hand_luggages}`];
  for (const extra of MILEAGE_EXTRAS) {
    if (extra.kind === 'count' && (PARTY_COUNTS as readonly string[]).includes(extra.option)) {
      const n = legCount(form, 'outbound', extra.option);
      if (n > 0) parts.push(`${lower(extra.label)} ${n}`);
    } else if (extra.kind === 'toggle' && (PARTY_TOGGLES as readonly string[]).includes(extra.option)) {
      if (legYesNo(form, 'outbound', extra.option) === 'yes') parts.push(lower(extra.label));
    }
  }
  return parts.join(', ');
}

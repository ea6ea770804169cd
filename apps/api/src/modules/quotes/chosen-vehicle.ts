import { asksForWheelchair, isYes, overageList, takesWheelchair, type BookingForm, type HourlyRateForm, type PayableBooking, type PriceDetail, type Settings } from '@kerbside/contract';
import { amountCharged, capacityOverage, requestedCapacity, type CapacityOverage } from '@kerbside/domain';
import { fail, ok, type Result } from '../../http/result.js';
import type { FleetVehicle } from '../fleet/index.js';

/** The server's own price for the vehicle and quantity a visitor chose (never the browser's). */
export interface ChosenVehiclePrice {
  vehicle: FleetVehicle;
  detail: PriceDetail;
  quantity: number;
  /** Exact price of one vehicle and of the quantity, pence. */
  unitPence: number;
  totalPence: number;
  /** What is charged (amountCharged): whole pounds when ROUND_OFF is 'yes' (spec §9), else the exact total. */
  chargePence: number;
  /** ISO currency code for the card provider, from the CURRENCY setting. */
  currencyCode: string;
  currencySymbol: string;
  bookingType: 'milleage' | 'hourly';
  /** The tariff version the price came from (a held quote's, else the company's newest). */
  tariffVersionId: number | null;
  /** The outbound journey by road as the quote measured it, seconds; null for hourly hire. */
  journeySeconds: number | null;
  bookingForm: BookingForm | null;
  hourlyRateForm: HourlyRateForm | null;
}

const CURRENCY_CODES: Record<string, string> = { '£': 'gbp', '€': 'eur', $: 'usd' };

export function currencyOf(settings: Settings): { code: string; symbol: string } {
  const symbol = settings.CURRENCY?.trim() || '£';
  return { symbol, code: CURRENCY_CODES[symbol] ?? (/^[a-z]{3}$/i.test(symbol) ? symbol.toLowerCase() : 'gbp') };
}

export const PRICE_CHANGED = 'The price of this journey has changed. Please go back to the results and choose your vehicle again.';

export const vehicleTooSmall = (over: CapacityOverage) =>
  `This vehicle cannot take your party (${overageList(over)}). Please go back to the results and choose a larger vehicle.`;

export const vehicleTakesNoWheelchair = (name: string) =>
  `The ${name} cannot take a wheelchair. Choose a vehicle that does, or ask the office to arrange one.`;

/** Picks the chosen vehicle out of a fresh quote and checks the amount the website showed. */
export function chooseVehicle(
  payable: PayableBooking,
  priceDetails: PriceDetail[],
  vehicles: FleetVehicle[],
  settings: Settings,
  forms: { bookingForm: BookingForm | null; hourlyRateForm: HourlyRateForm | null },
): Result<Omit<ChosenVehiclePrice, 'tariffVersionId' | 'journeySeconds'>> {
  const { vehicle_id, company_id, final_price } = payable.selectedVehicleData;
  const detail = priceDetails.find((p) => p.vehicle_id === vehicle_id && p.company_id === company_id);
  const vehicle = vehicles.find((v) => v.id === vehicle_id && v.companyId === company_id);
  // A wheelchair request is quoted only vehicles that take one (Equality Act 2010 s.165); a
  // request naming another is told why, not that the vehicle is gone.
  if (vehicle && forms.bookingForm && asksForWheelchair(forms.bookingForm) && !takesWheelchair(vehicle.wheelchairAccess)) {
    return fail(422, vehicleTakesNoWheelchair(vehicle.categoryName));
  }
  if (!detail || !vehicle) return fail(422, 'This vehicle is no longer available for this journey. Please choose another.');
  if (detail.price <= 0) return fail(422, 'This vehicle is priced on request. Please ask us for a quote.');
  // The results screen lists only vehicles that take the whole party (spec §4); the same rule
  // here, so a hand-made request cannot book a saloon for eight. One vehicle must take everyone,
  // whatever the quantity, as on the results screen.
  const over = forms.bookingForm ? capacityOverage(detail, requestedCapacity(forms.bookingForm)) : null;
  if (over) return fail(422, vehicleTooSmall(over));

  const quantity = payable.selectedVehicle;
  const unitPence = Math.round(detail.price * 100);
  const totalPence = unitPence * quantity;
  if (Math.abs(Math.round(final_price * 100) - totalPence) > 1) return fail(409, PRICE_CHANGED);

  const { chargedPence: chargePence } = amountCharged({ unitPence, quantity }, isYes(settings.ROUND_OFF));
  const currency = currencyOf(settings);
  return ok({
    vehicle,
    detail,
    quantity,
    unitPence,
    totalPence,
    chargePence,
    currencyCode: currency.code,
    currencySymbol: currency.symbol,
    bookingType: payable.bookingType,
    ...forms,
  });
}

import type { PriceDetail } from '@kerbside/contract';
import { penceToPounds, type PriceQuote } from '@kerbside/domain';
import { type FleetVehicle, imageUrl } from '../fleet/index.js';

/** One vehicle option of spec §3, priced for quantity 1 (the website multiplies by its quantity). */
export function toPriceDetail(vehicle: FleetVehicle, quote: PriceQuote): PriceDetail {
  const price = penceToPounds(quote.totalPence);
  return {
    vehicle_id: vehicle.id,
    company_id: vehicle.companyId,
    company_name: vehicle.companyName,
    vehicle_image: imageUrl(vehicle.imageFile),
    vehicle_type: vehicle.categoryName,
    max_seat: vehicle.seats,
    luggage: vehicle.luggage,
    small_luggage: vehicle.smallLuggage,
    price,
    final_price: price,
    breakdown: {
      lines: quote.lines.map((l) => ({ code: l.code, label: l.label, amount: penceToPounds(l.amountPence) })),
      final_price: price,
    },
  };
}

export function byPrice(a: PriceDetail, b: PriceDetail): number {
  return a.price - b.price || a.company_id - b.company_id || a.vehicle_id - b.vehicle_id;
}

import { LIMITS } from '@kerbside/contract';

/**
 * How many vehicles a stored choice is for. The results screen stores final_price = price ×
 * quantity when Book Now is pressed, so the quantity is read back from the choice itself; a later
 * change of the quantity menu without Book Now does not change what was chosen.
 */
export function vehicleQuantity(vehicle: { price: number; final_price: number }): number {
  const { price, final_price: total } = vehicle;
  if (!(price > 0) || !(total > 0)) return LIMITS.vehicleQuantity.min;
  const quantity = Math.round(total / price);
  return Math.min(LIMITS.vehicleQuantity.max, Math.max(LIMITS.vehicleQuantity.min, quantity));
}

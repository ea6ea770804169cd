/** The company's vehicles priced for the journey: one to choose (arrows), Enter books it. */
import { forwardRef, type KeyboardEvent } from 'react';
import type { DeskPrices } from '@kerbside/contract';
import { formatPounds, poundsToPence } from '@kerbside/domain';

/** What the list says when the journey asks for a wheelchair (the API lists only the vehicles that take one). */
export const WHEELCHAIR_LIST_WORDS = {
  showing: 'Showing vehicles that take a wheelchair.',
  none: 'None of this company’s vehicles takes a wheelchair. Mark what each category takes under Fleet, or arrange an accessible vehicle with another operator.',
} as const;

interface VehicleChoiceProps {
  prices: DeskPrices;
  value: number | null;
  onChange: (vehicleId: number) => void;
  onEnter: () => void;
}

export const VehicleChoice = forwardRef<HTMLFieldSetElement, VehicleChoiceProps>(function VehicleChoice({ prices, value, onChange, onEnter }, ref) {
  function enter(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey && (event.target as HTMLElement).matches('input[type="radio"]')) {
      event.preventDefault();
      onEnter();
    }
  }
  const [y, m, d] = prices.pickup_date.split('-');
  return (
    <fieldset ref={ref} className="new-booking__section vehicle-choice" onKeyDown={enter}>
      <legend className="new-booking__legend">
        Vehicle, pickup {d}/{m}/{y} {prices.pickup_time}
      </legend>
      {prices.journey && (
        <p className="vehicle-choice__journey">
          {prices.journey.via_miles.toFixed(1)} miles, about {Math.round(prices.journey.time_duration / 60)} minutes
        </p>
      )}
      {prices.wheelchair_only && (
        <p className="vehicle-choice__wheelchair" role="status">
          {prices.vehicles.length > 0 ? WHEELCHAIR_LIST_WORDS.showing : WHEELCHAIR_LIST_WORDS.none}
        </p>
      )}
      {prices.vehicles.map((vehicle) => {
        const id = `desk-vehicle-${vehicle.vehicle_id}`;
        const unavailable = vehicle.price === null || vehicle.too_small !== '';
        return (
          <label key={vehicle.vehicle_id} htmlFor={id} className="choice-group__choice vehicle-choice__option" data-unavailable={unavailable || undefined}>
            <input id={id} type="radio" name="desk-vehicle" checked={value === vehicle.vehicle_id} disabled={unavailable} onChange={() => onChange(vehicle.vehicle_id)} />
            <span className="vehicle-choice__name">
              {vehicle.category_name} <span className="vehicle-choice__capacity">({vehicle.seats} seats, {vehicle.luggage} cases)</span>
            </span>
            <span className="vehicle-choice__price">{vehicle.price === null ? 'No tariff price' : formatPounds(poundsToPence(vehicle.price))}</span>
            {vehicle.too_small && <span className="vehicle-choice__note">{vehicle.too_small}</span>}
          </label>
        );
      })}
      {prices.vehicles.length > 0 && (
        <p className="field__hint">
          <kbd>↑</kbd> <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to book.
        </p>
      )}
    </fieldset>
  );
});

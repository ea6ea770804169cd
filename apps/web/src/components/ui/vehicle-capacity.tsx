import type { Vehicle } from '@kerbside/contract';
import './vehicle-capacity.css';

interface VehicleCapacityProps {
  vehicle: Pick<Vehicle, 'seats' | 'luggage' | 'hand_luggage'>;
  className?: string;
}

/**
 * What a fleet category carries, one fact a row (label left, figure right): a row never runs out of
 * room, so no label is cut in the narrowest card from 320 to 1440 px.
 */
export function VehicleCapacity({ vehicle, className }: VehicleCapacityProps) {
  const facts = [
    ['Passengers', vehicle.seats],
    ['Suitcases', vehicle.luggage],
    ['Hand luggage', vehicle.hand_luggage],
  ] as const;
  return (
    <dl className={className ? `vehicle-capacity ${className}` : 'vehicle-capacity'}>
      {facts.map(([label, value]) => (
        <div key={label} className="vehicle-capacity__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

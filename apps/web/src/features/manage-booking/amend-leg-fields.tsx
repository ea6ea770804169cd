import { LIMITS, type AmendLeg, type ManagedLeg } from '@kerbside/contract';
import { useSettings } from '../../app/settings-provider';
import { Counter } from '../../components/ui/counter';
import type { AmendLegName } from './amend-draft';
import { hourChoices, MINUTE_OPTIONS, offeredExtras, type Choice } from './amend-choices';
// The booking form's look for the same controls (date and time, counts, switches): styles only.
import '../quote-form/quote-form.css';
import '../quote-form/form-controls.css';

interface AmendLegFieldsProps {
  leg: ManagedLeg;
  title: string;
  values: AmendLeg;
  rideType: 'Q' | 'H';
  today: string;
  error?: string;
  onChange: (patch: Partial<AmendLeg>) => void;
}

/** The return leg's controls say so, so no two controls of the form share a name (as on the booking form). */
const named = (leg: AmendLegName, label: string) => (leg === 'return' ? `Return ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label);

export const amendDateId = (leg: AmendLegName) => `amend-${leg}-date`;

const AIRPORT = /\b(airport|terminal)s?\b/i;

/**
 * One leg of the amend form, laid out as the booking form lays out the same controls: pickup date
 * and time, flight, the party and, for a transfer, the priced extras.
 */
export function AmendLegFields({ leg, title, values, rideType, today, error, onChange }: AmendLegFieldsProps) {
  const settings = useSettings();
  const id = `amend-${leg.leg}`;
  const pickup = named(leg.leg, 'Pickup');
  const flight = values.flight_no !== '' || leg.flight_no !== null || AIRPORT.test(leg.from_address);
  const counts = [
    { option: 'passengers', label: 'Passengers', min: 1, max: LIMITS.passengers.max },
    { option: 'luggages', label: 'Luggage', min: 0, max: LIMITS.luggages.max },
    { option: 'hand_luggages', label: 'Hand luggage', min: 0, max: LIMITS.handLuggages.max },
  ] as const;
  const extras = rideType === 'Q' ? offeredExtras(settings, values) : [];

  return (
    <fieldset className="manage-amend__leg">
      <legend className="manage-amend__leg-title">{title}</legend>
      <div className="schedule">
        <div className="field">
          <label className="field__label" htmlFor={amendDateId(leg.leg)}>
            {pickup} date
          </label>
          <input
            id={amendDateId(leg.leg)}
            className="input"
            type="date"
            required
            min={today}
            value={values.pickup_date}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-date-error` : undefined}
            onChange={(e) => onChange({ pickup_date: e.target.value })}
          />
          {error && (
            <span id={`${id}-date-error`} className="field__error">
              {error}
            </span>
          )}
        </div>
        <fieldset className="field time-field">
          <legend className="field__label">{pickup} time</legend>
          <div className="time-field__selects">
            <TimeSelect id={`${id}-hour`} label={`${pickup} hour`} value={values.pickup_hour} options={hourChoices(rideType)} onChange={(pickup_hour) => onChange({ pickup_hour })} />
            <span aria-hidden="true" className="time-field__colon">
              :
            </span>
            <TimeSelect id={`${id}-minute`} label={`${pickup} minute`} value={values.pickup_min} options={MINUTE_OPTIONS} onChange={(pickup_min) => onChange({ pickup_min })} />
          </div>
        </fieldset>
      </div>
      {flight && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-flight`}>
            {named(leg.leg, 'Flight or train number')}
          </label>
          <input
            id={`${id}-flight`}
            className="input"
            value={values.flight_no}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => onChange({ flight_no: e.target.value })}
          />
        </div>
      )}
      <div className="counts">
        {counts.map(({ option, label, min, max }) => (
          <Counter key={option} id={`${id}-${option}`} label={named(leg.leg, label)} value={values[option]} min={min} max={max} onChange={(n) => onChange({ [option]: n })} />
        ))}
      </div>
      {extras.length > 0 && (
        <fieldset className="manage-amend__extras">
          <legend className="manage-amend__extras-title">{named(leg.leg, 'Extras')}</legend>
          {extras.map(({ extra, price }) => {
            const label = named(leg.leg, extra.label);
            const extraId = `${id}-${extra.option}`;
            return extra.kind === 'toggle' ? (
              <label key={extra.option} className="toggle" htmlFor={extraId}>
                <input
                  id={extraId}
                  className="toggle__input"
                  type="checkbox"
                  role="switch"
                  checked={values[extra.option] === 'yes'}
                  onChange={(e) => onChange({ [extra.option]: e.target.checked ? 'yes' : 'no' })}
                />
                <span className="toggle__track" aria-hidden="true" />
                <span className="toggle__text">
                  {label}
                  {price && <span className="toggle__price"> ({price})</span>}
                </span>
              </label>
            ) : (
              <Counter
                key={extra.option}
                id={extraId}
                label={price ? `${label} (${price})` : label}
                value={values[extra.option]}
                min={0}
                max={extra.max}
                step={extra.step}
                unit={extra.unit}
                onChange={(n) => onChange({ [extra.option]: n })}
              />
            );
          })}
        </fieldset>
      )}
    </fieldset>
  );
}

function TimeSelect({ id, label, value, options, onChange }: { id: string; label: string; value: string; options: readonly Choice[]; onChange: (value: string) => void }) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}

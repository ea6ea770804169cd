import { TextField } from '@kerbside/ui/form-field';
import type { DeskValues } from './desk-form';
import './party-fields.css';

interface PartyFieldsProps {
  /** Each field's id is this prefix and its name: 'desk' → 'desk-passengers'. */
  idPrefix: string;
  values: DeskValues;
  set: (patch: Partial<DeskValues>) => void;
  /** The server's word on the first of these fields that it refused. */
  problem: (...paths: string[]) => string | undefined;
  /** The row the form lays its fields in. */
  rowClassName: string;
}

/** A transfer's party, luggage, flight and extras: shared by New booking and Change booking. */
export function PartyFields({ idPrefix, values, set, problem, rowClassName }: PartyFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className={rowClassName}>
        <TextField id={id('passengers')} label="Passengers" error={problem('bookingForm.passengers')} value={values.passengers} onChange={(passengers) => set({ passengers })} input={{ inputMode: 'numeric', autoComplete: 'off' }} />
        <TextField id={id('luggage')} label="Suitcases" error={problem('bookingForm.luggages')} value={values.luggage} onChange={(luggage) => set({ luggage })} input={{ inputMode: 'numeric', autoComplete: 'off' }} />
        <TextField id={id('flight')} label="Flight or train" error={problem('bookingForm.pickup_fight_number')} value={values.flight} onChange={(flight) => set({ flight })} input={{ autoComplete: 'off' }} />
      </div>
      <details className="party-fields__extras">
        <summary>Extras</summary>
        <label className="check">
          <input type="checkbox" checked={values.meetAndGreet} onChange={(event) => set({ meetAndGreet: event.target.checked })} />
          Meet and greet
        </label>
        <label className="check">
          <input type="checkbox" checked={values.wheelchair} onChange={(event) => set({ wheelchair: event.target.checked })} />
          Wheelchair (never charged)
        </label>
        <div className={rowClassName}>
          <TextField id={id('baby')} label="Baby seats" value={values.babySeats} onChange={(babySeats) => set({ babySeats })} input={{ inputMode: 'numeric' }} />
          <TextField id={id('booster')} label="Booster seats" value={values.boosterSeats} onChange={(boosterSeats) => set({ boosterSeats })} input={{ inputMode: 'numeric' }} />
          <TextField id={id('special')} label="Special luggage" value={values.specialLuggage} onChange={(specialLuggage) => set({ specialLuggage })} input={{ inputMode: 'numeric' }} />
          <TextField id={id('waiting')} label="Waiting minutes" value={values.waitingMinutes} onChange={(waitingMinutes) => set({ waitingMinutes })} input={{ inputMode: 'numeric' }} />
        </div>
      </details>
    </>
  );
}

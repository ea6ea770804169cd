/**
 * Change booking… on the job page (issue 24 §2): a passenger phones to change the time, an address,
 * the stops, the party, the extras, the flight, the vehicle or the notes. Price the change (the
 * server prices it with the booking's own tariff, or at an agreed price with a reason), read what
 * changes and how the money goes, then save it: the passenger is mailed the change.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BookingChangePayment, BookingChangePreview, JobDetail } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import { SelectField, TextField } from '@kerbside/ui/form-field';
import { DateField } from '@kerbside/ui/date-field';
import { AlertRegion } from '../../components/alert-region';
import { ChoiceGroup } from '../../components/choice-group';
import { Dialog } from '../../components/dialog';
import type { NoticeMessage } from '../../components/notice';
import { errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { useFleet } from '../fleet/fleet-api';
import type { DeskValues } from '../new-booking/desk-form';
import { PartyFields } from '../new-booking/party-fields';
import { AddressField } from '../prices/address-field';
import { useChangeBooking, usePreviewChange } from './change-booking-api';
import { changePaymentChoices, changeRequest, changeValues } from './change-booking-form';
import './change-booking.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: String(hour).padStart(2, '0') }));
const MINUTES = Array.from({ length: 12 }, (_, i) => {
  const minute = String(i * 5).padStart(2, '0');
  return { value: minute, label: minute };
});
const DURATIONS = Array.from({ length: 21 }, (_, i) => ({ value: String(i + 4), label: `${i + 4} hours` }));
const CHANGEABLE = new Set(['new', 'accepted', 'driver_assigned']);

/** Shown while every leg is new, accepted or with a driver, and the booking's form can be read. */
export function ChangeBookingButton({ detail, onNotice }: { detail: JobDetail; onNotice: (notice: NoticeMessage) => void }) {
  const [open, setOpen] = useState(false);
  const changeable = detail.booking.status === 'confirmed' && detail.legs.every((leg) => CHANGEABLE.has(leg.status)) && detail.booking.journey !== null && detail.booking.vehicle_quantity === 1;
  if (!changeable) return null;
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Change booking…
      </button>
      {open && (
        <ChangeBookingDialog
          detail={detail}
          onClose={() => setOpen(false)}
          onDone={(text) => {
            setOpen(false);
            onNotice({ tone: 'success', text });
          }}
        />
      )}
    </>
  );
}

function ChangeBookingDialog({ detail, onClose, onDone }: { detail: JobDetail; onClose: () => void; onDone: (text: string) => void }) {
  const { booking } = detail;
  const [values, setValues] = useState<DeskValues>(() => changeValues(booking)!);
  const [vehicleId, setVehicleId] = useState(booking.vehicle_id);
  const [notes, setNotes] = useState(booking.notes);
  const [override, setOverride] = useState(false);
  const [overridePrice, setOverridePrice] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [payment, setPayment] = useState<BookingChangePayment>('car');
  const fleet = useFleet(booking.company_id);
  const preview = usePreviewChange();
  const change = useChangeBooking();
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const previewRef = useRef<HTMLElement>(null);
  // Priced: what changes and how the money goes come into view, beside Save the change.
  useEffect(() => {
    if (preview.data) previewRef.current?.scrollIntoView({ block: 'nearest' });
  }, [preview.data]);

  /** Any edit: the price shown is no longer this change's. */
  const edited = () => {
    preview.reset();
    change.reset();
  };
  const set = (patch: Partial<DeskValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    edited();
  };
  const body = () => changeRequest(values, booking, { vehicleId, notes, override: override ? { price: overridePrice, reason: overrideReason } : null, payment });
  const priced: BookingChangePreview | undefined = preview.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (preview.isPending || change.isPending) return;
    if (!priced) {
      preview.mutate({ bookingId: booking.id, body: body() });
      return;
    }
    change.mutate(
      { bookingId: booking.id, body: { ...body(), expected_amount_pence: priced.new_amount_pence } },
      { onSuccess: (done) => onDone(`${done.booking_number} is changed. ${done.money_note} The passenger has been sent the change.`) },
    );
  }

  const problems = fieldProblemsOf(preview.error ?? change.error);
  const problem = (...paths: string[]) => paths.map((path) => problems[path]).find(Boolean);
  const form = values.kind === 'hourly' ? 'hourlyRateForm' : 'bookingForm';
  const isTransfer = values.kind === 'transfer';
  const vehicles = (fleet.data ?? []).filter((v) => v.company.id === booking.company_id && (v.enabled || v.id === booking.vehicle_id));
  const failed = preview.error ?? change.error;
  return (
    <Dialog
      title={`Change ${booking.booking_number}`}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" aria-disabled={preview.isPending || change.isPending || undefined}>
            {preview.isPending ? 'Pricing…' : change.isPending ? 'Saving…' : priced ? 'Save the change' : 'Price the change'}
          </button>
        </>
      }
    >
      <AlertRegion id="change-problem">{failed ? errorMessage(failed) : null}</AlertRegion>
      <div className="change-booking">
        <AddressField id="change-pickup" label="Pickup" error={problem(`${form}.pickup`)} value={values.pickup} onChange={(pickup, pickupPlaceId) => set({ pickup, pickupPlaceId })} />
        {isTransfer &&
          values.stops.map((stop, i) => (
            <div key={i} className="change-booking__stop">
              <AddressField id={`change-stop-${i}`} label={`Via ${i + 1}`} value={stop} onChange={(text) => set({ stops: values.stops.map((s, at) => (at === i ? text : s)) })} />
              <button type="button" className="button" onClick={() => set({ stops: values.stops.filter((_, at) => at !== i) })}>
                Remove via {i + 1}
              </button>
            </div>
          ))}
        {isTransfer && values.stops.length < 5 && (
          <button type="button" className="button button--ghost" onClick={() => set({ stops: [...values.stops, ''] })}>
            Add a via
          </button>
        )}
        {isTransfer && <AddressField id="change-dropoff" label="Drop-off" error={problem('bookingForm.dropoff')} value={values.dropoff} onChange={(dropoff, dropoffPlaceId) => set({ dropoff, dropoffPlaceId })} />}
        <div className="change-booking__row">
          <DateField id="change-date" label="Date" error={problem(`${form}.pickup_date`)} value={values.date} onChange={(date) => set({ date })} />
          <SelectField id="change-hour" label="Hour" value={values.hour} onChange={(hour) => set({ hour })} options={HOURS} />
          <SelectField id="change-minute" label="Minute" value={values.minute} onChange={(minute) => set({ minute })} options={MINUTES} />
        </div>
        {values.trip === 'return' && (
          <div className="change-booking__row">
            <DateField id="change-return-date" label="Return date" value={values.returnDate} onChange={(returnDate) => set({ returnDate })} />
            <SelectField id="change-return-hour" label="Return hour" value={values.returnHour} onChange={(returnHour) => set({ returnHour })} options={HOURS} />
            <SelectField id="change-return-minute" label="Return minute" value={values.returnMinute} onChange={(returnMinute) => set({ returnMinute })} options={MINUTES} />
            <TextField id="change-return-flight" label="Return flight or train" value={values.returnFlight} onChange={(returnFlight) => set({ returnFlight })} />
          </div>
        )}
        {isTransfer ? (
          <>
            <PartyFields idPrefix="change" values={values} set={set} problem={problem} rowClassName="change-booking__row" />
          </>
        ) : (
          <SelectField id="change-duration" label="Duration" value={values.duration} onChange={(duration) => set({ duration })} options={DURATIONS} />
        )}
        <SelectField
          id="change-vehicle"
          label="Vehicle"
          error={problem('vehicle_id')}
          value={String(vehicleId)}
          onChange={(id) => {
            setVehicleId(Number(id));
            edited();
          }}
          options={vehicles.length > 0 ? vehicles.map((v) => ({ value: String(v.id), label: `${v.name} (${v.seats} seats)` })) : [{ value: String(booking.vehicle_id), label: booking.vehicle_category }]}
        />
        <TextField id="change-notes" label="Notes for the driver" error={problem('notes')} value={notes} onChange={(text) => { setNotes(text); edited(); }} input={{ autoComplete: 'off' }} />
        <label className="check">
          <input type="checkbox" checked={override} onChange={(event) => { setOverride(event.target.checked); edited(); }} />
          Agreed price instead of the tariff’s
        </label>
        {override && (
          <div className="change-booking__row">
            <TextField id="change-override" label="Agreed price (£)" error={problem('price_override.price', 'price_override')} value={overridePrice} onChange={(text) => { setOverridePrice(text); edited(); }} input={{ inputMode: 'decimal', autoComplete: 'off' }} />
            <TextField id="change-override-reason" label="Reason (kept in the audit log)" error={problem('price_override.reason')} value={overrideReason} onChange={(text) => { setOverrideReason(text); edited(); }} input={{ autoComplete: 'off' }} />
          </div>
        )}
        <ChoiceGroup
          name="change-payment"
          legend="What is left to pay"
          value={payment}
          error={problem('payment')}
          onChange={(chosen) => {
            setPayment(chosen);
            edited();
          }}
          choices={changePaymentChoices(booking.payment_method, booking.booker.email)}
        />
        {priced && (
          <section ref={previewRef} className="change-booking__preview" aria-label="The change" role="status">
            <ul className="change-booking__changes">
              {priced.changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p>
              New price <strong>{money(priced.new_amount_pence)}</strong> (was {money(priced.old_amount_pence)}
              {override ? `; the tariff’s: ${money(priced.tariff_amount_pence)}` : ''}).
            </p>
            <p>{priced.money_note}</p>
          </section>
        )}
      </div>
    </Dialog>
  );
}

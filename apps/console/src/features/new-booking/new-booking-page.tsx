/**
 * New booking (issue 24 §1): a caller booked by phone without the mouse. Find the caller, repeat or
 * reverse a journey (or type one), ASAP or a time, the company's vehicles priced by its own tariff,
 * an agreed price with its reason, then Book: the new job's page opens.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Caller, CallerJourney, DeskPayment, DeskPrices, StaffMe } from '@kerbside/contract';
import { SelectField, TextField } from '@kerbside/ui/form-field';
import { DateField } from '@kerbside/ui/date-field';
import { AlertRegion } from '../../components/alert-region';
import { ChoiceGroup } from '../../components/choice-group';
import { PageHeader } from '../../components/page-header';
import { errorMessage, fieldProblemsOf } from '../../lib/api-client';
import { useCompanies } from '../companies/use-companies';
import { AddressField } from '../prices/address-field';
import { CallerLookup, phoneText } from './caller-lookup';
import { useDeskBooking, useDeskPrices } from './desk-api';
import { DESK_CHANNEL_CHOICES, deskBookingRequest, deskJourney, initialDeskValues, valuesFromJourney, type CallerValues, type DeskChannel, type DeskValues } from './desk-form';
import { payLinkEmailProblem, payLinkMailedText } from './desk-payment';
import { bookedState } from './booked-state';
import { PaymentChoice } from './payment-choice';
import { PartyFields } from './party-fields';
import { VehicleChoice } from './vehicle-choice';
import './new-booking.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: String(hour).padStart(2, '0') }));
const MINUTES = Array.from({ length: 12 }, (_, i) => {
  const minute = String(i * 5).padStart(2, '0');
  return { value: minute, label: minute };
});
const DURATIONS = Array.from({ length: 21 }, (_, i) => ({ value: String(i + 4), label: `${i + 4} hours` }));

const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function NewBookingPage({ staff }: { staff: StaffMe }) {
  const navigate = useNavigate();
  const today = londonToday();
  const [q, setQ] = useState('');
  const [values, setValues] = useState<DeskValues>(() => initialDeskValues(today));
  const [caller, setCaller] = useState<CallerValues>({ name: '', phone: '', email: '' });
  const [chosenCaller, setChosenCaller] = useState<Caller | null>(null);
  const [notes, setNotes] = useState('');
  const [payment, setPayment] = useState<DeskPayment>('car');
  const [textMessages, setTextMessages] = useState(false);
  const [channel, setChannel] = useState<DeskChannel>('phone');
  const [mainDestination, setMainDestination] = useState('');
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [override, setOverride] = useState(false);
  const [overridePrice, setOverridePrice] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [companyId, setCompanyId] = useState<number | undefined>(staff.company?.id);
  const [key] = useState(newKey);
  const prices = useDeskPrices();
  const booking = useDeskBooking();
  const companies = useCompanies(staff.company === null);
  const vehiclesRef = useRef<HTMLFieldSetElement>(null);
  /** After a repeat, the vehicle booked then, chosen again once priced. */
  const wanted = useRef<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    document.getElementById('caller-q')?.focus();
  }, []);

  // Once priced, the vehicles are the next thing to decide: the chosen one takes the focus.
  const focusVehicles = useRef(false);
  useEffect(() => {
    if (!prices.data || !focusVehicles.current) return;
    focusVehicles.current = false;
    vehiclesRef.current?.querySelector<HTMLInputElement>('input:checked, input:not(:disabled)')?.focus();
  }, [prices.data, vehicleId]);

  const set = (patch: Partial<DeskValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    prices.reset();
  };

  function priceNow(next: DeskValues) {
    prices.mutate(
      { ...deskJourney(next), company_id: companyId },
      {
        onSuccess: (priced) => {
          const fits = priced.vehicles.filter((v) => v.price !== null && v.too_small === '');
          const pick = fits.find((v) => v.vehicle_id === wanted.current) ?? fits[0];
          setVehicleId(pick?.vehicle_id ?? null);
          focusVehicles.current = true;
        },
      },
    );
  }

  function choose(found: Caller, journey: CallerJourney | null, reverse: boolean) {
    setChosenCaller(found);
    setCaller({ name: found.name, phone: phoneText(found.phone), email: found.email });
    if (!journey) {
      document.getElementById('desk-pickup')?.focus();
      return;
    }
    const next = valuesFromJourney(journey.journey, reverse, initialDeskValues(today));
    wanted.current = journey.vehicle_id;
    setValues(next);
    priceNow(next);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (booking.isPending || vehicleId === null) return;
    // Said beside the payment already: the email is what is missing.
    if (payLinkEmailProblem(payment, caller.email)) {
      document.getElementById('desk-email')?.focus();
      return;
    }
    const email = caller.email;
    booking.mutate(
      deskBookingRequest(values, {
        vehicleId,
        caller,
        notes,
        payment,
        override: override ? { price: overridePrice, reason: overrideReason } : null,
        idempotencyKey: key,
        textMessages,
        channel,
        mainDestination,
      }),
      {
        onSuccess: (booked) =>
          void navigate(`/jobs/${booked.job_ids[0]}`, { state: bookedState(booked.booking_number, payLinkMailedText(booked.awaiting_card_pence, email)) }),
      },
    );
  }

  /** Ctrl+Enter (⌘+Enter) books from anywhere on the form; Enter on a vehicle books it. */
  function shortcuts(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  const priced: DeskPrices | undefined = prices.data;
  // The server's problem with each field of a refused booking, shown beside the field.
  const problems = fieldProblemsOf(booking.error);
  const problem = (...paths: string[]) => paths.map((path) => problems[path]).find(Boolean);
  const form = values.kind === 'hourly' ? 'hourlyRateForm' : 'bookingForm';
  const isTransfer = values.kind === 'transfer';
  const doNotBook = chosenCaller?.do_not_book === true;
  return (
    <div className="page container new-booking">
      <PageHeader title="New booking" lead={<>Book a caller by phone. Press <kbd>N</kbd> anywhere in the console to start one; <kbd>Ctrl</kbd>+<kbd>Enter</kbd> books.</>} />
      {staff.company === null && (
        <SelectField
          id="desk-company"
          label="Company"
          placeholder="Choose the company"
          value={companyId ? String(companyId) : ''}
          onChange={(id) => {
            setCompanyId(id ? Number(id) : undefined);
            prices.reset();
          }}
          options={(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
      )}
      <CallerLookup q={q} onQ={setQ} companyId={companyId} today={today} onChoose={choose} />
      <form ref={formRef} className="new-booking__form" onSubmit={submit} onKeyDown={shortcuts} noValidate>
        <fieldset className="new-booking__section">
          <legend className="new-booking__legend">Caller</legend>
          {doNotBook && <p className="caller-card__warning">This caller is marked do not book. The booking will be refused.</p>}
          <div className="new-booking__row">
            <TextField id="desk-name" label="Name" error={problem('caller.name')} value={caller.name} onChange={(name) => setCaller((c) => ({ ...c, name }))} input={{ autoComplete: 'off' }} />
            <TextField id="desk-phone" label="Phone" error={problem('caller.phone')} value={caller.phone} onChange={(phone) => setCaller((c) => ({ ...c, phone }))} input={{ type: 'tel', autoComplete: 'off' }} />
            <TextField id="desk-email" label="Email (for the confirmation)" error={problem('caller.email')} value={caller.email} onChange={(email) => setCaller((c) => ({ ...c, email }))} input={{ type: 'email', autoComplete: 'off' }} />
          </div>
          <label className="check">
            <input type="checkbox" checked={textMessages} onChange={(event) => setTextMessages(event.target.checked)} />
            Text the caller about the ride (to the phone above, a mobile)
          </label>
          <ChoiceGroup<DeskChannel> name="desk-channel" legend="Booked by" value={channel} onChange={setChannel} choices={DESK_CHANNEL_CHOICES} />
        </fieldset>

        <fieldset className="new-booking__section">
          <legend className="new-booking__legend">Journey</legend>
          <ChoiceGroup<DeskValues['kind']> name="desk-kind" legend="Kind" value={values.kind} onChange={(kind) => set({ kind })} choices={[{ value: 'transfer', label: 'Transfer' }, { value: 'hourly', label: 'Hourly hire' }]} />
          <AddressField id="desk-pickup" label="Pickup" error={problem(`${form}.pickup`)} value={values.pickup} onChange={(pickup, pickupPlaceId) => set({ pickup, pickupPlaceId })} />
          {isTransfer &&
            values.stops.map((stop, i) => (
              <div key={i} className="new-booking__stop">
                <AddressField id={`desk-stop-${i}`} label={`Via ${i + 1}`} value={stop} onChange={(text) => set({ stops: values.stops.map((s, at) => (at === i ? text : s)) })} />
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
          {isTransfer && <AddressField id="desk-dropoff" label="Drop-off" error={problem('bookingForm.dropoff')} value={values.dropoff} onChange={(dropoff, dropoffPlaceId) => set({ dropoff, dropoffPlaceId })} />}

          <ChoiceGroup<DeskValues['when']>
            name="desk-when"
            legend="When"
            value={values.when}
            onChange={(when) => set({ when })}
            choices={[
              { value: 'asap', label: 'ASAP', description: 'Now, plus the lead time set in Settings' },
              { value: 'later', label: 'Pre-booked' },
            ]}
          />
          {values.when === 'later' && (
            <div className="new-booking__row">
              <DateField id="desk-date" label="Date" error={problem(`${form}.pickup_date`)} value={values.date} min={today} onChange={(date) => set({ date })} />
              <SelectField id="desk-hour" label="Hour" value={values.hour} onChange={(hour) => set({ hour })} options={HOURS} />
              <SelectField id="desk-minute" label="Minute" value={values.minute} onChange={(minute) => set({ minute })} options={MINUTES} />
            </div>
          )}
          {isTransfer ? (
            <>
              <ChoiceGroup<DeskValues['trip']> name="desk-trip" legend="Trip" value={values.trip} onChange={(trip) => set({ trip })} choices={[{ value: 'one_way', label: 'One way' }, { value: 'return', label: 'Return' }]} />
              {values.trip === 'return' && (
                <div className="new-booking__row">
                  <DateField id="desk-return-date" label="Return date" value={values.returnDate} min={today} onChange={(returnDate) => set({ returnDate })} />
                  <SelectField id="desk-return-hour" label="Return hour" value={values.returnHour} onChange={(returnHour) => set({ returnHour })} options={HOURS} />
                  <SelectField id="desk-return-minute" label="Return minute" value={values.returnMinute} onChange={(returnMinute) => set({ returnMinute })} options={MINUTES} />
                  <TextField id="desk-return-flight" label="Return flight or train" value={values.returnFlight} onChange={(returnFlight) => set({ returnFlight })} />
                </div>
              )}
              <PartyFields idPrefix="desk" values={values} set={set} problem={problem} rowClassName="new-booking__row" />
            </>
          ) : (
            <>
              <SelectField id="desk-duration" label="Duration" value={values.duration} onChange={(duration) => set({ duration })} options={DURATIONS} />
              <TextField
                id="desk-main-destination"
                label="Main destination or area"
                hint="For the booking record, for example “As directed — central London”. Needed before the driver sets off."
                error={problem('hourlyRateForm.main_destination')}
                value={mainDestination}
                onChange={setMainDestination}
                input={{ autoComplete: 'off' }}
              />
            </>
          )}
          <button type="button" className="button" onClick={() => priceNow(values)} aria-disabled={prices.isPending || undefined}>
            {prices.isPending ? 'Pricing…' : priced ? 'Price again' : 'Price the vehicles'}
          </button>
          <AlertRegion id="desk-price-problem">{prices.isError ? errorMessage(prices.error) : null}</AlertRegion>
        </fieldset>

        {priced && (
          <VehicleChoice ref={vehiclesRef} prices={priced} value={vehicleId} onChange={setVehicleId} onEnter={() => submit()} />
        )}

        <fieldset className="new-booking__section">
          <legend className="new-booking__legend">Price and payment</legend>
          <PaymentChoice name="desk-payment" value={payment} onChange={setPayment} email={caller.email} onEnter={() => submit()} />
          <label className="check">
            <input type="checkbox" checked={override} onChange={(event) => setOverride(event.target.checked)} />
            Agreed price instead of the tariff’s
          </label>
          {override && (
            <div className="new-booking__row">
              <TextField id="desk-override" label="Agreed price (£)" error={problem('price_override.price', 'price_override')} value={overridePrice} onChange={setOverridePrice} input={{ inputMode: 'decimal', autoComplete: 'off' }} />
              <TextField id="desk-override-reason" label="Reason (kept in the audit log)" error={problem('price_override.reason')} value={overrideReason} onChange={setOverrideReason} input={{ autoComplete: 'off' }} />
            </div>
          )}
          <TextField id="desk-notes" label="Notes for the driver" error={problem('notes')} value={notes} onChange={setNotes} input={{ autoComplete: 'off' }} />
        </fieldset>

        <AlertRegion id="desk-book-problem">{booking.isError ? errorMessage(booking.error) : null}</AlertRegion>
        <button type="submit" className="button button--primary button--block" aria-disabled={booking.isPending || vehicleId === null || undefined}>
          {booking.isPending ? 'Booking…' : 'Book'}
        </button>
      </form>
    </div>
  );
}

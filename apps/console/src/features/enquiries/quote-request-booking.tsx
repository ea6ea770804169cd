/**
 * A quote request's way to a booking (issue 24 §3): a company offered it takes it, prices the
 * journey with its own tariff (or agrees a price with a reason) and books it in one step; the
 * requester gets the confirmation. Paid in the car, or by card through a pay link mailed to the
 * requester at once (the same choice as New booking).
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { quoteJourneyForm, type DeskPayment, type EnquiryDetail, type EnquiryParams, type StaffMe } from '@kerbside/contract';
import { errorMessage } from '../../lib/api-client';
import { useDeskPrices } from '../new-booking/desk-api';
import { payLinkEmailProblem, payLinkMailedText } from '../new-booking/desk-payment';
import { PaymentChoice } from '../new-booking/payment-choice';
import { VehicleChoice } from '../new-booking/vehicle-choice';
import '../new-booking/new-booking.css';
import { useBookQuoteRequest, useTakeQuoteRequest } from './enquiries-api';

type QuoteEnquiry = Extract<EnquiryDetail, { kind: 'quote' }>;

export function QuoteRequestBooking({ enquiry, params, staff }: { enquiry: QuoteEnquiry; params: EnquiryParams; staff: StaffMe }) {
  // Said once the request names its booking (the form is gone by then): 'Pay link for £x mailed to …'.
  const [payLinkMailed, setPayLinkMailed] = useState<string | null>(null);
  return (
    <section className="card enquiry-card" aria-labelledby="quote-booking-title">
      <h2 id="quote-booking-title" className="enquiry-card__title">
        Booking
      </h2>
      {enquiry.booking ? (
        <p className="enquiry-hint">
          This request became booking <strong>{enquiry.booking.booking_number}</strong>. The requester was sent the confirmation with a link to manage it.
          {payLinkMailed && <> {payLinkMailed}</>}
        </p>
      ) : enquiry.company === null ? (
        staff.role === 'platform_admin' ? (
          <p className="enquiry-hint">Offered to every company whose tariff prices this journey. Their staff take it, or assign it to a company above.</p>
        ) : (
          <TakeRequest params={params} />
        )
      ) : (
        <BookRequest enquiry={enquiry} params={params} onPayLinkMailed={setPayLinkMailed} />
      )}
    </section>
  );
}

function TakeRequest({ params }: { params: EnquiryParams }) {
  const take = useTakeQuoteRequest(params);
  return (
    <>
      <p className="enquiry-hint">Offered to your company and to the others whose tariffs price this journey. The first company to take it owns it.</p>
      <button type="button" className="button button--primary" onClick={() => !take.isPending && take.mutate(undefined)} aria-disabled={take.isPending || undefined}>
        {take.isPending ? 'Taking…' : 'Take this request'}
      </button>
      {take.isError && (
        <p className="alert" role="alert">
          {errorMessage(take.error)}
        </p>
      )}
    </>
  );
}

function BookRequest({ enquiry, params, onPayLinkMailed }: { enquiry: QuoteEnquiry; params: EnquiryParams; onPayLinkMailed: (text: string | null) => void }) {
  const prices = useDeskPrices();
  const book = useBookQuoteRequest(params);
  const [asap, setAsap] = useState(false);
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [agreed, setAgreed] = useState('');
  const [reason, setReason] = useState('');
  const [notes, setNotes] = useState(enquiry.form.additional_info.slice(0, 1000));
  const [payment, setPayment] = useState<DeskPayment>('car');
  // The request's journey, which the dispatcher may correct (an address the gazetteer does not know, another time).
  const [trip, setTrip] = useState({ pickup_address: enquiry.form.pickup_address, dropoff_address: enquiry.form.dropoff_address, pickup_date: enquiry.form.pickup_date, pickup_time: enquiry.form.pickup_time });
  const journey = quoteJourneyForm({ ...enquiry.form, ...trip });
  const edit = (patch: Partial<typeof trip>) => {
    setTrip((before) => ({ ...before, ...patch }));
    setVehicleId(null);
    prices.reset();
  };

  function price(nextAsap = asap) {
    setVehicleId(null);
    prices.mutate({ bookingType: 'milleage', bookingForm: journey, asap: nextAsap, company_id: enquiry.company?.id });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A missing email is said beside the payment: the requester's, which this page cannot change.
    if (book.isPending || vehicleId === null || payLinkEmailProblem(payment, enquiry.email)) return;
    const override = agreed.trim() === '' ? undefined : { price: Number(agreed), reason: reason.trim() };
    book.mutate(
      { bookingType: 'milleage', bookingForm: journey, asap, vehicle_id: vehicleId, notes, payment, price_override: override },
      { onSuccess: (booked) => onPayLinkMailed(payLinkMailedText(booked.awaiting_card_pence, enquiry.email)) },
    );
  }

  return (
    <form className="quote-booking" onSubmit={submit} noValidate>
      <p className="enquiry-hint">
        {enquiry.company?.name} took this request. Price it with your tariff, choose the vehicle and book it: the requester gets the confirmation by mail.
      </p>
      <div className="quote-booking__row">
        <div className="field">
          <label htmlFor="quote-pickup" className="field__label">
            Pick-up
          </label>
          <input id="quote-pickup" className="input" autoComplete="off" maxLength={300} value={trip.pickup_address} onChange={(event) => edit({ pickup_address: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="quote-dropoff" className="field__label">
            Drop-off
          </label>
          <input id="quote-dropoff" className="input" autoComplete="off" maxLength={300} value={trip.dropoff_address} onChange={(event) => edit({ dropoff_address: event.target.value })} />
        </div>
      </div>
      {!asap && (
        <div className="quote-booking__row">
          <div className="field">
            <label htmlFor="quote-date" className="field__label">
              Pickup date
            </label>
            <input id="quote-date" type="date" className="input" value={trip.pickup_date} onChange={(event) => edit({ pickup_date: event.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="quote-time" className="field__label">
              Pickup time
            </label>
            <input id="quote-time" type="time" step={300} className="input" value={trip.pickup_time} onChange={(event) => edit({ pickup_time: event.target.value })} />
          </div>
        </div>
      )}
      <label className="check">
        <input
          type="checkbox"
          checked={asap}
          onChange={(event) => {
            setAsap(event.target.checked);
            if (prices.data) price(event.target.checked);
          }}
        />
        ASAP (now plus your lead time) instead of the time asked for
      </label>
      <div>
        <button type="button" className="button" onClick={() => price()} aria-disabled={prices.isPending || undefined}>
          {prices.isPending ? 'Pricing…' : prices.data ? 'Price again' : 'Price with our tariff'}
        </button>
      </div>
      {prices.isError && (
        <p className="alert" role="alert">
          {errorMessage(prices.error)}
        </p>
      )}
      {prices.data && <VehicleChoice prices={prices.data} value={vehicleId} onChange={setVehicleId} onEnter={() => undefined} />}
      {prices.data && (
        <>
          <div className="quote-booking__row">
            <div className="field">
              <label htmlFor="quote-agreed" className="field__label">
                Agreed price, £ (optional)
              </label>
              <input id="quote-agreed" className="input" inputMode="decimal" autoComplete="off" value={agreed} onChange={(event) => setAgreed(event.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="quote-reason" className="field__label">
                Why it differs from the tariff
              </label>
              <input id="quote-reason" className="input" autoComplete="off" maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />
            </div>
          </div>
          <div className="field">
            <label htmlFor="quote-notes" className="field__label">
              Notes for the driver and the office
            </label>
            <textarea id="quote-notes" className="textarea" rows={3} maxLength={1000} value={notes} onChange={(event) => setNotes(event.target.value)} />
          </div>
          <PaymentChoice name="quote-payment" value={payment} onChange={setPayment} email={enquiry.email} />
          <div>
            <button type="submit" className="button button--primary" aria-disabled={book.isPending || vehicleId === null || undefined}>
              {book.isPending ? 'Booking…' : 'Book'}
            </button>
          </div>
        </>
      )}
      <div role="status">
        {book.data && (
          <p className="enquiry-hint">
            Booked: <Link to={`/jobs/${book.data.job_ids[0]}`}>{book.data.booking_number}</Link>
            {book.data.awaiting_card_pence !== null && <> {payLinkMailedText(book.data.awaiting_card_pence, enquiry.email)}</>}
          </p>
        )}
      </div>
      {book.isError && (
        <p className="alert" role="alert">
          {errorMessage(book.error)}
        </p>
      )}
    </form>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardCaptureLine, paymentMethodLabel, type JobDetail } from '@kerbside/contract';
import { WHOLE_POUNDS_ROUNDING_LABEL, formatPounds } from '@kerbside/domain';
import { Badge } from '../../components/badge';
import { formatDay, formatLondonDateTime } from '../../lib/format';
import { destinationText, driverText, legLabel, peopleAndLuggage, STATUS_TONES, statusLabel, vehicleText } from '../board/job-text';
import { stepLines } from './early-step';
import { historyText, historyWho } from './history-text';
import { refundWords } from './refund-amount';

/** A titled card of the job page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `job-section-${title.replace(/\W+/g, '-')}`;
  return (
    <section className="job-section card" aria-labelledby={id}>
      <h2 id={id} className="job-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label → value rows; a row without a value is left out. */
function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="job-facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '' && value !== false)
        .map(([label, value]) => (
          <div key={label} className="job-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

const tel = (phone: string) => <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>;
const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

export function JourneySection({ detail }: { detail: JobDetail }) {
  const { job, booking } = detail;
  // A return leg goes straight back: the booking's stops are on the way out.
  const stops = job.leg === 'outbound' ? booking.stops : [];
  return (
    <Section title="Journey">
      <Facts
        rows={[
          ['Pick-up', `${formatDay(job.pick_up_date)} at ${job.pick_up_time}`],
          ['From', job.from_address],
          [
            'Stops',
            stops.length > 0 && (
              <ol className="job-stops">
                {stops.map((stop, i) => (
                  <li key={i}>{[stop.street_number, stop.address, stop.post_code].filter(Boolean).join(', ')}</li>
                ))}
              </ol>
            ),
          ],
          [job.ride_type === 'H' ? 'Hire' : 'To', destinationText(job)],
          ['Flight or train', job.flight_no],
          ['Cancelled because', job.cancel_reason],
        ]}
      />
    </Section>
  );
}

/** When each step happened ("Arrived 10:42"); nothing until the first step. */
export function ProgressSection({ detail }: { detail: JobDetail }) {
  const lines = stepLines(detail.job.steps, detail.job.pick_up_date);
  if (lines.length === 0) return null;
  return (
    <Section title="Progress">
      <Facts rows={lines.map((line) => [line.label, <time dateTime={line.at}>{line.when}</time>] as const)} />
    </Section>
  );
}

export function PassengerSection({ detail }: { detail: JobDetail }) {
  const { passenger, booker } = detail.booking;
  const otherBooker = booker.email !== '' && booker.email.toLowerCase() !== passenger.email.toLowerCase();
  return (
    <Section title="Passenger">
      {detail.booking.anonymised_at !== null && (
        <p className="job-notes">{`Personal details removed under the retention policy on ${formatLondonDateTime(detail.booking.anonymised_at)}. Addresses show their postcode district only.`}</p>
      )}
      <Facts
        rows={[
          ['Name', passenger.name],
          ['Phone', passenger.phone && tel(passenger.phone)],
          ['Email', passenger.email && mail(passenger.email)],
          ['Booked by', otherBooker && `${booker.name} (${booker.email}${booker.phone ? `, ${booker.phone}` : ''})`],
        ]}
      />
    </Section>
  );
}

export function VehicleSection({ detail }: { detail: JobDetail }) {
  const { job, extras, booking } = detail;
  const count = (n: number, one: string, many: string) => n > 0 && `${n} ${n === 1 ? one : many}`;
  const extraItems = [
    count(extras.hand_luggage, 'hand luggage', 'hand luggage'),
    extras.meet_and_greet && 'Meet and greet',
    count(extras.baby_seats, 'baby seat', 'baby seats'),
    count(extras.booster_seats, 'booster seat', 'booster seats'),
    count(extras.special_luggage, 'special luggage item', 'special luggage items'),
    extras.waiting_minutes > 0 && `${extras.waiting_minutes} minutes waiting`,
  ].filter((item): item is string => typeof item === 'string');
  return (
    <Section title="Vehicle and extras">
      <Facts
        rows={[
          ['Vehicle', vehicleText(job.vehicle_category, job.vehicle_quantity)],
          ['Travelling', peopleAndLuggage(extras.passengers, extras.luggage)],
          ['Assistance', extras.needs.length > 0 ? extras.needs.join(', ') : 'None'],
          ['Extras', extraItems.length > 0 ? extraItems.join(', ') : 'None'],
          ['Driver', driverText(job.driver)],
          ['Company', booking.company_name],
        ]}
      />
      <h3 className="job-section__subtitle">Notes from the passenger</h3>
      <p className="job-notes">{booking.notes.trim() || 'None'}</p>
    </Section>
  );
}

export function LegsSection({ detail }: { detail: JobDetail }) {
  if (detail.legs.length < 2) return null;
  return (
    <Section title="Both legs">
      <ul className="job-legs">
        {detail.legs.map((leg) => (
          <li key={leg.job_id} className="job-legs__leg">
            {leg.job_id === detail.job.id ? (
              <span className="job-legs__name">{legLabel(leg.leg)} (this job)</span>
            ) : (
              <Link to={`/jobs/${leg.job_id}`} className="job-legs__name">
                {legLabel(leg.leg)}
                <span className="visually-hidden"> of {detail.job.booking_number}</span>
              </Link>
            )}
            <span>
              {formatDay(leg.pick_up_date)} at {leg.pick_up_time}
            </span>
            <Badge tone={STATUS_TONES[leg.status]}>{statusLabel(leg.status)}</Badge>
            <span className="job-legs__driver">{driverText(leg.driver)}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The price as booked, line by line, down to the booking amount: the lines of one vehicle, × the
 * quantity, then the website's rounding to whole pounds when it was charged so (booking.charge).
 */
function PriceTable({ detail }: { detail: JobDetail }) {
  const { booking } = detail;
  const { charge } = booking;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  return (
    <>
      <h3 className="job-section__subtitle">Price</h3>
      <table className="job-price">
        <tbody>
          {booking.price_breakdown.lines.map((line, i) => (
            <tr key={`${line.code}-${i}`}>
              <th scope="row">{line.label}</th>
              <td>{money(line.amount_pence)}</td>
            </tr>
          ))}
          {charge.quantity > 1 && (
            <>
              <tr className="job-price__step">
                <th scope="row">Price of one vehicle</th>
                <td>{money(charge.unit_pence)}</td>
              </tr>
              <tr>
                <th scope="row">
                  {charge.quantity} vehicles × {money(charge.unit_pence)}
                </th>
                <td>{money(charge.exact_pence)}</td>
              </tr>
            </>
          )}
          {charge.rounding_pence !== 0 && (
            <tr>
              <th scope="row">{WHOLE_POUNDS_ROUNDING_LABEL}</th>
              <td>{money(charge.rounding_pence)}</td>
            </tr>
          )}
          <tr className="job-price__total">
            <th scope="row">Total</th>
            <td>{money(charge.charged_pence)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/** The money of the booking; `children` is what staff may do with it (Refund…). */
export function PaymentSection({ detail, children }: { detail: JobDetail; children?: ReactNode }) {
  const { booking, refunds } = detail;
  const money = (pence: number) => formatPounds(pence, booking.currency_symbol);
  const card = booking.payment_method === 'card';
  // Authorised at booking, taken when the journey is completed: the line says so instead of "Paid by card".
  const taken = booking.card_capture ? cardCaptureLine(booking.card_capture, booking.currency_symbol) : null;
  return (
    <Section title="Payment">
      <Facts
        rows={[
          ['Payment', paymentMethodLabel(booking.payment_method)],
          ['Booking amount', money(booking.amount_pence)],
          taken ? [taken.label, taken.value] : ['Paid by card', card && money(refunds.paid_pence)],
          ['Refunded so far', card && money(refunds.refunded_pence)],
          ['Can still be refunded', card && money(refunds.refundable_pence)],
        ]}
      />
      {children}
      {booking.price_breakdown.lines.length > 0 && <PriceTable detail={detail} />}
      {refunds.items.length > 0 && (
        <>
          <h3 className="job-section__subtitle">Refunds</h3>
          <ul className="job-refunds">
            {refunds.items.map((refund) => (
              <li key={refund.id}>
                <strong>{money(refund.amount_pence)}</strong> {refundWords(refund.status)} on{' '}
                {formatLondonDateTime(refund.created_at)}
                {refund.staff_name ? ` by ${refund.staff_name}` : ''}: {refund.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

export function HistorySection({ detail }: { detail: JobDetail }) {
  return (
    <Section title="History">
      {detail.history.length === 0 ? (
        <p className="job-notes">Nothing has been done to this job yet.</p>
      ) : (
        <ol className="job-history">
          {detail.history.map((entry) => (
            <li key={entry.id} className="job-history__entry">
              <span className="job-history__what">{historyText(entry, detail.booking.currency_symbol)}</span>
              <span className="job-history__when">
                {historyWho(entry)}, <time dateTime={entry.at}>{formatLondonDateTime(entry.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

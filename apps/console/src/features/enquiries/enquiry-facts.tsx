import type { EnquiryDetail } from '@kerbside/contract';
import { EmailAddress } from '../../components/email-address';
import { Fact, Facts, NotGiven } from '../../components/facts';
import { wallClockDateTime } from '../../lib/london-time';

/** A telephone number as a tel: address (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const notGiven = <NotGiven />;

/** Who wrote and how to reach them: mail and telephone as links. */
export function EnquiryContact({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
    <section className="card enquiry-card" aria-labelledby="enquiry-contact-title">
      <h2 id="enquiry-contact-title" className="enquiry-card__title">
        Contact details
      </h2>
      <Facts>
        <Fact label="Name">{enquiry.name || notGiven}</Fact>
        <Fact label="Email">
          {enquiry.email ? (
            <a href={`mailto:${enquiry.email}`}>
              <EmailAddress email={enquiry.email} />
            </a>
          ) : (
            notGiven
          )}
        </Fact>
        <Fact label="Telephone">
          {enquiry.phone ? (
            <a href={telHref(enquiry.phone)}>
              {enquiry.phone}
            </a>
          ) : (
            notGiven
          )}
        </Fact>
      </Facts>
    </section>
  );
}

/** Every other field of the form the visitor sent, and their message. */
export function EnquiryForm({ enquiry }: { enquiry: EnquiryDetail }) {
  const message = enquiry.kind === 'quote' ? enquiry.form.additional_info : enquiry.form.comments;
  return (
    <section className="card enquiry-card" aria-labelledby="enquiry-form-title">
      <h2 id="enquiry-form-title" className="enquiry-card__title">
        {enquiry.kind === 'quote' ? 'The journey' : 'The message'}
      </h2>
      <Facts>
        {enquiry.kind === 'quote' ? (
          <>
            <Fact label="Pick-up">{enquiry.form.pickup_address || notGiven}</Fact>
            <Fact label="Drop-off">{enquiry.form.dropoff_address || notGiven}</Fact>
            <Fact label="Date and time (London)">{wallClockDateTime(enquiry.form.pickup_date, enquiry.form.pickup_time) || notGiven}</Fact>
            <Fact label="Passengers">{enquiry.form.passengers}</Fact>
            <Fact label="Luggage">{enquiry.form.luggages}</Fact>
          </>
        ) : (
          <>
            <Fact label="Reason">{enquiry.form.queryReason}</Fact>
            <Fact label="Booking number">{enquiry.form.bookingNumber || notGiven}</Fact>
          </>
        )}
      </Facts>
      <h3 className="enquiry-card__subtitle">{enquiry.kind === 'quote' ? 'Additional information' : 'Comments'}</h3>
      {message.trim() ? <p className="enquiry-message">{message}</p> : <p className="enquiry-hint">None.</p>}
    </section>
  );
}

interface ContactDetailsProps {
  phone: string;
  email: string;
  address: readonly string[];
}

/** The company phone and email from settings, beside the form; a missing one is left out. */
export function ContactDetails({ phone, email, address }: ContactDetailsProps) {
  const tel = phone.replace(/[^\d+]/g, '');
  return (
    <aside className="card contact__details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact__details-title">
        Talk to us
      </h2>
      <p className="contact__details-lead">Open 24 hours, 7 days a week.</p>
      <dl className="contact__list">
        {tel && (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${tel}`}>{phone}</a>
            </dd>
          </div>
        )}
        {email && (
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
        )}
        {address.length > 0 && (
          <div>
            <dt>Office</dt>
            <dd>
              <address>
                {address.map((line) => (
                  <span key={line} className="contact__address-line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        )}
      </dl>
    </aside>
  );
}

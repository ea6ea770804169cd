import './home-sections.css';

interface ContactSectionProps {
  phone: string;
  email: string;
  address: readonly string[];
}

/** The 24/7 contact block (SHOW_COMPANY_CONTACT_SECTION): phone and email from settings. */
export function ContactSection({ phone, email, address }: ContactSectionProps) {
  return (
    <section className="home-section" aria-labelledby="contact-title">
      <div className="container">
        <div className="card home-contact">
          <div>
            <h2 id="contact-title" className="home-section__title">
              We are here 24/7
            </h2>
            <p className="home-contact__lead">
              Need a car in a hurry or have a question about a booking? Call or write to us at any time.
            </p>
          </div>
          <dl className="home-contact__list">
            {phone && (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
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
            <div>
              <dt>Office</dt>
              <dd>
                <address>{address.join(', ')}</address>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </section>
  );
}

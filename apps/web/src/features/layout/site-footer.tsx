import { MANAGE_BOOKING_PAGE } from '@kerbside/contract';
import { Link } from '../../app/links';
import { useNow } from '../../app/render-time';
import { footerBlurb } from '../site-claims/footer-blurb';
import { DATA_ATTRIBUTION } from './data-attribution';
import { telHref, type NavItem } from './nav-links';
import { useOperators } from './use-operators';
import './site-footer.css';

interface SiteFooterProps {
  companyName: string;
  /** Meet and greet is offered (MEET_AND_GREET above zero). */
  meetAndGreet: boolean;
  phone: string;
  email: string;
  address: readonly string[];
  links: NavItem[];
}

export function SiteFooter({ companyName, meetAndGreet, phone, email, address, links }: SiteFooterProps) {
  const operators = useOperators();
  const year = useNow().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {companyName}
          </h2>
          <p className="site-footer__text">{footerBlurb(meetAndGreet)}</p>
          <ul className="site-footer__list">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={MANAGE_BOOKING_PAGE}>Manage booking</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-operators">
          <h2 id="footer-operators" className="site-footer__heading">
            Our operators
          </h2>
          {operators.length > 0 ? (
            <ul className="site-footer__list">
              {operators.map((operator) => (
                <li key={operator.id}>{operator.company.company_name}</li>
              ))}
            </ul>
          ) : (
            <p className="site-footer__text">Licensed private-hire operators.</p>
          )}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            Contact
          </h2>
          <ul className="site-footer__list">
            {phone && (
              <li>
                Phone: <a href={telHref(phone)}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                Email: <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
          <address className="site-footer__address">
            {address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <nav aria-label="Legal">
            <ul className="site-footer__legal">
              <li>
                <Link to="/privacy-policy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/terms-and-conditions">Terms and Conditions</Link>
              </li>
            </ul>
          </nav>
          <p>
            © {year} {companyName}
          </p>
          <p className="site-footer__attribution">{DATA_ATTRIBUTION}</p>
        </div>
      </div>
    </footer>
  );
}

import { isEnabled } from '@kerbside/contract';
import { useSettings } from '../settings-provider';
import { COMPANY_ADDRESS, DEFAULT_COMPANY_NAME } from '../company';
import { Stepper } from '../../components/ui/stepper';
import { QuoteForm } from '../../features/quote-form/quote-form';
import { ServicesSection } from '../../features/home-sections/services-section';
import { FleetSection } from '../../features/home-sections/fleet-section';
import { ContactSection } from '../../features/home-sections/contact-section';
import { PopularLocations } from '../../features/home-sections/popular-locations';
import './home-route.css';

const PROGRESS = [{ label: 'Location' }, { label: 'Vehicle' }, { label: 'Details' }, { label: 'Payment' }];

/** Home and /booktripview: the booking form first, then the optional sections of spec §1. */
export function Component() {
  const settings = useSettings();
  const companyName = settings.Company_Name?.trim() || DEFAULT_COMPANY_NAME;
  return (
    <>
      <title>{`${companyName} | Book a taxi or airport transfer`}</title>
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <div className="home-hero__intro">
            <h1 id="home-title" className="home-hero__title">
              Book your taxi or airport transfer
            </h1>
            <p className="home-hero__lead">Instant prices from licensed operators. Pay by card or in the car.</p>
            <ul className="home-hero__points">
              <li>Fixed price before you book</li>
              <li>Flight tracking and meet and greet</li>
              <li>Saloons to 8-seat minibuses and wheelchair-accessible cars</li>
            </ul>
          </div>
          <div className="card home-hero__panel">
            <div className="home-hero__progress">
              <Stepper steps={PROGRESS} current={1} label="Booking progress" compact />
            </div>
            <QuoteForm />
          </div>
        </div>
      </section>
      <ServicesSection />
      {isEnabled(settings, 'SHOW_COMPANY_FLEET_VIEW_SECTION') && <FleetSection />}
      {isEnabled(settings, 'SHOW_COMPANY_CONTACT_SECTION') && (
        <ContactSection
          phone={settings.Company_Contact_Info?.trim() ?? ''}
          email={settings.FROM_EMAIL?.trim() ?? ''}
          address={COMPANY_ADDRESS}
        />
      )}
      {isEnabled(settings, 'SHOW_POPULAR_LOCATION_PAGE') && <PopularLocations />}
    </>
  );
}

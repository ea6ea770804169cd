import { memo, Suspense } from 'react';
import { hasWheelchairAccessibleCars, isEnabled, offersMeetAndGreet } from '@kerbside/contract';
import { useSettings } from '../settings-provider';
import { DEFAULT_COMPANY_NAME } from '../company';
import { lazyPart } from '../lazy-screen';
import { Stepper } from '../../components/ui/stepper';
import { QuoteForm, quoteFormParts } from '../../features/quote-form/quote-form';
import type { HomeSectionsProps } from '../../features/home-sections/home-sections';
import './home-route.css';

// The sections below the form are their own chunk: the server renders them, and the browser
// hydrates them when their code has arrived, after the form's (the router loads both before it
// shows the home page after a click).
const sections = lazyPart(() => import('../../features/home-sections/home-sections'));
export const parts = [sections, ...quoteFormParts];

// memo: nothing may reach the sections before they hydrate, or React would drop the server's HTML.
const HomeSections = memo(function HomeSections(props: HomeSectionsProps) {
  return (
    <Suspense fallback={null}>
      <sections.Component {...props} />
    </Suspense>
  );
});

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
            {/* Claims only what the site does: wheelchair-accessible cars while the fleet has one, meet and
                greet below while it is offered (issue 27 §7). */}
            <p className="home-hero__lead">Instant prices from licensed operators.</p>
            <ul className="home-hero__points">
              <li>Fixed price before you book</li>
              <li>Saloons to 8-seat minibuses{hasWheelchairAccessibleCars(settings) ? ' and wheelchair-accessible cars' : ''}</li>
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
      <HomeSections
        meetAndGreet={offersMeetAndGreet(settings)}
        fleet={isEnabled(settings, 'SHOW_COMPANY_FLEET_VIEW_SECTION')}
        contact={isEnabled(settings, 'SHOW_COMPANY_CONTACT_SECTION')}
        popular={isEnabled(settings, 'SHOW_POPULAR_LOCATION_PAGE')}
        phone={settings.Company_Contact_Info?.trim() ?? ''}
        email={settings.FROM_EMAIL?.trim() ?? ''}
      />
    </>
  );
}

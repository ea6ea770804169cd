import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../app/settings-provider';
import { readStored, writeStored } from '../../lib/storage';
import { SINGLE_TITLES, initialTab, visibleTabs, type BookingTab } from './booking-tabs';
import { HourlyForm } from './hourly-form';
import { MileageForm } from './mileage-form';
import { PriceDialogs } from './price-dialogs';
import { QuoteTabs, panelId, tabId } from './quote-tabs';
import { usePriceRequest } from './use-price-request';
import './quote-form.css';

const ID = 'quote';

/**
 * The home page booking start (spec §2 Home): GET A QUOTE and Hourly Rate tabs, each form saved
 * as it changes, and Next pricing the journey (spec §4).
 */
export function QuoteForm() {
  const settings = useSettings();
  const tabs = visibleTabs(settings);
  const [chosen, setChosen] = useState<BookingTab | null>(() => initialTab(tabs, readStored('BookingType')));
  const active = chosen && tabs.includes(chosen) ? chosen : initialTab(tabs, null);
  const price = usePriceRequest();
  const requester = useRef<HTMLElement | null>(null);
  const busy = price.state.kind === 'loading';

  const choose = (tab: BookingTab) => {
    setChosen(tab);
    writeStored('BookingType', tab);
  };

  if (!active) {
    return (
      <section className="quote-form" aria-labelledby={`${ID}-closed`}>
        <h2 id={`${ID}-closed`} className="quote-form__title">
          Request a quote
        </h2>
        <p>Tell us about your journey and we will send you a price.</p>
        <Link className="button button--primary button--block" to="/quoteView">
          Request a quote
        </Link>
      </section>
    );
  }

  return (
    <>
      <section className="quote-form" aria-label="Book a journey" inert={busy}>
        {tabs.length > 1 ? (
          <QuoteTabs idPrefix={ID} tabs={tabs} active={active} onChange={choose} />
        ) : (
          <h2 className="quote-form__title">{SINGLE_TITLES[active]}</h2>
        )}
        {tabs.map((tab) => (
          <div
            key={tab}
            id={panelId(ID, tab)}
            role={tabs.length > 1 ? 'tabpanel' : undefined}
            aria-labelledby={tabs.length > 1 ? tabId(ID, tab) : undefined}
            hidden={tab !== active}
            className="quote-form__panel"
          >
            {tab === active &&
              (tab === 'milleage' ? (
                <MileageForm
                  busy={busy}
                  onNext={(form) => {
                    requester.current = document.activeElement as HTMLElement | null;
                    writeStored('bookingForm', form);
                    void price.start('milleage');
                  }}
                />
              ) : (
                <HourlyForm
                  busy={busy}
                  onNext={(form) => {
                    requester.current = document.activeElement as HTMLElement | null;
                    writeStored('hourlyRateForm', form);
                    void price.start('hourly');
                  }}
                />
              ))}
          </div>
        ))}
      </section>
      <PriceDialogs state={price.state} returnFocus={requester} onCloseUrgent={price.closeUrgent} onDismissError={price.dismissError} />
    </>
  );
}

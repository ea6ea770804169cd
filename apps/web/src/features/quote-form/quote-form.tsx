import { startTransition, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { lazyPart } from '../../app/lazy-screen';
import { useBrowserState } from '../../app/render-time';
import { useSettings } from '../../app/settings-provider';
import { readStored, writeStored } from '../../lib/storage';
import { SINGLE_TITLES, initialTab, visibleTabs, type BookingTab } from './booking-tabs';
import { HourlyForm } from './hourly-form';
import type { MileageForm } from './mileage-form';
import { PriceDialogs } from './price-dialogs';
import { QuoteTabs, panelId, tabId } from './quote-tabs';
import { usePriceRequest } from './use-price-request';
import './quote-form.css';

const ID = 'quote';

/**
 * Transfer (the mileage form with its stops, return leg and extras) is its own chunk, outside the
 * home page's first-load budget. It opens first: the server renders it and preloads its chunk with
 * the page (entry-server.tsx), and the browser keeps that HTML until the chunk is here, then
 * hydrates it (lazyPart). Where the browser renders the page itself, the chunk is fetched once the
 * page is idle, and a switch to it is a transition: the open form stays until the code is here.
 */
const mileage = lazyPart<ComponentProps<typeof MileageForm>>(() => import('./mileage-form').then((m) => ({ default: m.MileageForm })));
export const quoteFormParts = [mileage];

/**
 * The home page booking start (spec §2 Home): Transfer and Hourly hire tabs, each form saved
 * as it changes, and Next pricing the journey (spec §4).
 */
export function QuoteForm() {
  const settings = useSettings();
  const tabs = visibleTabs(settings);
  const [chosen, setChosen] = useBrowserState<BookingTab | null>(
    () => initialTab(tabs, readStored('BookingType')),
    () => initialTab(tabs, null),
  );
  const active = chosen && tabs.includes(chosen) ? chosen : initialTab(tabs, null);
  const price = usePriceRequest();
  const requester = useRef<HTMLElement | null>(null);
  const busy = price.state.kind === 'loading';

  const choose = (tab: BookingTab) => {
    startTransition(() => setChosen(tab));
    writeStored('BookingType', tab);
  };

  useEffect(() => {
    if (mileage.loaded || !tabs.includes('milleage')) return;
    const preload = () => void mileage.preload();
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
    else setTimeout(preload, 1500);
  }, [tabs]);

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
                <Suspense fallback={null}>
                  <mileage.Component
                    busy={busy}
                    onNext={(form) => {
                      requester.current = document.activeElement as HTMLElement | null;
                      writeStored('bookingForm', form);
                      void price.start('milleage');
                    }}
                  />
                </Suspense>
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
      <PriceDialogs
        state={price.state}
        returnFocus={requester}
        onCloseUrgent={price.closeUrgent}
        onContinueUrgent={price.continueUrgent}
        onDismissError={price.dismissError}
      />
    </>
  );
}

import { memo, startTransition, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import { lazyPart } from '../../app/lazy-screen';
import { Link } from '../../app/links';
import { useBrowserState } from '../../app/render-time';
import { useSettings } from '../../app/settings-provider';
import { readStored, writeStored } from '../../lib/storage';
import { SINGLE_TITLES, initialTab, visibleTabs, type BookingTab } from './booking-tabs';
import type { HourlyForm } from './hourly-form';
import { MileageForm, returnLeg } from './mileage-form';
import type { PriceDialogs as PriceDialogsPart } from './price-dialogs';
import { QuoteTabs, panelId, tabId } from './quote-tabs';
import { usePriceRequest } from './use-price-request';
import './quote-form.css';

const ID = 'quote';

/**
 * Hourly hire, the second tab, is its own chunk, outside the home page's first-load budget; Transfer,
 * the opening tab (decision 7), is in the home page's. The chunk is fetched once the page is idle,
 * and a switch to the tab is a transition: the open form stays until the code is here. Where Hourly
 * hire opens first (no Transfer), the server renders it and preloads its chunk with the page
 * (entry-server.tsx); the browser keeps that HTML until the chunk is here, then hydrates it.
 */
const hourly = lazyPart<ComponentProps<typeof HourlyForm>>(() => import('./hourly-form').then((m) => ({ default: m.HourlyForm })));
/** The price overlay and dialogs show only after Next: their code is fetched once the page is idle. */
const dialogs = lazyPart<ComponentProps<typeof PriceDialogsPart>>(() => import('./price-dialogs').then((m) => ({ default: m.PriceDialogs })));
export const quoteFormParts = [hourly, returnLeg, dialogs];

// memo: nothing may reach the dialogs before they hydrate, or React would drop the server's HTML.
const PriceDialogs = memo(function PriceDialogs(props: ComponentProps<typeof PriceDialogsPart>) {
  return (
    <Suspense fallback={null}>
      <dialogs.Component {...props} />
    </Suspense>
  );
});

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

  const hourlyShown = tabs.includes('hourly');
  const open = active !== null;
  useEffect(() => {
    // The code this form may show next: the Hourly hire tab, the return leg, the price dialogs.
    const next = [...(hourlyShown ? [hourly] : []), ...(open ? [returnLeg, dialogs] : [])].filter((part) => !part.loaded);
    if (next.length === 0) return;
    const preload = () => next.forEach((part) => void part.preload());
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
    else setTimeout(preload, 1500);
  }, [hourlyShown, open]);

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
        {/* Around every panel, so a switch to a tab whose code is loading keeps the open form. */}
        <Suspense fallback={null}>
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
                  <hourly.Component
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
        </Suspense>
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

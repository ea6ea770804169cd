import type { RefObject } from 'react';
import { MESSAGES } from '@kerbside/contract';
import { Dialog } from '../../components/ui/dialog';
import { LoadingOverlay } from '../../components/ui/loading-overlay';
import { useSettings } from '../../app/settings-provider';
import { graceHoursText, telHref } from './extras';
import type { PriceRequestState } from './use-price-request';

const PRICE_CAPTIONS = ['Lowest Price', 'Multiple Companies', 'Cheapest Price of a Company'] as const;

interface PriceDialogsProps {
  state: PriceRequestState;
  /** The control that asked for prices: focus goes back to it when a dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  onCloseUrgent: () => void;
  /** The urgent dialog's button: straight to the quote request form. */
  onContinueUrgent: () => void;
  onDismissError: () => void;
}

/** The price-loading overlay and the two outcomes that keep the visitor on the home page. */
export function PriceDialogs({ state, returnFocus, onCloseUrgent, onContinueUrgent, onDismissError }: PriceDialogsProps) {
  const settings = useSettings();
  const hours = graceHoursText(settings);
  const company = settings.Company_Name?.trim() || 'us';
  const phone = settings.Company_Contact_Info?.trim();

  return (
    <>
      {state.kind === 'loading' && <LoadingOverlay message={MESSAGES.fetchingPrices} captions={PRICE_CAPTIONS} />}
      <Dialog
        open={state.kind === 'urgent'}
        title={MESSAGES.urgentTitle}
        tone="warning"
        onClose={onCloseUrgent}
        returnFocus={returnFocus}
        actions={
          // Focused when the dialog opens (Dialog), so Enter continues at once.
          <button type="button" className="button button--primary" onClick={onContinueUrgent}>
            Request a quote
          </button>
        }
      >
        <p>
          {hours
            ? `To book online, pick-up must be at least ${hours} from now.`
            : 'This journey cannot be booked online.'}{' '}
          For an urgent booking, please contact {company}
          {phone ? (
            <>
              {' '}
              on <a href={telHref(phone)}>{phone}</a>
            </>
          ) : null}
          .
        </p>
        <p>We will take you to our quote request form in a few seconds.</p>
      </Dialog>
      <Dialog open={state.kind === 'error'} title={MESSAGES.errorTitle} tone="error" onClose={onDismissError} returnFocus={returnFocus}>
        <p>{state.kind === 'error' ? state.message : ''}</p>
      </Dialog>
    </>
  );
}

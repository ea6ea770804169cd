import { useState } from 'react';
import { MESSAGES, type ManagedBooking } from '@kerbside/contract';
import { InlineAlert } from '../../components/ui/inline-alert';
import { ApiError } from '../../lib/api-client';
import { fetchManagedBooking, setTextMessages } from './manage-booking-api';
import { spacedNumber } from './text-messages-words';

interface TextMessagesSectionProps {
  token: string;
  booking: ManagedBooking;
  /** The booking as the server answered it. */
  onChanged: (booking: ManagedBooking) => void;
}

/** "Text messages: on (to +44 7700 900123)" and the switch that turns them off, or on again when a number is known. */
export function TextMessagesSection({ token, booking, onChanged }: TextMessagesSectionProps) {
  const texts = booking.text_messages;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const closed = booking.status === 'cancelled';

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      onChanged(await setTextMessages(token, !texts.on));
    } catch (error) {
      setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MESSAGES.tryLater);
      // Cancelled or ended meanwhile: show the booking as it is now.
      if (error instanceof ApiError && error.status === 409) await fetchManagedBooking(token).then(onChanged, () => undefined);
    } finally {
      setBusy(false);
    }
  }

  if (closed && !texts.on) return null;
  return (
    <section className="card manage-booking__section" aria-labelledby="manage-texts-title">
      <h2 id="manage-texts-title" className="manage-booking__heading">
        Text messages
      </h2>
      <div className="manage-booking__texts">
        <p id="manage-texts-state">
          {texts.on ? (
            <>
              Text messages: on
              {texts.number && (
                <>
                  {' '}
                  (to <span className="manage-booking__number">{spacedNumber(texts.number)}</span>)
                </>
              )}
            </>
          ) : (
            'Text messages: off'
          )}
        </p>
        {texts.blocked === null && (
          <button
            type="button"
            role="switch"
            aria-checked={texts.on}
            aria-describedby="manage-texts-state"
            className="button manage-booking__texts-switch"
            disabled={busy}
            onClick={() => void toggle()}
          >
            {texts.on ? 'Turn off texts' : 'Turn on texts'}
          </button>
        )}
      </div>
      {texts.blocked !== null && !closed && <p className="manage-booking__muted">{texts.blocked}</p>}
      {problem && <InlineAlert>{problem}</InlineAlert>}
    </section>
  );
}

import { useState } from 'react';
import type { TextDetail } from '@kerbside/contract';
import { errorMessage } from '../../lib/api-client';
import { isTextUnderWay, useRetryText } from './texts-api';

/** What became of the retry, read off the text as it is now (it is looked at again while on its way). */
function outcome(text: TextDetail): string {
  if (isTextUnderWay(text.status)) return 'Back in the outbox: it is tried again within a few seconds.';
  if (text.status === 'sent' || text.status === 'delivered') return 'Sent: Twilio took it this time.';
  if (text.status === 'stored') return 'Kept again, not sent: Twilio is not set up.';
  return `The retry failed too${text.last_error ? `: ${text.last_error}` : '.'}`;
}

/** Retry on a failed text: back to the outbox for one more try; the button rests while that try is under way. */
export function TextRetry({ text }: { text: TextDetail }) {
  const retry = useRetryText(text.id);
  const [retried, setRetried] = useState(false);
  if (text.status !== 'failed' && !retried) return null;

  const resting = retry.isPending || text.status !== 'failed';
  function send() {
    if (resting) return;
    retry.mutate(undefined, { onSuccess: () => setRetried(true) });
  }

  return (
    <div className="mail-retry">
      <button type="button" className="button button--primary" onClick={send} aria-disabled={resting || undefined}>
        {retry.isPending ? 'Retrying…' : 'Retry'}
      </button>
      <p className="mail-retry__said" role="status">
        {retried && !retry.isPending ? outcome(text) : ''}
      </p>
      {retry.isError && (
        <p className="alert" role="alert">
          {errorMessage(retry.error)}
        </p>
      )}
    </div>
  );
}

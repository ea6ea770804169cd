import { useState } from 'react';
import type { MailDetail } from '@kerbside/contract';
import { errorMessage } from '../../lib/api-client';
import { isUnderWay, useRetryMail } from './mail-api';

/** What became of the retry, read off the mail as it is now (it is looked at again while on its way). */
function outcome(mail: MailDetail): string {
  if (isUnderWay(mail.status)) return 'Back in the outbox: it is tried again within a few seconds.';
  if (mail.status === 'sent') return 'Sent: the mail server took it this time.';
  if (mail.status === 'stored') return 'Kept again, not sent: no mail server is set up.';
  return `The retry failed too${mail.last_error ? `: ${mail.last_error}` : '.'}`;
}

/** Retry on a failed mail: back to the outbox for one more try; the button rests while that try is under way. */
export function MailRetry({ mail }: { mail: MailDetail }) {
  const retry = useRetryMail(mail.id);
  const [retried, setRetried] = useState(false);
  if (mail.status !== 'failed' && !retried) return null;

  const resting = retry.isPending || mail.status !== 'failed';
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
        {retried && !retry.isPending ? outcome(mail) : ''}
      </p>
      {retry.isError && (
        <p className="alert" role="alert">
          {errorMessage(retry.error)}
        </p>
      )}
    </div>
  );
}

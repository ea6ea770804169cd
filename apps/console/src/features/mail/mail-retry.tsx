import type { MailDetail } from '@kerbside/contract';
import { isUnderWay, useRetryMail } from './mail-api';
import { failedAgain, OutboxRetry } from './outbox-retry';

/** What became of the retry, read off the mail as it is now. */
function outcome(mail: MailDetail): string {
  if (isUnderWay(mail.status)) return 'Back in the outbox: it is tried again within a few seconds.';
  if (mail.status === 'sent') return 'Sent: the mail server took it this time.';
  if (mail.status === 'stored') return 'Kept again, not sent: no mail server is set up.';
  return failedAgain(mail);
}

/** Retry on a failed mail. */
export function MailRetry({ mail }: { mail: MailDetail }) {
  return <OutboxRetry message={mail} retry={useRetryMail(mail.id)} outcome={outcome} />;
}

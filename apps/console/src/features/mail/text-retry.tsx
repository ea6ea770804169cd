import type { TextDetail } from '@kerbside/contract';
import { isTextUnderWay, useRetryText } from './texts-api';
import { failedAgain, OutboxRetry } from './outbox-retry';

/** What became of the retry, read off the text as it is now. */
function outcome(text: TextDetail): string {
  if (isTextUnderWay(text.status)) return 'Back in the outbox: it is tried again within a few seconds.';
  if (text.status === 'sent' || text.status === 'delivered') return 'Sent: Twilio took it this time.';
  if (text.status === 'stored') return 'Kept again, not sent: Twilio is not set up.';
  return failedAgain(text);
}

/** Retry on a failed text. */
export function TextRetry({ text }: { text: TextDetail }) {
  return <OutboxRetry message={text} retry={useRetryText(text.id)} outcome={outcome} />;
}

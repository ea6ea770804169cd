/** The words of Needs attention (pure). */
import { ATTENTION_REASON_LABELS, type AttentionItem, type AttentionList, type JobListItem } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';

/** "Pick-up in 25 min", "Pick-up now", "Pick-up 20 min ago", "Pick-up in 1 h 10 min". */
export function pickUpWhen(minutes: number): string {
  if (minutes === 0) return 'Pick-up now';
  const span = Math.abs(minutes);
  const text = span < 60 ? `${span} min` : `${Math.floor(span / 60)} h${span % 60 ? ` ${span % 60} min` : ''}`;
  return minutes > 0 ? `Pick-up in ${text}` : `Pick-up ${text} ago`;
}

export const reasonText = (item: Pick<AttentionItem, 'reason'>) => ATTENTION_REASON_LABELS[item.reason];

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** What the header's Needs attention counts, as the page lists it: '2 jobs', '1 document', '2 jobs and 1 document'; '' for nothing. */
export function attentionCountWords(list: Pick<AttentionList, 'items' | 'documents'>): string {
  const parts = [list.items.length > 0 ? counted(list.items.length, 'job') : '', list.documents.length > 0 ? counted(list.documents.length, 'document') : ''];
  return parts.filter(Boolean).join(' and ');
}

/** ' · card payment of £61.00 not made yet' while a pay link awaits: the office may want it paid before the car goes. */
export const awaitingCardText = (job: Pick<JobListItem, 'awaiting_card_pence' | 'currency_symbol'>) =>
  job.awaiting_card_pence === null ? '' : ` · card payment of ${formatPounds(job.awaiting_card_pence, job.currency_symbol)} not made yet`;

/** The words of Needs attention (pure). */
import { ATTENTION_REASON_LABELS, type AttentionItem } from '@kerbside/contract';

/** "Pick-up in 25 min", "Pick-up now", "Pick-up 20 min ago", "Pick-up in 1 h 10 min". */
export function pickUpWhen(minutes: number): string {
  if (minutes === 0) return 'Pick-up now';
  const span = Math.abs(minutes);
  const text = span < 60 ? `${span} min` : `${Math.floor(span / 60)} h${span % 60 ? ` ${span % 60} min` : ''}`;
  return minutes > 0 ? `Pick-up in ${text}` : `Pick-up ${text} ago`;
}

export const reasonText = (item: Pick<AttentionItem, 'reason'>) => ATTENTION_REASON_LABELS[item.reason];

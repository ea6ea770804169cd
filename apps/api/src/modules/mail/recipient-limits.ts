import { RECIPIENT_LIMITS } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import type { OutgoingMail } from '../../platform/outbox/index.js';

interface HeldBackLog {
  warn(obj: object, msg: string): void;
}

/**
 * Mails to an address a visitor typed (`recipientLimit` set) count against that recipient's daily
 * allowance; past it the mail is held back, so nobody can make us mail a stranger over and over.
 * The log line names the kind of mail, never the address.
 */
export function createRecipientLimits(limiter: RateLimiter, log: HeldBackLog) {
  return {
    async keep(mails: readonly OutgoingMail[]): Promise<readonly OutgoingMail[]> {
      if (!mails.some((m) => m.recipientLimit)) return mails;
      const kept: OutgoingMail[] = [];
      for (const mail of mails) {
        if (mail.recipientLimit) {
          const decision = await limiter.hit(RECIPIENT_LIMITS[mail.recipientLimit], mail.to.trim().toLowerCase());
          if (!decision.allowed) {
            log.warn({ kind: mail.kind, limit: mail.recipientLimit }, 'mail held back: its recipient has had the most mails a visitor may cause in a day');
            continue;
          }
        }
        kept.push(mail);
      }
      return kept;
    },
  };
}

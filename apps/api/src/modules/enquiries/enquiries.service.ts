import type { ContactMessage, QuoteRequest } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { SettingsService } from '../settings/index.js';
import { createEnquiriesRepository } from './enquiries.repository.js';
import { companyForEnquiry } from './enquiry-assignment.js';
import { announceEnquiryChange, type EnquiryEvents } from './enquiry-events.js';
import { contactMessageMail, quoteAcknowledgementMail, quoteRequestMail, type Operator } from './enquiry-mails.js';

export interface EnquiriesDeps {
  db: Db;
  outbox: MailOutbox;
  settings: SettingsService;
  now: () => Date;
  events?: EnquiryEvents;
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;

/**
 * Quote Now and Contact Us: each enquiry is stored, in its company's inbox (enquiry-assignment.ts),
 * with its mails in one transaction; the mails are in that company's outbox.
 */
export function createEnquiriesService({ db, outbox, settings, now, events }: EnquiriesDeps) {
  async function operator(): Promise<Result<Operator>> {
    const current = (await settings.current()).settings;
    const email = current.FROM_EMAIL?.trim();
    // Without an operator address the enquiry would reach no one: say so rather than store it.
    if (!email) return fail(503, 'Enquiries cannot be received right now. Please call us instead.');
    return ok({ email, companyName: current.Company_Name?.trim() || 'Kerbside' });
  }

  return {
    async submitQuoteRequest(request: QuoteRequest): Promise<Result<{ id: number }>> {
      const to = await operator();
      if (!to.ok) return to;
      const { id, companyId } = await db.kysely.transaction().execute(async (trx) => {
        const repo = createEnquiriesRepository(trx);
        const companyId = await companyForEnquiry(repo);
        const id = await repo.insertQuoteRequest(request, companyId, now());
        const mails = [quoteRequestMail(to.value, id, request), quoteAcknowledgementMail(to.value, id, request)];
        await outbox.enqueue(trx, mails.map((mail) => ({ ...mail, companyId })));
        return { id, companyId };
      });
      await announceEnquiryChange(events, [companyId]);
      return ok({ id });
    },

    async submitContactMessage(message: ContactMessage): Promise<Result<{ id: number }>> {
      const to = await operator();
      if (!to.ok) return to;
      const { id, companyId } = await db.kysely.transaction().execute(async (trx) => {
        const repo = createEnquiriesRepository(trx);
        const companyId = await companyForEnquiry(repo, message.bookingNumber);
        const id = await repo.insertContactMessage(message, companyId, now());
        await outbox.enqueue(trx, [{ ...contactMessageMail(to.value, id, message), companyId }]);
        return { id, companyId };
      });
      await announceEnquiryChange(events, [companyId]);
      return ok({ id });
    },
  };
}

import { bookingFormSchema, quoteJourneyForm, type ContactMessage, type QuoteRequest } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import type { QuotesService } from '../quotes/index.js';
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
  quotes: Pick<QuotesService, 'companiesPricing'>;
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;

/**
 * Quote Now and Contact Us: each enquiry is stored, in its company's inbox (enquiry-assignment.ts),
 * with its mails in one transaction; the mails are in that company's outbox.
 */
export function createEnquiriesService({ db, outbox, settings, now, events, quotes }: EnquiriesDeps) {
  /**
   * The companies whose tariff prices the request's journey (issue 24 §3): each sees it until one
   * takes it. None when the addresses cannot be found or routed (typed freely on the Quote Now form),
   * or the maps are down: the request then waits in the platform's inbox.
   */
  async function pricingCompanies(request: QuoteRequest): Promise<number[]> {
    const form = bookingFormSchema.safeParse(quoteJourneyForm(request));
    if (!form.success) return [];
    const found = await quotes.companiesPricing({ bookingType: 'milleage', bookingForm: form.data }).catch(() => null);
    return found?.ok ? found.value : [];
  }

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
      const offered = await pricingCompanies(request);
      const { id, companyId, offers } = await db.kysely.transaction().execute(async (trx) => {
        const repo = createEnquiriesRepository(trx);
        // A site of one active company gives it everything; else the companies that price it are offered it.
        const only = await companyForEnquiry(repo);
        const offers = only === null ? offered : [];
        const companyId = only;
        const id = await repo.insertQuoteRequest(request, companyId, now());
        await repo.insertOffers(id, offers);
        const mails = [quoteRequestMail(to.value, id, request), quoteAcknowledgementMail(to.value, id, request)];
        await outbox.enqueue(trx, mails.map((mail) => ({ ...mail, companyId })));
        return { id, companyId, offers };
      });
      await announceEnquiryChange(events, [companyId, ...offers], { quoteRequestId: id });
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

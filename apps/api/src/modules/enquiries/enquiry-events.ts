/** `enquiry.changed` on the live-events bus, after the change committed: the consoles of those companies count their new enquiries again. */
import type { EnquiryEvent } from '@kerbside/contract';

export interface EnquiryEvents {
  publish(event: EnquiryEvent): Promise<void>;
}

/** One event per company named (null: the platform's inbox), naming a quote request that just `arrived`; a bus failure is the bus's to log, never the caller's. */
export async function announceEnquiryChange(events: EnquiryEvents | undefined, companies: ReadonlyArray<number | null>, arrived?: { quoteRequestId: number }): Promise<void> {
  if (!events) return;
  const news = arrived ? { quote_request_id: arrived.quoteRequestId } : {};
  for (const companyId of new Set(companies)) await events.publish({ type: 'enquiry.changed', company_id: companyId, ...news }).catch(() => undefined);
}

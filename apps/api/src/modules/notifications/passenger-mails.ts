/**
 * The mails of the kinds this module owns (reminder, driver on the way, journey completed), sent when the company's settings ask for them; the booking's other mails stay with
 * the modules that make them (bookings, dispatch, manage-booking, pay-links).
 */
import type { MessageKind } from '@kerbside/contract';
import { escapeHtml, htmlLayout, htmlRows, type OutgoingMail, textRows } from '../../platform/outbox/index.js';
import { carText, firstName, whenText, type TextFacts } from './passenger-texts.js';

export const MAILED_HERE: readonly MessageKind[] = ['reminder', 'driver_on_the_way', 'journey_completed'];

export function passengerMail(kind: MessageKind, facts: TextFacts, to: string, companyId: number): OutgoingMail | null {
  const job = facts.jobs[0];
  if (!job || !MAILED_HERE.includes(kind)) return null;
  const when = whenText(job.pick_up_date, job.pick_up_time);
  const driver = job.driver_name ? `Your driver ${firstName(job.driver_name)}` : 'Your driver';
  const car = carText(job).trim();
  const words: Record<string, { title: string; intro: string; link?: [string, string] }> = {
    reminder: { title: `Reminder: your pick-up ${when}`, intro: `This is a reminder of your booking ${facts.bookingNumber}.` },
    driver_on_the_way: { title: 'Your driver is on the way', intro: `${driver} is on the way${car ? ` ${car}` : ''}.`, link: facts.trackUrl ? ['Follow the car', facts.trackUrl] : undefined },
    journey_completed: { title: 'Thank you for travelling with us', intro: `Your journey ${when} (booking ${facts.bookingNumber}) is complete.`, link: facts.receiptUrl ? ['Your receipt', facts.receiptUrl] : undefined },
  };
  const chosen = words[kind]!;
  const rows: [string, string][] = [
    ['Reference ID', facts.bookingNumber],
    ['Pickup', when],
    ['Pickup address', job.from_address],
    ['Questions', facts.companyPhone],
  ];
  const link = chosen.link;
  return {
    kind: 'job_update',
    to,
    companyId,
    senderName: facts.companyName,
    subject: `${chosen.title} (${facts.bookingNumber})`,
    text: [chosen.intro, textRows(rows), ...(link ? [`${link[0]}: ${link[1]}`] : [])].join('\n\n'),
    html: htmlLayout({
      title: chosen.title,
      companyName: facts.companyName,
      bodyHtml: `<p>${escapeHtml(chosen.intro)}</p>${htmlRows(rows)}${link ? `<p><a href="${escapeHtml(link[1])}" style="color:#0f5c4d;font-weight:700">${escapeHtml(link[0])}</a></p>` : ''}`,
    }),
  };
}

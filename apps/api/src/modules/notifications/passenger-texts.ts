/**
 * What each kind of text says: short and plain, in GSM-7 where the facts allow (a curly quote or a
 * dash would double the cost of a text by making it UCS-2, so the facts are straightened first).
 * Every text starts with the company's name: it may come from a number the passenger does not know.
 */
import type { MessageKind } from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';

export interface TextJob {
  leg: 'outbound' | 'return';
  pick_up_date: string;
  pick_up_time: string;
  from_address: string;
  driver_name: string | null;
  vehicle_registration: string | null;
  vehicle_make: string | null;
  vehicle_colour: string | null;
}

export interface TextFacts {
  companyName: string;
  companyPhone: string;
  bookingNumber: string;
  /** The legs the text is about (one for a driver's step; every leg for a booking's confirmation). */
  jobs: readonly TextJob[];
  manageUrl?: string;
  trackUrl?: string;
  receiptUrl?: string | null;
  amountPence?: number;
  currencySymbol?: string;
}

const STRAIGHT: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '\u00a0': ' ' };

/** Typographic punctuation made plain, so a fact typed in a word processor keeps the text in GSM-7. */
export const plain = (value: string) => value.replace(/[‘’“”–—…\u00a0]/g, (c) => STRAIGHT[c] ?? c).trim();

/** 'Sat 14 Mar at 09:30' from London's date and time as stored. */
export function whenText(date: string, time: string): string {
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${day.replace(',', '')} at ${time}`;
}

/** An address cut to its first parts, at most about 45 characters. */
export function shortAddress(address: string): string {
  const text = plain(address);
  if (text.length <= 45) return text;
  const cut = text.lastIndexOf(',', 45);
  return cut > 10 ? text.slice(0, cut) : `${text.slice(0, 42)}...`;
}

/** 'Sam' of 'Sam Okafor'. */
export const firstName = (name: string) => plain(name).split(/\s+/)[0] ?? '';

/** ' in a silver Toyota Prius, LV24 ABC', leaving out what the driver's record does not say. */
export function carText(job: TextJob): string {
  const car = [job.vehicle_colour, job.vehicle_make].map((part) => plain(part ?? '')).filter(Boolean).join(' ');
  const registration = plain(job.vehicle_registration ?? '');
  if (car) return ` in ${/^[aeiou]/i.test(car) ? 'an' : 'a'} ${car}${registration ? `, ${registration}` : ''}`;
  return registration ? ` in the car registered ${registration}` : '';
}

function driverText(job: TextJob): string {
  const name = job.driver_name ? firstName(job.driver_name) : '';
  return name ? `your driver ${name}` : 'your driver';
}

const legsWhen = (jobs: readonly TextJob[]) => jobs.map((job) => whenText(job.pick_up_date, job.pick_up_time)).join(' and ');

/** The text of `kind`, or null when there is nothing to say (no leg). */
export function passengerText(kind: MessageKind, facts: TextFacts): string | null {
  const job = facts.jobs[0];
  if (!job) return null;
  const company = plain(facts.companyName);
  const ref = facts.bookingNumber;
  const from = shortAddress(job.from_address);
  switch (kind) {
    case 'booking_confirmed': {
      const back = facts.jobs[1];
      const returning = back ? `, return ${whenText(back.pick_up_date, back.pick_up_time)}` : '';
      return `${company}: booking ${ref} is confirmed for ${whenText(job.pick_up_date, job.pick_up_time)} from ${from}${returning}.${facts.manageUrl ? ` See or change it: ${facts.manageUrl}` : ''}`;
    }
    case 'reminder':
      return `${company}: a reminder of your pick-up ${whenText(job.pick_up_date, job.pick_up_time)} from ${from} (booking ${ref}). Questions: ${facts.companyPhone}`;
    case 'driver_assigned': {
      const when = whenText(job.pick_up_date, job.pick_up_time);
      const name = job.driver_name ? firstName(job.driver_name) : '';
      return name ? `${company}: your driver for ${when} is ${name}${carText(job)}.` : `${company}: a driver is assigned for ${when}${carText(job)}.`;
    }
    case 'driver_on_the_way':
      return `${company}: ${driverText(job)} is on the way${carText(job)}.${facts.trackUrl ? ` Follow the car: ${facts.trackUrl}` : ''}`;
    case 'driver_arrived':
      return `${company}: ${driverText(job)} is outside${carText(job)}.`;
    case 'journey_completed':
      return `${company}: thank you for travelling with us.${facts.receiptUrl ? ` Your receipt: ${facts.receiptUrl}` : ''}`;
    case 'booking_changed':
      return `${company}: booking ${ref} has been changed. Pick-up ${legsWhen(facts.jobs)} from ${from}.${facts.manageUrl ? ` Details: ${facts.manageUrl}` : ''}`;
    case 'booking_cancelled':
      return `${company}: your journey ${legsWhen(facts.jobs)} (booking ${ref}) is cancelled. Questions: ${facts.companyPhone}`;
    case 'pay_link':
      return `${company}: please pay ${formatPounds(facts.amountPence ?? 0, facts.currencySymbol ?? '£')} for booking ${ref} by card: ${facts.manageUrl ?? ''}`.trim();
  }
}

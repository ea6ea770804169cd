/** The mails a booking sends: a confirmation to the passenger(s) and a notification to the operator. */
import { bookingTypeLabel, paymentMethodLabel, settingAmount, type Booking, type SettingName, type Settings } from '@kerbside/contract';
import { cancellationTermsRule, formatDateDMY, formatPounds, formatTime12, poundsToPence, type CancellationTerms } from '@kerbside/domain';
import { escapeHtml, htmlLayout, htmlRows, type MailAttachment, type OutgoingMail, textRows } from '../../platform/outbox/index.js';
import { bookingCalendar } from './booking-calendar.js';
import { linksHtml, linksText, type PassengerLinks } from './booking-mail-links.js';

type Row = readonly [string, string | number | null | undefined];
interface Section {
  heading: string;
  rows: Row[];
}

export interface BookingMailInput {
  booking: Booking;
  settings: Settings;
  /** Who booked (the passenger details may name someone else). */
  booker: { name: string; email: string; phone: string };
  /** The booker is a client who gave their password (their own address, not one a visitor typed). */
  bookerSignedIn?: boolean;
  /** The operator's address (FROM_EMAIL); no notification without one. */
  operatorEmail: string | null;
  /** The booked company's cancellation policy (plain text, lines kept); '' or absent: none is shown. */
  cancellationPolicy?: string;
  /** The booked company's cancellation settings, the terms a cancellation is charged by; null or absent: no row. */
  cancellationTerms?: CancellationTerms | null;
  /** The booked company's phone, in the calendar file's events; '' or absent: left out. */
  companyPhone?: string;
  /** The booked company's email, the calendar events' organizer; '' or absent: none. */
  companyEmail?: string;
  /** How long a transfer's journey takes, minutes (the calendar event's length); null or absent: an hour. */
  journeyMinutes?: number | null;
  /** The booking's printable receipt, linked in the booker's confirmation; null or absent: no link. */
  receiptUrl?: string | null;
  /** The booking's manage page (a signed link): in the passengers' mails, never the operator's. */
  manageUrl?: string;
  /** The staff member who took it by phone (bookings desk); absent: made on the website. */
  takenBy?: string;
}

const yesNo = (v: 'yes' | 'no') => (v === 'yes' ? 'Yes' : 'No');
/** A wheelchair asked for, as the mails show it: the request, and that it costs nothing. */
export const WHEELCHAIR_REQUESTED = 'Yes (never charged)';

/** '15:05' → '03:05 PM'. */
export function time12(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return formatTime12((h ?? 0) * 60 + (m ?? 0));
}

/**
 * The amount the booking was charged, to the penny as on the receipt and the refund mails. Never
 * rounded again here: it was charged rounded (or not) when it was booked, whatever ROUND_OFF says now.
 */
export function totalText(b: Booking): string {
  return formatPounds(poundsToPence(b.total_booking_amount), b.currency);
}

function bookingSection(b: Booking, cancellation?: CancellationTerms | null): Section {
  const isQ = b.ride_type === 'Q';
  const rows: Array<Row | null> = [
    ['Reference ID', b.booking_number],
    ['Booking type', bookingTypeLabel(b.ride_type)],
    ['Vehicle', `${b.fleet_category.category_name} (${b.company_name})`],
    ['Pickup address', b.pick_up_address],
    isQ ? ['Drop off address', b.drop_off_address] : null,
    ['Pickup date', formatDateDMY(b.pick_up_date)],
    ['Pickup time', time12(b.pick_up_time)],
    b.flight_no ? ['Flight / train number', b.flight_no] : null,
    isQ && b.return_date ? ['Return date', formatDateDMY(b.return_date)] : null,
    isQ && b.return_time ? ['Return time', time12(b.return_time)] : null,
    b.return_flight_no ? ['Return flight / train number', b.return_flight_no] : null,
    !isQ ? ['Hourly duration', `${Number.parseInt(b.hourly_duration ?? '', 10) || ''} hours`] : null,
    ['Payment method', paymentMethodLabel(b.payment_method)],
    ['Total amount', totalText(b)],
    // From the settings a cancellation is charged by, whatever the company's own words below say.
    cancellation ? ['Cancellation', cancellationTermsRule(cancellation)] : null,
  ];
  return { heading: 'Booking details', rows: rows.filter((r): r is Row => r !== null) };
}

/**
 * Extras show when their price setting is above zero (spec §2), or always for the operator. The
 * wheelchair is always offered and never charged (docs/decisions/0011), so it always shows.
 */
function customerSection(b: Booking, settings: Settings, everything: boolean): Section {
  const d = b.booking_details;
  const shown = (name: SettingName) => everything || settingAmount(settings, name) > 0;
  const extras: Array<Row | null> =
    b.ride_type === 'Q'
      ? [
          shown('MEET_AND_GREET') ? ['Meet and greet', yesNo(d.meet_and_greet)] : null,
          shown('BABY_PRICE_PER_SEAT') ? ['Baby seats', d.baby_seat] : null,
          shown('BOOSTER_PRICE_PER_SEAT') ? ['Booster seats', d.booster_seat] : null,
          ['Wheelchair', d.wheel_chair === 'yes' ? WHEELCHAIR_REQUESTED : 'No'],
          ['Luggage', d.luggages],
          shown('SPECIAL_LUGGAGE_PER_PRICE') ? ['Special luggage', d.special_luggages] : null,
          shown('PRICE_PER_FIVE_WAITING_MIN') ? ['Waiting minutes', d.waiting_minutes] : null,
        ]
      : [];
  const rows = [...extras, ['Total vehicles', d.vehicle_qty] as Row];
  return { heading: 'Customer details', rows: rows.filter((r): r is Row => r !== null) };
}

function stopsSection(b: Booking): Section | null {
  if (b.booking_stops.length === 0) return null;
  return {
    heading: 'Stops',
    rows: b.booking_stops.map((s, i) => [
      `Stop ${i + 1}`,
      [[s.stop_street_number, s.stop_address].filter(Boolean).join(' '), s.stop_post_code].filter(Boolean).join(', '),
    ]),
  };
}

function passengerSection(b: Booking): Section {
  const p = b.passenger_detail;
  const rows: Row[] = [
    ['Name', p.passenger_name],
    ['Email', p.passenger_email],
    ['Phone', p.passenger_contact_no],
  ];
  if (b.ride_type === 'Q') rows.push(['Total passengers', p.total_passengers]);
  rows.push(['Additional information', p.additional_info || '-']);
  return { heading: 'Passenger details', rows };
}

/** A heading and free text after the sections (the company's cancellation policy). */
interface Note {
  heading: string;
  text: string;
}

const heading = (text: string) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(text)}</h2>`;

function render(title: string, intro: string, sections: Section[], companyName: string, note?: Note, links: PassengerLinks = {}): { text: string; html: string } {
  const shownLinks = linksHtml(links);
  const text = [
    intro,
    ...linksText(links),
    ...sections.map((s) => `${s.heading}\n${'-'.repeat(s.heading.length)}\n${textRows(s.rows)}`),
    ...(note ? [`${note.heading}\n${'-'.repeat(note.heading.length)}\n${note.text}`] : []),
  ].join('\n\n');
  const bodyHtml = [
    `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
    ...(shownLinks ? [shownLinks] : []),
    ...sections.map((s) => `${heading(s.heading)}${htmlRows(s.rows)}`),
    // The policy is the company's plain text: escaped, its line breaks kept.
    ...(note ? [`${heading(note.heading)}<p style="margin:0;white-space:pre-line">${escapeHtml(note.text)}</p>`] : []),
  ].join('\n');
  return { text: `${title}\n\n${text}\n\n${companyName}\n`, html: htmlLayout({ title, companyName, bodyHtml }) };
}

export function bookingEmails(input: BookingMailInput): OutgoingMail[] {
  const { booking: b, settings, booker } = input;
  const companyName = settings.Company_Name?.trim() || 'Kerbside';
  const contact = settings.Company_Contact_Info?.trim();
  const forPassenger = [bookingSection(b, input.cancellationTerms), customerSection(b, settings, false), stopsSection(b), passengerSection(b)].filter(
    (s): s is Section => s !== null,
  );
  const intro = `Your booking is confirmed. Your reference is ${b.booking_number}.${contact ? ` Questions? Call us on ${contact}.` : ''}`;
  const policy = input.cancellationPolicy?.trim();
  const note: Note | undefined = policy ? { heading: `Cancellation policy of ${b.company_name}`, text: policy } : undefined;
  const confirmation = render('Your Booking is Confirmed!', intro, forPassenger, companyName, note, { manageUrl: input.manageUrl, receiptUrl: input.receiptUrl });
  const subject = `Booking confirmed: ${b.booking_number}`;
  // The passengers' calendar file; its stamp is the booking's own time, so the mails stay a pure function of it.
  const calendar = bookingCalendar({ booking: b, companyPhone: input.companyPhone ?? '', companyEmail: input.companyEmail, journeyMinutes: input.journeyMinutes, now: new Date(b.created_at) });
  const attachments: MailAttachment[] = [calendar];
  // A client who proved their password asked for their own confirmations; any other address was typed by a visitor.
  const toBooker: OutgoingMail = { kind: 'booking_confirmation', to: booker.email, subject, attachments, ...confirmation };
  const mails: OutgoingMail[] = [input.bookerSignedIn ? toBooker : { ...toBooker, recipientLimit: 'bookingConfirmation' }];

  const traveller = b.passenger_detail.passenger_email.trim().toLowerCase();
  if (traveller !== '' && traveller !== booker.email.toLowerCase()) {
    const forTraveller = `${booker.name || booker.email} has booked a ride for you. Your reference is ${b.booking_number}.`;
    mails.push({
      kind: 'booking_confirmation',
      to: traveller,
      recipientLimit: 'bookingConfirmation',
      subject,
      attachments,
      ...render('Your ride is booked', forTraveller, forPassenger, companyName, note, { manageUrl: input.manageUrl }),
    });
  }

  if (input.operatorEmail) {
    const bookedBy: Section = {
      heading: 'Booked by',
      rows: [
        ['Name', booker.name],
        ['Email', booker.email],
        ['Phone', booker.phone],
        ['Booked at (UTC)', b.created_at],
      ],
    };
    const sections = [bookingSection(b), customerSection(b, settings, true), stopsSection(b), passengerSection(b), bookedBy];
    const when = `${formatDateDMY(b.pick_up_date)} ${time12(b.pick_up_time)}`;
    mails.push({
      kind: 'booking_notification',
      to: input.operatorEmail,
      replyTo: booker.email,
      subject: `New booking ${b.booking_number}: ${when}, ${paymentMethodLabel(b.payment_method)}`,
      ...render(
        `New booking ${b.booking_number}`,
        input.takenBy ? `${input.takenBy} took a booking by phone for ${when}.` : `A new booking was made on the website for ${when}.`,
        sections.filter((s): s is Section => s !== null),
        companyName,
      ),
    });
  }
  return mails;
}

/**
 * A booking's printable receipt (pure; no I/O). Every value is escaped; the page loads and runs
 * nothing: its CSP (header, and a meta copy for a page opened from a saved copy) allows inline
 * styles only. Prices include VAT; the VAT lines show only when the company has a VAT number.
 * Parking and tolls added after the journey are disbursements: no VAT is worked out on them.
 */
import { WHOLE_POUNDS_ROUNDING_LABEL, amountAsCharged, formatPounds, formatTime12, roundHalfUp, utcToLondonLocal } from '@kerbside/domain';
import { escapeHtml } from '../../platform/outbox/index.js';

export const RECEIPT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const META_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

export interface ReceiptLeg {
  kind: 'outbound' | 'return' | 'hourly';
  /** YYYY-MM-DD and HH:MM, London. */
  date: string;
  time: string;
  from: string;
  /** null for hourly hire. */
  to: string | null;
  /** Hourly hire only. */
  hours?: number;
  flightNo: string | null;
  cancelled: boolean;
}

export interface ReceiptInput {
  company: { name: string; address: string; phone: string; email: string };
  /** '' number: no VAT lines. */
  vat: { number: string; ratePercent: number };
  bookingNumber: string;
  /** ISO instant the booking was made. */
  bookedAt: string;
  passenger: { name: string; email: string; phone: string };
  legs: ReceiptLeg[];
  /** Addresses of the stops on the way, in order. */
  stops: string[];
  vehicle: string;
  quantity: number;
  /** In words, e.g. 'Meet and greet', 'Baby seats: 1'. */
  extras: string[];
  currency: string;
  /** The price of one vehicle as the booking stored it (lines add up to it). */
  priceLines: Array<{ label: string; pence: number }>;
  /** What the booking cost: lines × quantity, rounded when the site rounds to whole pounds. */
  totalPence: number;
  /** `authorised`: held on the card at booking and taken when the journey is completed (not yet taken). */
  payment: { method: 'car' } | { method: 'card'; brand: string | null; last4: string | null; authorised?: boolean };
  /** Everything the card(s) paid: the booking's own payment and an amendment's (totalPence when not given). */
  paidPence?: number;
  /** `released`: taken off an authorisation before it was captured (no money moved back). */
  refunds: Array<{ pence: number; at: string; pending: boolean; released?: boolean }>;
  /**
   * Added by staff once a journey was done (modules/dispatch job-extras): the charges on top of the
   * fare (waiting, parking, extra stops, tolls), in words with their amounts, and the cash the driver took.
   */
  afterJourney?: { charges: AfterJourneyCharge[]; cashPence: number };
}

export interface AfterJourneyCharge {
  label: string;
  pence: number;
  /**
   * Paid by the driver as the passenger's agent (parking, tolls): a disbursement, outside the scope
   * of VAT (HMRC VAT Notice 700 §25), so left out of the VAT worked out and shown on its own line.
   */
  disbursement?: boolean;
}

/** VAT inside a VAT-inclusive total, rounded to the penny (half up); net is the rest. */
export function vatOf(totalPence: number, ratePercent: number): { netPence: number; vatPence: number } {
  const vatPence = roundHalfUp((totalPence * ratePercent) / (100 + ratePercent));
  return { netPence: totalPence - vatPence, vatPence };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-03' → 'Thu 3 December 2026'. */
export const longDate = (date: string) => dateFormat.format(new Date(`${date}T12:00:00Z`)).replace(',', '');
/** An instant as its London date. */
const londonDate = (iso: string) => longDate(utcToLondonLocal(new Date(iso)).date);
const time12 = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return formatTime12(h * 60 + m);
};

const STYLE = `
*{box-sizing:border-box}
html{background:#f7f8f6}
body{margin:0;padding:24px 16px;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1c2624}
main{max-width:760px;margin:0 auto;background:#fff;border:1px solid #dde3e0;border-radius:12px;padding:32px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:16px 32px;padding-bottom:20px;border-bottom:3px solid #0f5c4d}
.company{margin:0;font-size:20px;font-weight:700;color:#0f5c4d}
address{font-style:normal;white-space:pre-line;color:#55615e;font-size:14px}
.title{margin:24px 0 4px;font-size:28px}
.meta{margin:0;color:#55615e}
.cancelled{display:inline-block;margin:12px 0 0;padding:2px 10px;border:1px solid #b42318;border-radius:999px;color:#b42318;font-weight:700;font-size:13px}
h2{margin:28px 0 8px;font-size:13px;letter-spacing:.06em;text-transform:uppercase;color:#55615e}
table{width:100%;border-collapse:collapse}
th,td{padding:8px 0;text-align:left;vertical-align:top;border-bottom:1px solid #e6ebe9}
th{width:34%;padding-right:16px;font-weight:400;color:#55615e}
td.amount,th.amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums;width:auto}
.lines th{width:auto;color:#1c2624}
tr.total th,tr.total td{border-bottom:0;border-top:2px solid #1c2624;font-weight:700;font-size:17px;color:#1c2624}
ol{margin:0;padding-left:20px}
.leg{font-weight:700}
.note{margin:24px 0 0;color:#55615e;font-size:13px}
@media (max-width:600px){body{padding:0;font-size:14px}main{border:0;border-radius:0;padding:20px 16px}th{width:40%}.title{font-size:24px}}
@media print{html{background:#fff}body{padding:0;font-size:12px}main{max-width:none;border:0;border-radius:0;padding:0}@page{size:A4 portrait;margin:15mm}
tr,section{break-inside:avoid}.title{font-size:24px}}
`;

type Cell = string;
/** A label/value table; the values are HTML already escaped by the caller. */
function rowsTable(rows: Array<[string, Cell]>, className = ''): string {
  return `<table${className ? ` class="${className}"` : ''}><tbody>${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${value}</td></tr>`).join('')}</tbody></table>`;
}

function legRows(input: ReceiptInput): Array<[string, Cell]> {
  const rows: Array<[string, Cell]> = [];
  const isReturnJourney = input.legs.some((l) => l.kind === 'return');
  for (const leg of input.legs) {
    const label = leg.kind === 'return' ? 'Return' : leg.kind === 'hourly' ? 'Hourly hire' : isReturnJourney ? 'Outbound' : 'Pickup';
    const when = `${longDate(leg.date)}, ${time12(leg.time)}`;
    const route = leg.to === null ? `From ${leg.from}${leg.hours ? `, ${leg.hours} hours` : ''}` : `${leg.from} → ${leg.to}`;
    const flight = leg.flightNo ? `<div>Flight / train: ${escapeHtml(leg.flightNo)}</div>` : '';
    const status = leg.cancelled ? ' <span class="cancelled">Cancelled</span>' : '';
    rows.push([label, `<div class="leg">${escapeHtml(when)}${status}</div><div>${escapeHtml(route)}</div>${flight}`]);
  }
  if (input.stops.length > 0) rows.push(['Stops', `<ol>${input.stops.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`]);
  rows.push(['Vehicle', escapeHtml(input.quantity > 1 ? `${input.vehicle} × ${input.quantity}` : input.vehicle)]);
  if (input.extras.length > 0) rows.push(['Extras', input.extras.map(escapeHtml).join('<br>')]);
  return rows;
}

function moneyTable(rows: Array<{ label: string; pence: number; total?: boolean }>, currency: string): string {
  return `<table class="lines"><tbody>${rows
    .map((r) => `<tr${r.total ? ' class="total"' : ''}><th scope="row">${escapeHtml(r.label)}</th><td class="amount">${escapeHtml(formatPounds(r.pence, currency))}</td></tr>`)
    .join('')}</tbody></table>`;
}

function priceRows(input: ReceiptInput): Array<{ label: string; pence: number; total?: boolean }> {
  const rows: Array<{ label: string; pence: number; total?: boolean }> = input.priceLines.map((l) => ({ label: l.label, pence: l.pence }));
  const charge = amountAsCharged({ unitPence: input.priceLines.reduce((sum, l) => sum + l.pence, 0), quantity: input.quantity, chargedPence: input.totalPence });
  if (charge.quantity > 1) {
    rows.push({ label: `Price of one vehicle`, pence: charge.unitPence });
    rows.push({ label: `${charge.quantity} vehicles`, pence: charge.exactPence });
  }
  if (charge.roundingPence !== 0) rows.push({ label: WHOLE_POUNDS_ROUNDING_LABEL, pence: charge.roundingPence });
  const charges = input.afterJourney?.charges ?? [];
  if (charges.length === 0) {
    rows.push({ label: 'Total', pence: charge.chargedPence, total: true });
    return rows;
  }
  // Added after the journey: the fare as booked, each charge, and the new total.
  rows.push({ label: 'Fare as booked', pence: charge.chargedPence });
  for (const extra of charges) rows.push({ label: extra.label, pence: extra.pence });
  rows.push({ label: 'Total', pence: charge.chargedPence + chargesOf(input), total: true });
  return rows;
}

const chargesOf = (input: ReceiptInput) => (input.afterJourney?.charges ?? []).reduce((sum, c) => sum + c.pence, 0);

function paymentRows(input: ReceiptInput): { html: string; keptPence: number } {
  const p = input.payment;
  const paidBy = p.method === 'car' ? 'Pay in car (paid to the driver)' : [p.brand ? `${brandName(p.brand)} card` : 'Card', p.last4 ? `ending ${p.last4}` : ''].filter(Boolean).join(' ');
  const authorised = p.method === 'card' && p.authorised === true;
  const refunds = input.refunds.map((r) => ({ label: `${r.released ? 'Released' : 'Refund'}, ${londonDate(r.at)}${r.pending ? ' (pending)' : ''}`, pence: -r.pence }));
  const refunded = input.refunds.reduce((sum, r) => sum + r.pence, 0);
  const paid = p.method === 'card' ? (input.paidPence ?? input.totalPence) : input.totalPence;
  const keptPence = Math.max(0, paid - refunded);
  const charges = chargesOf(input);
  const cash = input.afterJourney?.cashPence ?? 0;
  const first = authorised ? 'Authorised on the card, not yet taken' : p.method === 'card' ? 'Paid' : 'Amount';
  // Paid in the car, the amount is the fare with what was added after the journey.
  const rows: Array<{ label: string; pence: number; total?: boolean }> = [{ label: first, pence: p.method === 'card' ? paid : paid + charges }, ...refunds];
  if (authorised) rows.push({ label: 'To be taken when the journey is completed', pence: keptPence });
  else if (refunds.length > 0) rows.push({ label: 'Total after refunds', pence: keptPence });
  if (p.method === 'card' && charges > 0) rows.push({ label: 'Added after the journey, to pay in the car', pence: charges });
  if (cash > 0) rows.push({ label: 'Paid in cash to the driver', pence: cash });
  if (charges > 0 || cash > 0) {
    // Due in the car: the fare when paid in the car, the charges, less the cash (domain extrasAccount).
    rows.push({ label: 'Left to pay in the car', pence: Math.max(0, (p.method === 'card' ? 0 : paid) + charges - cash), total: true });
  }
  return { html: `${rowsTable([['Paid by', escapeHtml(paidBy)]])}${moneyTable(rows, input.currency)}`, keptPence: (p.method === 'card' ? keptPence : paid) + charges };
}

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay' };
const brandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? brand;

const disbursementsOf = (input: ReceiptInput) => (input.afterJourney?.charges ?? []).filter((c) => c.disbursement).reduce((sum, c) => sum + c.pence, 0);

/**
 * The VAT of what was kept: worked out on the total less the disbursements (which the total always
 * holds in full: charges are never refunded), so Net + VAT + disbursements is the total exactly.
 */
export function vatLines(totalPence: number, disbursementsPence: number, ratePercent: number): { netPence: number; vatPence: number; disbursementsPence: number } {
  const disbursements = Math.min(Math.max(0, disbursementsPence), totalPence);
  return { ...vatOf(totalPence - disbursements, ratePercent), disbursementsPence: disbursements };
}

function vatSection(input: ReceiptInput, totalPence: number): string {
  const number = input.vat.number.trim();
  if (!number) return '';
  const { netPence, vatPence, disbursementsPence } = vatLines(totalPence, disbursementsOf(input), input.vat.ratePercent);
  return `<section aria-labelledby="vat"><h2 id="vat">VAT</h2>${rowsTable([['VAT number', escapeHtml(number)]])}${moneyTable(
    [
      { label: 'Net', pence: netPence },
      { label: `VAT at ${input.vat.ratePercent}%`, pence: vatPence },
      ...(disbursementsPence > 0 ? [{ label: 'Disbursements (parking, tolls), no VAT', pence: disbursementsPence }] : []),
      { label: 'Total', pence: totalPence, total: true },
    ],
    input.currency,
  )}</section>`;
}

function vatNote(input: ReceiptInput): string {
  if (!input.vat.number.trim()) return '';
  if (disbursementsOf(input) === 0) return `Prices include VAT at ${input.vat.ratePercent}%. `;
  return `Prices include VAT at ${input.vat.ratePercent}%, except parking and tolls the driver paid on your behalf, which are outside the scope of VAT. `;
}

export function renderReceiptHtml(input: ReceiptInput): string {
  const { company } = input;
  const title = `Receipt ${input.bookingNumber}`;
  const contact = [company.address, company.phone, company.email].map((s) => s.trim()).filter(Boolean).join('\n');
  const allCancelled = input.legs.length > 0 && input.legs.every((l) => l.cancelled);
  const payment = paymentRows(input);
  const vat = vatSection(input, payment.keptPence);
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${META_CSP}"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${escapeHtml(`${title} | ${company.name}`)}</title><style>${STYLE}</style></head>
<body>
<main>
<header>
<p class="company">${escapeHtml(company.name)}</p>
${contact ? `<address>${escapeHtml(contact)}</address>` : ''}
</header>
<h1 class="title">Receipt</h1>
<p class="meta">Booking ${escapeHtml(input.bookingNumber)} &middot; booked ${escapeHtml(londonDate(input.bookedAt))}</p>
${allCancelled ? '<p class="cancelled">This booking was cancelled</p>' : ''}
<section aria-labelledby="passenger"><h2 id="passenger">Passenger</h2>${rowsTable([
    ['Name', escapeHtml(input.passenger.name)],
    ['Email', escapeHtml(input.passenger.email)],
    ['Phone', escapeHtml(input.passenger.phone)],
  ])}</section>
<section aria-labelledby="journey"><h2 id="journey">Journey</h2>${rowsTable(legRows(input))}</section>
<section aria-labelledby="price"><h2 id="price">Price</h2>${moneyTable(priceRows(input), input.currency)}</section>
<section aria-labelledby="payment"><h2 id="payment">Payment</h2>${payment.html}</section>
${vat}
<p class="note">${escapeHtml(vatNote(input))}Times are London times. Thank you for travelling with ${escapeHtml(company.name)}.</p>
</main>
</body></html>`;
}

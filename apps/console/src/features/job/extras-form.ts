/** Adding to a completed job: the form's reading (pure), the waiting preview and each entry in words. */
import { JOB_EXTRA_LABELS, JOB_EXTRA_NOTE_MAX, type AddJobExtraRequest, type AfterJourney, type JobExtra, type JobExtraKind } from '@kerbside/contract';
import { EXTRA_MAX_PENCE, WAITING_MAX_MINUTES, formatPounds, poundsToPence, waitingCharge } from '@kerbside/domain';

export interface ExtraFormInput {
  kind: JobExtraKind | '';
  minutes: string;
  pounds: string;
  note: string;
}

export interface ExtraFormProblems {
  kind?: string;
  minutes?: string;
  pounds?: string;
  note?: string;
}

const POUNDS = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;
/* eslint-disable-next-line no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The request, or what is wrong with each field, as the server would say it. */
export function readExtraForm(input: ExtraFormInput, currency = '£'): { ok: true; body: AddJobExtraRequest } | { ok: false; problems: ExtraFormProblems } {
  const problems: ExtraFormProblems = {};
  const note = input.note.trim();
  if (note.length > JOB_EXTRA_NOTE_MAX) problems.note = `Keep the note to ${JOB_EXTRA_NOTE_MAX} characters`;
  else if (CONTROL.test(note)) problems.note = 'Write the note on one line';
  if (input.kind === '') return { ok: false, problems: { ...problems, kind: 'Choose what to add' } };
  const kind = input.kind;
  if (kind === 'waiting') {
    const typed = input.minutes.trim();
    const minutes = /^\d{1,4}$/.test(typed) ? Number(typed) : NaN;
    if (!Number.isInteger(minutes) || minutes < 1) problems.minutes = 'Enter the minutes waited, e.g. 25';
    else if (minutes > WAITING_MAX_MINUTES) problems.minutes = `At most ${WAITING_MAX_MINUTES} minutes in one entry`;
    if (Object.keys(problems).length > 0) return { ok: false, problems };
    return { ok: true, body: { kind, minutes, ...(note ? { note } : {}) } };
  }
  const match = POUNDS.exec(input.pounds.trim().replace(/,/g, ''));
  const pence = match ? poundsToPence(`${match[1]}.${match[2] ?? '0'}`) : NaN;
  if (!match) problems.pounds = 'Enter the amount in pounds, e.g. 6.50';
  else if (pence <= 0) problems.pounds = 'Enter an amount above 0';
  else if (pence > EXTRA_MAX_PENCE[kind]) problems.pounds = `At most ${formatPounds(EXTRA_MAX_PENCE[kind], currency)} in one entry`;
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { kind, amount_pence: pence, ...(note ? { note } : {}) } };
}

/** What the minutes typed would be charged, by the terms the server gave: '15 minutes charged: £4.50'; null until a number is typed. */
export function waitingPreview(minutesTyped: string, terms: AfterJourney['waiting'], currency = '£'): string | null {
  const typed = minutesTyped.trim();
  if (!/^\d{1,4}$/.test(typed) || Number(typed) < 1) return null;
  const charge = waitingCharge(Number(typed), { freeMinutes: terms.free_minutes, pencePerMinute: terms.pence_per_minute }, terms.booked_minutes);
  if (charge.chargedMinutes === 0) return 'Within the free waiting: nothing to charge.';
  return `${charge.chargedMinutes} minute${charge.chargedMinutes === 1 ? '' : 's'} charged: ${formatPounds(charge.amountPence, currency)}`;
}

/** The waiting terms in words, for the field's hint: '10 minutes free, then £0.30 a minute'. */
export function waitingTermsText(terms: AfterJourney['waiting'], currency = '£'): string {
  const booked = terms.booked_minutes > 0 ? `, and the ${terms.booked_minutes} minutes booked` : '';
  return `${terms.free_minutes} minutes free${booked}, then ${formatPounds(terms.pence_per_minute, currency)} a minute`;
}

/** One entry in words: 'Waiting time, 25 minutes (15 charged)', 'Parking: Heathrow T5'. */
export function extraLabel(item: Pick<JobExtra, 'kind' | 'minutes' | 'charged_minutes' | 'note' | 'leg'>, returnJourney: boolean): string {
  const minutes = item.kind === 'waiting' && item.minutes !== null ? `, ${item.minutes} minutes${item.charged_minutes !== null ? ` (${item.charged_minutes} charged)` : ''}` : '';
  const leg = returnJourney && item.leg === 'return' ? 'Return: ' : '';
  return `${leg}${JOB_EXTRA_LABELS[item.kind]}${minutes}${item.note ? `: ${item.note}` : ''}`;
}

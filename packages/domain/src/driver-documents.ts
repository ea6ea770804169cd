/**
 * A driver's and their vehicle's documents, and what their dates mean (pure; dates YYYY-MM-DD,
 * London). An expiry is the last valid day. The enhanced DBS check has no expiry of its own: it is
 * due for renewal DBS_RENEWAL_YEARS after it was made (the common council rule).
 */
import { addDays, parseIsoDate } from './london-time.js';

export const DBS_RENEWAL_YEARS = 3;

export const DRIVER_DOCUMENTS = ['phv_licence', 'driving_licence', 'vehicle_licence', 'mot', 'insurance', 'dbs_check'] as const;
export type DriverDocument = (typeof DRIVER_DOCUMENTS)[number];

/** As written inside a sentence: "Dee Phone's MOT expired on 1 Dec 2026." */
export const DRIVER_DOCUMENT_NAMES: Record<DriverDocument, string> = {
  phv_licence: 'PHV licence',
  driving_licence: 'driving licence',
  vehicle_licence: 'vehicle licence (plate)',
  mot: 'MOT',
  insurance: 'hire and reward insurance',
  dbs_check: 'DBS check',
};

/** The dates of a driver's row that the documents hang on (null: not recorded). */
export interface DocumentDates {
  licence_expiry: string;
  dvla_licence_expiry: string | null;
  vehicle_plate_expiry: string | null;
  mot_expiry: string | null;
  insurance_expiry: string | null;
  dbs_check_date: string | null;
}

/** The last day of each recorded document, in the order above; a DBS check's is the day before its renewal is due. */
export function documentEnds(dates: DocumentDates): { document: DriverDocument; lastDay: string }[] {
  const ends: [DriverDocument, string | null][] = [
    ['phv_licence', dates.licence_expiry],
    ['driving_licence', dates.dvla_licence_expiry],
    ['vehicle_licence', dates.vehicle_plate_expiry],
    ['mot', dates.mot_expiry],
    ['insurance', dates.insurance_expiry],
    ['dbs_check', dates.dbs_check_date === null ? null : dbsRenewalDue(dates.dbs_check_date, -1)],
  ];
  return ends.flatMap(([document, lastDay]) => (lastDay ? [{ document, lastDay }] : []));
}

/** The day the DBS check is due again (DBS_RENEWAL_YEARS on; 29 Feb → 28 Feb), shifted by `days`. */
function dbsRenewalDue(checked: string, days: number): string {
  const { year, month, day } = parseIsoDate(checked)!;
  const due = `${year + DBS_RENEWAL_YEARS}-${String(month).padStart(2, '0')}-${String(month === 2 && day === 29 ? 28 : day).padStart(2, '0')}`;
  return addDays(due, days);
}

/**
 * The first document that stops a driver taking a job picked up on `date`: a licence (theirs or the
 * vehicle's), the MOT or the insurance that ended before it. A DBS check due for renewal is flagged,
 * never refused: the law sets no expiry on it.
 */
export function expiredDocumentOn(dates: DocumentDates, date: string): { document: DriverDocument; lastDay: string } | null {
  return documentEnds(dates).find((end) => end.document !== 'dbs_check' && end.lastDay < date) ?? null;
}

/** The documents to flag on `today`: ended, or ending within `days` (the last day included). */
export function documentsToFlag(dates: DocumentDates, today: string, days: number): { document: DriverDocument; lastDay: string; expired: boolean }[] {
  const horizon = addDays(today, days);
  return documentEnds(dates)
    .filter((end) => end.lastDay <= horizon)
    .map((end) => ({ ...end, expired: end.lastDay < today }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-01-03' → '3 Jan 2027'. */
export function formatDayMonthYear(date: string): string {
  const { year, month, day } = parseIsoDate(date)!;
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * "Dee Phone's PHV licence expires on 3 Jan 2027" / "… expired on 3 Jan 2027"; a DBS check "is due
 * for renewal on" / "was due for renewal on" the day after its last day.
 */
export function documentSentence(driverName: string, end: { document: DriverDocument; lastDay: string }, today: string): string {
  const subject = `${driverName}’s ${DRIVER_DOCUMENT_NAMES[end.document]}`;
  const past = end.lastDay < today;
  if (end.document === 'dbs_check') return `${subject} ${past ? 'was' : 'is'} due for renewal on ${formatDayMonthYear(addDays(end.lastDay, 1))}`;
  return `${subject} ${past ? 'expired' : 'expires'} on ${formatDayMonthYear(end.lastDay)}`;
}

/** Why a driver may not take a job picked up on `pickUpDate`: "Dee Phone’s MOT expired on 1 Dec 2026." */
export function expiredDocumentReason(driverName: string, end: { document: DriverDocument; lastDay: string }, today: string): string {
  const sentence = documentSentence(driverName, end, today);
  return end.lastDay < today ? `${sentence}.` : `${sentence}, before the pick-up date.`;
}

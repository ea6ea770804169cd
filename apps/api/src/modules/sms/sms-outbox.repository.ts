import type { Kysely } from 'kysely';
import { textLength, toE164 } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import type { OutgoingSms } from '../../platform/outbox/index.js';

/** At most this many characters in one text (ten UCS-2 segments): only our own templates write them. */
export const SMS_BODY_MAX_CHARS = 670;
/** An alphanumeric sender ID: 1 to 11 letters, digits and spaces, at least one letter (Twilio's rule). */
export const ALPHANUMERIC_SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;

/** Inserts pending texts with the caller's handle (a transaction commits them with their cause). */
export async function insertPendingTexts(db: Kysely<Database>, texts: readonly OutgoingSms[], now: Date): Promise<void> {
  if (texts.length === 0) return;
  const at = now.toISOString();
  await db.insertInto('sms_outbox').values(texts.map((text) => pendingRow(text, at))).execute();
}

function pendingRow(text: OutgoingSms, at: string) {
  // Our own code makes every text: a bad one is a bug to see at once, not a row to retry for days.
  if (toE164(text.to) !== text.to) throw new Error(`sms: not an E.164 number (${text.kind})`);
  if (text.body.length === 0 || text.body.length > SMS_BODY_MAX_CHARS) throw new Error(`sms: body of ${text.body.length} characters (${text.kind})`);
  if (text.sender && !ALPHANUMERIC_SENDER.test(text.sender)) throw new Error(`sms: sender ID not 1-11 letters and digits (${text.kind})`);
  const length = textLength(text.body);
  return {
    company_id: text.companyId,
    kind: text.kind,
    booking_id: text.bookingId ?? null,
    job_id: text.jobId ?? null,
    to_number: text.to,
    sender: text.sender ?? null,
    body: text.body,
    segments: length.segments,
    encoding: length.encoding,
    essential: text.essential ? 1 : 0,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: text.notBefore && text.notBefore.toISOString() > at ? text.notBefore.toISOString() : at,
    created_at: at,
  };
}

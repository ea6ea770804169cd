/** The Next checks of the personal-details step, in the order of spec §5. */
import { MESSAGES, textNumberIssue, travellerPhoneField } from '@kerbside/contract';
import type { RegistrationData, RegistrationMode } from '../../lib/storage';

export type DetailsField = 'email' | 'password' | 'privacy' | 'terms' | 'number' | 'passengerPhone';

/** Fields whose message is shown under the field itself rather than in the form's alert. */
export const FIELD_MESSAGES: readonly DetailsField[] = ['number', 'passengerPhone'];

export interface DetailsIssue {
  field: DetailsField;
  message: string;
}

/** The first problem, or null when the visitor may go on (existing clients still need the server check). */
export function firstDetailsIssue(mode: RegistrationMode, data: RegistrationData): DetailsIssue | null {
  if (data.email.trim() === '') return { field: 'email', message: MESSAGES.emailRequired };
  if (mode !== 'guest_login' && data.password.length === 0) {
    return { field: 'password', message: MESSAGES.passwordRequired };
  }
  if (mode === 'new_client' && !data.privacyAccepted) return { field: 'privacy', message: MESSAGES.privacyRequired };
  if (mode === 'new_client' && !data.termsAccepted) return { field: 'terms', message: MESSAGES.termsRequired };
  if (data.textMessages) {
    // The server checks the same: texts go to the travelling passenger's phone, which must take them.
    const field = travellerPhoneField(data);
    const message = textNumberIssue(data[field]);
    if (message !== '') return { field, message };
  }
  return null;
}

/**
 * The message for a failed existing-client check. The server answering "no" (any 4xx but too many
 * attempts) means the email and password were not found; no answer, a server fault or a rate limit
 * is a failed check, shown with its own message.
 */
export function emailCheckError(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  const message = error instanceof Error ? error.message : String(error);
  if (status >= 400 && status < 500 && status !== 429) return MESSAGES.emailNotFound;
  if (status > 0 && status < 400) return MESSAGES.emailNotFound; // a 200 with success: false
  return `${MESSAGES.emailCheckFailed}${message}`;
}

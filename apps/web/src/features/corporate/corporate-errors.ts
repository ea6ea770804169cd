/** Messages for failed corporate calls (spec §8: the server's message, or try later). */
import { MESSAGES } from '@kerbside/contract';
import { ApiError } from '../../lib/api-client';

/** The server could not be reached, failed, or something unexpected broke. */
export const isException = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** What the server said when it refused; 'try again later' when it could not answer. */
export function failureMessage(error: unknown): string {
  return isException(error) ? MESSAGES.tryLater : (error as ApiError).message;
}

export const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

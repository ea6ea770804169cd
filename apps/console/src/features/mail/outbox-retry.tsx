import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';

export interface RetriedMessage {
  status: string;
  last_error: string | null;
}

/**
 * Retry on a failed mail or text: back to the outbox for one more try; the button rests while that
 * try is under way, and then says what became of it (`outcome`, read off the message as it is now,
 * which the page reads again while it is on its way).
 */
export function OutboxRetry<M extends RetriedMessage>({ message, retry, outcome }: { message: M; retry: UseMutationResult<unknown, Error, void>; outcome: (message: M) => string }) {
  const [retried, setRetried] = useState(false);
  if (message.status !== 'failed' && !retried) return null;

  const resting = retry.isPending || message.status !== 'failed';
  function send() {
    if (resting) return;
    retry.mutate(undefined, { onSuccess: () => setRetried(true) });
  }

  return (
    <div className="mail-retry">
      <button type="button" className="button button--primary" onClick={send} aria-disabled={resting || undefined}>
        {retry.isPending ? 'Retrying…' : 'Retry'}
      </button>
      <p className="mail-retry__said" role="status">
        {retried && !retry.isPending ? outcome(message) : ''}
      </p>
      {retry.isError && (
        <p className="alert" role="alert">
          {errorMessage(retry.error)}
        </p>
      )}
    </div>
  );
}

/** The words after a retry that failed again. */
export const failedAgain = (message: RetriedMessage) => `The retry failed too${message.last_error ? `: ${message.last_error}` : '.'}`;

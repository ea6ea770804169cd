import { useCallback, useState } from 'react';
import type { Booking } from '@kerbside/contract';
import { fetchReceipt, isUnauthorised } from './corporate-api';
import { failureMessage } from './corporate-errors';
import { openReceiptTab, ReceiptTabBlocked } from './receipt-tab';
import { useCorporateSession } from './session-context';

/** Opens a booking's receipt in a new tab; a refused token ends the session, other failures are kept to show. */
export function useReceipt() {
  const { token, expire } = useCorporateSession();
  const [failure, setFailure] = useState<{ number: string; message: string } | null>(null);

  const open = useCallback(
    (booking: Booking) => {
      setFailure(null);
      openReceiptTab(() => fetchReceipt(booking.id, token)).catch((error: unknown) => {
        if (isUnauthorised(error)) expire();
        else setFailure({ number: booking.booking_number, message: error instanceof ReceiptTabBlocked ? error.message : failureMessage(error) });
      });
    },
    [token, expire],
  );

  return { open, failure };
}

import { useState } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { NO_FILTERS, type BoardFilterValues } from './board-filters';
import { ConnectionBanner } from './live-status';
import { useNewBookingSound, type SoundState } from './new-booking-sound';
import { useLiveBoard, type LiveBoard } from './use-live-board';

export interface BoardFrameContext {
  live: LiveBoard;
  sound: SoundState;
  /** Kept here, so going to a job and back finds the board as it was left. */
  filters: BoardFilterValues;
  setFilters: (values: BoardFilterValues) => void;
}

/**
 * Around the board and the job pages: one live stream for both (an open job refreshes too), the
 * new-booking sound, the banner when the stream is lost, and the polite live region that
 * announces new bookings.
 */
export function BoardFrame() {
  const live = useLiveBoard();
  // Here rather than on the board: a job page opened first must chime too.
  const sound = useNewBookingSound();
  const [filters, setFilters] = useState<BoardFilterValues>(NO_FILTERS);
  return (
    <>
      <Outlet context={{ live, sound, filters, setFilters } satisfies BoardFrameContext} />
      <ConnectionBanner connection={live.connection} />
      <div role="status" aria-live="polite" className="visually-hidden board-announcer">
        {live.announcement}
      </div>
    </>
  );
}

export const useBoardFrame = () => useOutletContext<BoardFrameContext>();

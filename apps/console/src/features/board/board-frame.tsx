import { useState } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import { useLive, type LiveAlerts } from '../live/live-provider';
import { NO_FILTERS, type BoardFilterValues } from './board-filters';
import { ConnectionBanner } from './live-status';

export interface BoardFrameContext {
  live: LiveAlerts;
  /** Kept here, so going to a job and back finds the board as it was left. */
  filters: BoardFilterValues;
  setFilters: (values: BoardFilterValues) => void;
}

/**
 * Around the board and the job pages: the shell's live stream as they show it (the connection,
 * fresh bookings), the board's filters, and the banner when the stream is lost.
 */
export function BoardFrame() {
  const live = useLive();
  const [filters, setFilters] = useState<BoardFilterValues>(NO_FILTERS);
  return (
    <>
      <Outlet context={{ live, filters, setFilters } satisfies BoardFrameContext} />
      <ConnectionBanner connection={live.connection} />
    </>
  );
}

export const useBoardFrame = () => useOutletContext<BoardFrameContext>();

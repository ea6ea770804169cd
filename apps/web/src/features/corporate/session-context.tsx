import { createContext, useContext } from 'react';
import type { Passenger } from '@kerbside/contract';

export interface SessionContextValue {
  token: string;
  passenger: Passenger;
  /** After a profile update: keeps the stored and shown passenger in step. */
  setPassenger: (passenger: Passenger) => void;
  /** The server refused the token: clear the session and go to sign in, coming back here after. */
  expire: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

/** The signed-in passenger of the corporate area; only its screens (inside the guard) use it. */
export function useCorporateSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useCorporateSession is used outside the corporate layout');
  return value;
}

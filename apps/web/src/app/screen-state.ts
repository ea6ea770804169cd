import { createContext, useContext } from 'react';

/** What the router tells the layout about the screen it shows. */
export interface ScreenState {
  /** A navigation is waiting for its screen's code (the layout shows the progress bar). */
  pending: boolean;
  /** The screen hides the navbar links (thank-you page, sign-in, corporate area). */
  hideNavbar: boolean;
}

export const ScreenStateContext = createContext<ScreenState>({ pending: false, hideNavbar: false });

export function useScreenState(): ScreenState {
  return useContext(ScreenStateContext);
}

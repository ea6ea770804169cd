import { SignInScreen } from '../features/session/sign-in-screen';
import { useStaff } from '../features/session/session';
import { AppRoutes } from './app-routes';

/** Signed out: the sign-in screen at whatever address was asked for; signed in: the console. */
export function ConsoleApp() {
  const staff = useStaff();
  // The session check takes a moment; nothing flashes meanwhile (the sign-in form would, for those signed in).
  if (staff === undefined) return <p className="visually-hidden" role="status">Loading the console…</p>;
  if (staff === null) return <SignInScreen />;
  return <AppRoutes staff={staff} />;
}

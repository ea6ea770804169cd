import { Route, Routes } from 'react-router';
import { SetPasswordPage } from '../features/set-password/set-password-page';
import { SignInScreen } from '../features/session/sign-in-screen';
import { useStaff } from '../features/session/session';
import { AppRoutes } from './app-routes';

/** The set-password link opens for anyone; every other address needs a session. */
export function ConsoleApp() {
  return (
    <Routes>
      <Route path="set-password" element={<SetPasswordPage />} />
      <Route path="*" element={<SignedInConsole />} />
    </Routes>
  );
}

/** Signed out: the sign-in screen at whatever address was asked for; signed in: the console. */
function SignedInConsole() {
  const staff = useStaff();
  // The session check takes a moment; nothing flashes meanwhile (the sign-in form would, for those signed in).
  if (staff === undefined) return <p className="visually-hidden" role="status">Loading the console…</p>;
  if (staff === null) return <SignInScreen />;
  return <AppRoutes staff={staff} />;
}

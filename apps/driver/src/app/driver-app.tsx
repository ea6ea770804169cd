import { Navigate, Route, Routes } from 'react-router';
import { SignInPage } from '../features/sign-in/sign-in-page';
import { SignedOutPage } from '../features/signed-out/signed-out-page';
import { SIGN_IN_ROUTE } from './paths';

/** The app's screens. Signed out is all there is until the driver session exists (README, "What is next"). */
export function DriverApp() {
  return (
    <Routes>
      <Route index element={<SignedOutPage />} />
      <Route path={SIGN_IN_ROUTE} element={<SignInPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

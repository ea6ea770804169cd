import { ForgotPasswordScreen } from '../../features/password-reset/forgot-password-screen';

export function Component() {
  return <ForgotPasswordScreen />;
}

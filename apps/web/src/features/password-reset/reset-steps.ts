/** The three steps of the password reset (spec §2 Forgot password, §4): email → code → new password. */
import { MESSAGES } from '@kerbside/contract';

export type ResetStep = 1 | 2 | 3;

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export interface ResetState {
  step: ResetStep;
  /** The address the code was sent to; kept for verify and reset. */
  email: string;
  /** The verified code, sent again with the new password. */
  code: string;
  notice: Notice | null;
  /** The password is reset; the screen moves on to where the reset started. */
  done: boolean;
}

export type ResetAction =
  | { type: 'codeSent'; email: string }
  | { type: 'codeVerified'; code: string }
  | { type: 'back' }
  | { type: 'failed'; message: string }
  | { type: 'edited' }
  | { type: 'passwordReset' };

export const INITIAL_RESET: ResetState = { step: 1, email: '', code: '', notice: null, done: false };

export const STEP_TITLES: Record<ResetStep, string> = {
  1: 'Enter your email',
  2: 'Enter the reset code',
  3: 'Choose a new password',
};

export const STEP_LABELS = [{ label: 'Email' }, { label: 'Code' }, { label: 'New password' }] as const;

export const stepAnnouncement = (step: ResetStep) => `Step ${step} of 3: ${STEP_TITLES[step]}`;

export function resetReducer(state: ResetState, action: ResetAction): ResetState {
  if (state.done) return state;
  switch (action.type) {
    case 'codeSent':
      return state.step === 1
        ? { ...state, step: 2, email: action.email, code: '', notice: { tone: 'success', text: MESSAGES.resetCodeSent } }
        : state;
    case 'codeVerified':
      return state.step === 2
        ? { ...state, step: 3, code: action.code, notice: { tone: 'success', text: MESSAGES.resetCodeVerified } }
        : state;
    case 'back':
      // Spec §2: Back from step 2 returns to step 1, keeping the email to correct or resend.
      return state.step === 2 ? { ...state, step: 1, code: '', notice: null } : state;
    case 'failed':
      return { ...state, notice: { tone: 'error', text: action.message } };
    case 'edited':
      return state.notice?.tone === 'error' ? { ...state, notice: null } : state;
    case 'passwordReset':
      return state.step === 3 ? { ...state, done: true, notice: { tone: 'success', text: MESSAGES.passwordReset } } : state;
  }
}

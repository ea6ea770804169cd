import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import { INITIAL_RESET, resetReducer, stepAnnouncement, type ResetAction, type ResetState } from './reset-steps';

const run = (...actions: ResetAction[]): ResetState => actions.reduce(resetReducer, INITIAL_RESET);

describe('resetReducer', () => {
  it('goes email → code → new password → done, keeping the email and the verified code', () => {
    const sent = run({ type: 'codeSent', email: 'ann@example.com' });
    expect(sent).toMatchObject({ step: 2, email: 'ann@example.com', notice: { tone: 'success', text: MESSAGES.resetCodeSent } });
    const verified = resetReducer(sent, { type: 'codeVerified', code: '123456' });
    expect(verified).toMatchObject({ step: 3, code: '123456', notice: { text: MESSAGES.resetCodeVerified } });
    const done = resetReducer(verified, { type: 'passwordReset' });
    expect(done).toMatchObject({ step: 3, done: true, notice: { tone: 'success', text: MESSAGES.passwordReset } });
  });

  it('goes back from step 2 to step 1 with the email kept and the message cleared', () => {
    const state = run({ type: 'codeSent', email: 'ann@example.com' }, { type: 'back' });
    expect(state).toEqual({ step: 1, email: 'ann@example.com', code: '', notice: null, done: false });
  });

  it('shows a failure on the current step, cleared once the visitor edits', () => {
    const failed = run({ type: 'codeSent', email: 'a@b.co' }, { type: 'failed', message: MESSAGES.resetCodeInvalid });
    expect(failed).toMatchObject({ step: 2, notice: { tone: 'error', text: MESSAGES.resetCodeInvalid } });
    expect(resetReducer(failed, { type: 'edited' }).notice).toBeNull();
  });

  it('keeps a success message while the visitor types', () => {
    const sent = run({ type: 'codeSent', email: 'a@b.co' });
    expect(resetReducer(sent, { type: 'edited' })).toBe(sent);
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(run({ type: 'codeVerified', code: '1' })).toEqual(INITIAL_RESET);
    expect(run({ type: 'back' })).toEqual(INITIAL_RESET);
    expect(run({ type: 'passwordReset' })).toEqual(INITIAL_RESET);
    const verified = run({ type: 'codeSent', email: 'a@b.co' }, { type: 'codeVerified', code: '123456' });
    expect(resetReducer(verified, { type: 'back' })).toBe(verified);
  });

  it('stays done', () => {
    const done = run({ type: 'codeSent', email: 'a@b.co' }, { type: 'codeVerified', code: '1' }, { type: 'passwordReset' });
    expect(resetReducer(done, { type: 'failed', message: 'x' })).toBe(done);
  });
});

describe('stepAnnouncement', () => {
  it('names the step and its task', () => {
    expect(stepAnnouncement(2)).toBe('Step 2 of 3: Enter the reset code');
  });
});

import { describe, expect, it } from 'vitest';
import { signInLinkBlocker, signInLinkSent } from './sign-in-link';

describe("a driver's sign-in link", () => {
  it('can be sent to an active driver with an email', () => {
    expect(signInLinkBlocker({ active: true, email: 'sam@example.com' })).toBeNull();
  });

  it('cannot be sent without an email, nor to a deactivated driver, and says what to do', () => {
    expect(signInLinkBlocker({ active: true, email: null })).toBe('The driver has no email address. Add one with Edit, then send the link.');
    expect(signInLinkBlocker({ active: false, email: 'sam@example.com' })).toBe('The driver is deactivated. Reactivate them to send a sign-in link.');
    expect(signInLinkBlocker({ active: false, email: null })).toMatch(/deactivated/);
  });

  it('says where it went and for how long it works', () => {
    expect(signInLinkSent('sam@example.com')).toBe('Sign-in link sent to sam@example.com. It works once, for 15 minutes.');
  });
});

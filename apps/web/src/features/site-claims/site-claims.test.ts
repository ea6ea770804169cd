import { describe, expect, it } from 'vitest';
import { offersMeetAndGreet, type Settings } from '@kerbside/contract';
import { footerBlurb } from './footer-blurb';
import { serviceCards } from './service-cards';

/** Every word a claim can put in the home page's services block and in the footer, as the pages read the settings. */
const words = (settings: Settings) =>
  [
    ...serviceCards(offersMeetAndGreet(settings)).flatMap((s) => [s.title, s.text]),
    footerBlurb(offersMeetAndGreet(settings)),
  ].join('\n');

const everythingOn: Settings = { MEET_AND_GREET: '15.00', SHOW_COMPANY_CONTACT_SECTION: 'enable' };
const everythingOff: Settings = { MEET_AND_GREET: '0.00', SHOW_COMPANY_CONTACT_SECTION: 'disable' };

describe('the website’s claims', () => {
  it.each([
    ['on', everythingOn],
    ['off', everythingOff],
    ['never saved', {}],
  ])('never claim flight tracking, with every setting %s', (_, settings: Settings) => {
    expect(words(settings)).not.toMatch(/flight|track/i);
  });

  it('speak of meet and greet only while it is priced, as the booking form offers it', () => {
    expect(words({ MEET_AND_GREET: '12.50' })).toMatch(/meet and greet/i);
    expect(words({ MEET_AND_GREET: '0' })).not.toMatch(/meet and greet/i);
    expect(words({})).not.toMatch(/meet and greet/i);
    expect(footerBlurb(true)).toBe('Airport, station and city transfers with licensed private-hire operators, priced before you book, with meet and greet on request.');
    expect(footerBlurb(false)).toBe('Airport, station and city transfers with licensed private-hire operators, priced before you book.');
    expect(serviceCards(false).map((s) => s.title)).toEqual(['Fixed prices, licensed drivers', 'Your booking, online']);
    expect(serviceCards(true).map((s) => s.title)).toEqual(['Meet and greet', 'Fixed prices, licensed drivers', 'Your booking, online']);
  });

  it('never say 24/7 themselves: only the header and the contact section do, with that section switched on', () => {
    expect(words(everythingOn)).not.toMatch(/24\/7|any time|round the clock/i);
  });
});

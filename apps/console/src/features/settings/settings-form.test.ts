import { describe, expect, it } from 'vitest';
import { SETTING_DEFINITIONS, SETTING_MESSAGES, type SettingView } from '@kerbside/contract';
import { checkDraft, draftCount, savedText } from './settings-form';

const VALUES: Record<string, string> = { NAVBAR_OUR_FLEET_PAGE: 'enable', MEET_AND_GREET: '15.00', GRACE_TIME: '120', CURRENCY: '£' };
const views: SettingView[] = SETTING_DEFINITIONS.map((def) => ({
  ...def,
  options: def.options ? [...def.options] : null,
  value: VALUES[def.name] ?? def.default,
  stored: VALUES[def.name] ?? null,
}));

describe('checkDraft', () => {
  it('sends nothing for an untouched form, or for edits that read as what is stored', () => {
    expect(checkDraft(views, {})).toEqual({ changes: {}, errors: {} });
    const same = checkDraft(views, { MEET_AND_GREET: '15', NAVBAR_OUR_FLEET_PAGE: 'enable', GRACE_TIME: ' 120 ' });
    expect(same).toEqual({ changes: {}, errors: {} });
    expect(draftCount(same)).toBe(0);
  });

  it('sends what changed in its stored form, and names each bad value', () => {
    const check = checkDraft(views, { NAVBAR_OUR_FLEET_PAGE: 'disable', MEET_AND_GREET: '12.5', GRACE_TIME: 'soon', CURRENCY: '£' });
    expect(check).toEqual({ changes: { NAVBAR_OUR_FLEET_PAGE: 'disable', MEET_AND_GREET: '12.50' }, errors: { GRACE_TIME: SETTING_MESSAGES.minutes } });
    expect(draftCount(check)).toBe(3);
  });
});

describe('savedText', () => {
  it('lists what changed in words', () => {
    expect(
      savedText([
        { name: 'NAVBAR_OUR_FLEET_PAGE', from: 'enable', to: 'disable' },
        { name: 'MEET_AND_GREET', from: '15', to: '12.50' },
      ]),
    ).toBe('Saved 2 changes: “Our Fleet” in the menu: on → off; Meet and greet: £15.00 → £12.50. The website shows them now.');
    expect(savedText([{ name: 'GRACE_TIME', from: null, to: '90' }])).toBe('Saved 1 change: Booking notice: unset → 90 minutes. The website shows it now.');
    expect(savedText([])).toBe('Saved. Nothing was different from what the website already had.');
  });
});

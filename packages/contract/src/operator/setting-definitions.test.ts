import { describe, expect, it } from 'vitest';
import { SETTING_NAMES, graceMinutes, isEnabled, isYes, settingAmount, type Settings } from '../settings.js';
import {
  SETTING_DEFINITIONS,
  SETTING_GROUPS,
  SETTING_MESSAGES,
  WHEELCHAIR_NEVER_CHARGED,
  parseSettingInput,
  settingDefinition,
  settingReading,
  settingValueText,
  type SettingDefinition,
} from './setting-definitions.js';
import { settingsChangeRequestSchema } from './settings.js';

const def = (name: string): SettingDefinition => {
  const found = settingDefinition(name);
  if (!found) throw new Error(`no definition of ${name}`);
  return found;
};
const parse = (name: string, input: unknown) => parseSettingInput(def(name), input);
const stored = (value: string) => ({ ok: true, value });
const refused = (message: string) => ({ ok: false, message });

describe('the registry', () => {
  it('defines every setting of spec §3 once, except MAPS_PROVIDER (the server reports it) and WHEEL_CHAIR (never charged)', () => {
    const names = SETTING_DEFINITIONS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(SETTING_NAMES.filter((n) => n !== 'MAPS_PROVIDER' && n !== 'WHEELCHAIR_ACCESSIBLE_FLEET' && n !== 'WHEEL_CHAIR').sort());
    expect(settingDefinition('MAPS_PROVIDER')).toBeUndefined();
  });

  it('gives each a known group, a label, a one-line help and a default its own rule accepts (or the website’s empty)', () => {
    const groups = new Set<string>(SETTING_GROUPS.map((g) => g.id));
    for (const d of SETTING_DEFINITIONS) {
      expect(groups.has(d.group), d.name).toBe(true);
      expect(d.label.length, d.name).toBeGreaterThan(2);
      expect(d.help, d.name).toMatch(/^[^\n]{10,120}$/);
      if (d.default !== '') expect(parseSettingInput(d, d.default), d.name).toEqual(stored(d.default));
      for (const option of d.options ?? []) expect(parseSettingInput(d, option.value), d.name).toEqual(stored(option.value));
    }
  });

  it('puts the five extras prices in their own group, as money: no wheelchair price, and the group says why', () => {
    const extras = SETTING_DEFINITIONS.filter((d) => d.group === 'extras');
    expect(extras.map((d) => d.name)).toEqual(['MEET_AND_GREET', 'BABY_PRICE_PER_SEAT', 'BOOSTER_PRICE_PER_SEAT', 'SPECIAL_LUGGAGE_PER_PRICE', 'PRICE_PER_FIVE_WAITING_MIN']);
    expect(extras.every((d) => d.kind === 'money')).toBe(true);
    expect(settingDefinition('WHEEL_CHAIR')).toBeUndefined();
    const group = SETTING_GROUPS.find((g) => g.id === 'extras');
    expect(group?.label).toBe('Extras prices');
    expect(group?.lead).toContain('A wheelchair has no price here: the Equality Act 2010 (s.165, as amended in 2022) forbids charging a disabled passenger extra');
  });

  it("makes SHOWCARD and ROUND_OFF 'yes' switches and the page switches 'enable' ones", () => {
    expect(def('SHOWCARD').kind).toBe('switch-yes');
    expect(def('ROUND_OFF').kind).toBe('switch-yes');
    expect(def('NAVBAR_OUR_FLEET_PAGE').kind).toBe('switch-enable');
    expect(def('GUEST_LOGIN').kind).toBe('switch-enable');
  });
});

describe('switches', () => {
  it.each(['enable', ' Enable ', 'ENABLED', 'on', 'yes', 'true', true, 1, '1'])('reads %j as enable', (input) => {
    expect(parse('NAVBAR_OUR_FLEET_PAGE', input)).toEqual(stored('enable'));
  });
  it.each(['disable', 'Disabled', 'off', 'no', 'false', false, 0])('reads %j as disable', (input) => {
    expect(parse('NAVBAR_OUR_FLEET_PAGE', input)).toEqual(stored('disable'));
  });
  it("stores 'yes'/'no' for the yes switches", () => {
    expect(parse('SHOWCARD', true)).toEqual(stored('yes'));
    expect(parse('ROUND_OFF', 'enable')).toEqual(stored('yes'));
    expect(parse('ROUND_OFF', 'off')).toEqual(stored('no'));
  });
  it.each(['', 'maybe', 2, null, undefined, {}])('refuses %j', (input) => {
    expect(parse('SHOW_FOOTER_PAGE', input)).toEqual(refused(SETTING_MESSAGES.switchEnable));
    expect(parse('SHOWCARD', input)).toEqual(refused(SETTING_MESSAGES.switchEnable));
  });
});

describe('amounts in pounds', () => {
  it.each([
    ['15', '15.00'],
    ['2.5', '2.50'],
    ['£12.50', '12.50'],
    [' 7 ', '7.00'],
    ['0', '0.00'],
    ['.5', '0.50'],
    ['12.', '12.00'],
    ['007.10', '7.10'],
    [12.5, '12.50'],
    [0, '0.00'],
    ['1000', '1000.00'],
  ])('stores %j as %s', (input, value) => {
    expect(parse('MEET_AND_GREET', input)).toEqual(stored(value));
  });
  it.each([
    ['', SETTING_MESSAGES.money],
    ['abc', SETTING_MESSAGES.money],
    ['12,50', SETTING_MESSAGES.money],
    ['1e3', SETTING_MESSAGES.money],
    ['.', SETTING_MESSAGES.money],
    [null, SETTING_MESSAGES.money],
    [true, SETTING_MESSAGES.money],
    ['-1', SETTING_MESSAGES.moneyNegative],
    [-2.5, SETTING_MESSAGES.moneyNegative],
    ['1.234', SETTING_MESSAGES.moneyPence],
    ['1000.01', SETTING_MESSAGES.moneyMax],
    ['99999999', SETTING_MESSAGES.money],
  ])('refuses %j', (input, message) => {
    expect(parse('PRICE_PER_FIVE_WAITING_MIN', input)).toEqual(refused(message));
  });
  it('stores what settingAmount and the pricing read back as the same pounds', () => {
    const value = (parse('BABY_PRICE_PER_SEAT', '4.5') as { value: string }).value;
    expect(settingAmount({ BABY_PRICE_PER_SEAT: value }, 'BABY_PRICE_PER_SEAT')).toBe(4.5);
  });
});

describe('GRACE_TIME minutes', () => {
  it.each([
    ['120', '120'],
    [' 90 ', '90'],
    ['0', '0'],
    [45, '45'],
    ['0120', '120'],
    ['1440', '1440'],
  ])('stores %j as %s', (input, value) => {
    expect(parse('GRACE_TIME', input)).toEqual(stored(value));
    expect(graceMinutes({ GRACE_TIME: value })).toBe(Number(value));
  });
  it.each(['1.5', '-5', 'two hours', '', 1.5])('refuses %j', (input) => {
    expect(parse('GRACE_TIME', input)).toEqual(refused(SETTING_MESSAGES.minutes));
  });
  it('refuses more than a day', () => {
    expect(parse('GRACE_TIME', '1441')).toEqual(refused(SETTING_MESSAGES.minutesMax));
  });
});

describe('text, phone, email and currency', () => {
  it('trims the company name and joins its spaces; refuses it empty, too long or with a control character', () => {
    expect(parse('Company_Name', '  Kerbside   Transfers ')).toEqual(stored('Kerbside Transfers'));
    expect(parse('Company_Name', '   ')).toEqual(refused('Enter the company name.'));
    expect(parse('Company_Name', 'x'.repeat(81))).toEqual(refused(SETTING_MESSAGES.textTooLong(80)));
    expect(parse('Company_Name', 'A\u0000B')).toEqual(refused(SETTING_MESSAGES.controlCharacters));
    expect(parse('Company_Name', 'Line\nbreak')).toEqual(refused(SETTING_MESSAGES.controlCharacters));
    expect(parse('Company_Name', 42)).toEqual(refused('Enter the company name.'));
  });

  it('takes a phone number of 7 to 15 digits with spaces, brackets, dashes and a leading +', () => {
    expect(parse('Company_Contact_Info', ' +44  20 7946 0000 ')).toEqual(stored('+44 20 7946 0000'));
    expect(parse('Company_Contact_Info', '+44 (0)20 7946-0000')).toEqual(stored('+44 (0)20 7946-0000'));
    expect(parse('Company_Contact_Info', 2079460000)).toEqual(stored('2079460000'));
    for (const bad of ['12345', 'call us', '+44 20 7946 0000 ext 2', '1234567890123456', '44+20']) {
      expect(parse('Company_Contact_Info', bad), bad).toEqual(refused(SETTING_MESSAGES.phone));
    }
  });

  it('lower-cases the email and refuses what is not one', () => {
    expect(parse('FROM_EMAIL', ' Bookings@Kerbside.Example ')).toEqual(stored('bookings@kerbside.example'));
    expect(parse('FROM_EMAIL', 'not-an-email')).toEqual(refused(SETTING_MESSAGES.email));
    expect(parse('FROM_EMAIL', '')).toEqual(refused('Enter the contact email.'));
  });

  it('takes £, € or $ (or their codes) as the currency', () => {
    expect(parse('CURRENCY', '£')).toEqual(stored('£'));
    expect(parse('CURRENCY', ' € ')).toEqual(stored('€'));
    expect(parse('CURRENCY', 'usd')).toEqual(stored('$'));
    expect(parse('CURRENCY', 'GBP')).toEqual(stored('£'));
    expect(parse('CURRENCY', '¥')).toEqual(refused('Choose £, €, $.'));
  });
});

describe('settingReading: a stored value as the website reads it', () => {
  const reads = (name: string, value: string | null) => settingReading(def(name), value);

  it('reads switches as isEnabled and isYes do, unset as off', () => {
    for (const value of ['enable', 'Enable', ' ENABLE ', 'yes', '1', '', null]) {
      const settings: Settings = { SHOW_FOOTER_PAGE: value ?? undefined };
      expect(reads('SHOW_FOOTER_PAGE', value), String(value)).toBe(isEnabled(settings, 'SHOW_FOOTER_PAGE') ? 'enable' : 'disable');
      expect(reads('SHOWCARD', value), String(value)).toBe(isYes(value ?? undefined) ? 'yes' : 'no');
    }
  });

  it('reads amounts with two decimals, anything not an amount as 0', () => {
    expect(reads('MEET_AND_GREET', '15')).toBe('15.00');
    expect(reads('MEET_AND_GREET', '2.5')).toBe('2.50');
    expect(reads('MEET_AND_GREET', 'free')).toBe('0.00');
    expect(reads('MEET_AND_GREET', null)).toBe('0.00');
  });

  it('reads minutes as graceMinutes does, and text trimmed or its default', () => {
    expect(reads('GRACE_TIME', '120 minutes')).toBe('120');
    expect(reads('GRACE_TIME', null)).toBe('0');
    expect(reads('Company_Name', ' Kerbside Transfers ')).toBe('Kerbside Transfers');
    expect(reads('Company_Name', null)).toBe('Kerbside');
    expect(reads('CURRENCY', '')).toBe('£');
    expect(reads('FROM_EMAIL', null)).toBe('');
  });

  it('reads every accepted input back as itself', () => {
    for (const d of SETTING_DEFINITIONS) {
      const sample = d.kind === 'money' ? '12.5' : d.kind === 'minutes' ? '60' : d.kind === 'email' ? 'a@b.example' : d.kind === 'phone' ? '020 7946 0000' : d.options?.[0]?.value ?? 'Name';
      const parsed = parseSettingInput(d, sample);
      if (!parsed.ok) throw new Error(`${d.name}: ${parsed.message}`);
      expect(settingReading(d, parsed.value), d.name).toBe(parsed.value);
    }
  });
});

describe('settingValueText', () => {
  it('says on/off, pounds, minutes and quoted text', () => {
    expect(settingValueText(def('NAVBAR_OUR_FLEET_PAGE'), 'disable')).toBe('off');
    expect(settingValueText(def('SHOWCARD'), 'yes')).toBe('on');
    expect(settingValueText(def('MEET_AND_GREET'), '15')).toBe('£15.00');
    expect(settingValueText(def('GRACE_TIME'), '90')).toBe('90 minutes');
    expect(settingValueText(def('Company_Name'), 'Kerbside')).toBe('“Kerbside”');
  });
});

describe('settingsChangeRequestSchema', () => {
  it('stores each value in its form', () => {
    expect(settingsChangeRequestSchema.parse({ MEET_AND_GREET: '12.5', NAVBAR_OUR_FLEET_PAGE: false, CURRENCY: 'EUR' })).toEqual({
      MEET_AND_GREET: '12.50',
      NAVBAR_OUR_FLEET_PAGE: 'disable',
      CURRENCY: '€',
    });
  });

  it('reports every bad value under its setting name (in the registry’s order), and an unknown name', () => {
    const result = settingsChangeRequestSchema.safeParse({ MEET_AND_GREET: '-1', GRACE_TIME: 'soon', SHOWCARD: null, MAPS_PROVIDER: 'google', NOPE: 1 });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    expect(issues).toEqual([
      { path: 'GRACE_TIME', message: SETTING_MESSAGES.minutes },
      { path: 'MEET_AND_GREET', message: SETTING_MESSAGES.moneyNegative },
      { path: 'SHOWCARD', message: SETTING_MESSAGES.switchEnable },
      { path: '', message: 'There is no setting named MAPS_PROVIDER, NOPE.' },
    ]);
  });

  it('refuses a wheelchair price, saying why', () => {
    expect(settingsChangeRequestSchema.safeParse({ WHEEL_CHAIR: '10' }).error?.issues[0]?.message).toBe(WHEELCHAIR_NEVER_CHARGED);
    expect(settingsChangeRequestSchema.safeParse({ MEET_AND_GREET: '12', WHEEL_CHAIR: '0', NOPE: 1 }).error?.issues.map((i) => i.message)).toEqual([
      `There is no setting named NOPE. ${WHEELCHAIR_NEVER_CHARGED}`,
    ]);
    expect(WHEELCHAIR_NEVER_CHARGED).toBe('A wheelchair has no price to set: the Equality Act 2010 (s.165) forbids charging a disabled passenger extra, so it is never charged.');
  });

  it('refuses an empty change', () => {
    expect(settingsChangeRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(SETTING_MESSAGES.nothingToChange);
  });
});

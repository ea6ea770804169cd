/**
 * Every setting of spec §3 the console edits: its kind, allowed values, default, help line, group,
 * and the rule that turns what an admin typed into the text the website stores and reads. The
 * stored forms are those the website's readers understand (`isEnabled`, `isYes`, `settingAmount`,
 * `graceMinutes`): 'enable'/'disable', 'yes'/'no', pounds with two decimals ('12.50'), whole
 * minutes ('120'). MAPS_PROVIDER and WHEELCHAIR_ACCESSIBLE_FLEET are reported by the server, not
 * stored, and a wheelchair is never charged (WHEELCHAIR_SETTING): none of them is here.
 */
import { z } from 'zod';
import { ENABLE_VALUE, YES_VALUE, isEnabled, isYes, minutesSetting, settingAmount, type SettingName } from '../settings.js';
import { WAITING_DEFAULTS } from '../waiting-terms.js';

/** Every setting but those the server reports (MAPS_PROVIDER, WHEELCHAIR_ACCESSIBLE_FLEET) and WHEEL_CHAIR (never charged: WHEELCHAIR_SETTING). */
export type EditableSettingName = Exclude<SettingName, 'MAPS_PROVIDER' | 'WHEELCHAIR_ACCESSIBLE_FLEET' | 'WHEEL_CHAIR'>;

export const SETTING_GROUPS = [
  { id: 'pages', label: 'Website pages', lead: 'What the website shows: its menu, footer and home-page sections.' },
  { id: 'booking', label: 'Booking options', lead: 'How visitors book: the tabs, the results and how far ahead a pickup must be.' },
  {
    id: 'extras',
    label: 'Extras prices',
    lead:
      'What each extra adds to a journey leg, in pounds. 0 takes the extra off the booking form. ' +
      'A wheelchair has no price here: the Equality Act 2010 (s.165, as amended in 2022) forbids charging a disabled passenger extra, so every booking offers it free.',
  },
  {
    id: 'waiting',
    label: 'Waiting at the pick-up',
    lead: 'What staff charge for waiting they record on a completed job: minutes beyond the free ones (and beyond waiting booked in advance), paid in the car.',
  },
  { id: 'payments', label: 'Payments', lead: 'How visitors pay and how amounts are shown.' },
  { id: 'company', label: 'Company details', lead: 'Who runs the website, as the header, the contact page and the mails name it.' },
] as const;
export type SettingGroupId = (typeof SETTING_GROUPS)[number]['id'];

/**
 * - switch-enable / switch-yes: on or off, stored as 'enable'/'disable' or 'yes'/'no'.
 * - money: pounds, stored with two decimals; 0 switches the extra off.
 * - minutes: whole minutes.
 * - text, email, phone: one line.
 * - choice: one of `options`.
 */
export const SETTING_KINDS = ['switch-enable', 'switch-yes', 'money', 'minutes', 'text', 'email', 'phone', 'choice'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

export interface SettingOption {
  value: string;
  label: string;
}

export interface SettingDefinition {
  name: EditableSettingName;
  group: SettingGroupId;
  label: string;
  /** One line: what it does on the website. */
  help: string;
  kind: SettingKind;
  /** The stored values it may take (switches and choices); null for amounts, minutes and text. */
  options: readonly SettingOption[] | null;
  /** What the website does while the setting has never been saved, in the stored form. */
  default: string;
  /** money: pounds; minutes: minutes; text: characters. */
  max: number | null;
}

/**
 * Spec §3's WHEEL_CHAIR price is not a setting the console edits: a wheelchair is never charged
 * (docs/decisions/0011), and the website's settings answer it as '0'.
 */
export const WHEELCHAIR_SETTING = 'WHEEL_CHAIR' satisfies SettingName;
export const WHEELCHAIR_NEVER_CHARGED =
  'A wheelchair has no price to set: the Equality Act 2010 (s.165) forbids charging a disabled passenger extra, so it is never charged.';

export const MONEY_MAX_POUNDS = 1000;
export const GRACE_MAX_MINUTES = 1440;
const COMPANY_NAME_MAX = 80;
/** What the website calls the company while Company_Name is unset (apps/web DEFAULT_COMPANY_NAME). */
const WEBSITE_DEFAULT_NAME = 'Kerbside';

const ENABLE_OPTIONS: readonly SettingOption[] = [
  { value: ENABLE_VALUE, label: 'On' },
  { value: 'disable', label: 'Off' },
];
const YES_OPTIONS: readonly SettingOption[] = [
  { value: YES_VALUE, label: 'On' },
  { value: 'no', label: 'Off' },
];
export const CURRENCY_OPTIONS: readonly SettingOption[] = [
  { value: '£', label: 'Pounds sterling (£)' },
  { value: '€', label: 'Euros (€)' },
  { value: '$', label: 'US dollars ($)' },
];

type Kinded = Pick<SettingDefinition, 'name' | 'label' | 'help'>;
const onOff = (group: SettingGroupId, s: Kinded): SettingDefinition => ({ ...s, group, kind: 'switch-enable', options: ENABLE_OPTIONS, default: 'disable', max: null });
const yesNo = (group: SettingGroupId, s: Kinded): SettingDefinition => ({ ...s, group, kind: 'switch-yes', options: YES_OPTIONS, default: 'no', max: null });
const money = (s: Kinded): SettingDefinition => ({ ...s, group: 'extras', kind: 'money', options: null, default: '0.00', max: MONEY_MAX_POUNDS });

/** In the order the console shows them, group by group. */
export const SETTING_DEFINITIONS: readonly SettingDefinition[] = [
  onOff('pages', { name: 'SHOW_NAVBAR_PAGE', label: 'Navigation bar', help: 'The top bar with the company name, phone and menu.' }),
  onOff('pages', { name: 'SHOW_FOOTER_PAGE', label: 'Footer', help: 'The footer with the operators and the contact block.' }),
  onOff('pages', { name: 'NAVBAR_OUR_FLEET_PAGE', label: '“Our Fleet” in the menu', help: 'Links the fleet page from the menu.' }),
  onOff('pages', { name: 'NAVBAR_URGENT_BOOKING_PAGE', label: '“Urgent Booking” in the menu', help: 'Links the Quote Now form from the menu, for pickups too soon to book online.' }),
  onOff('pages', { name: 'CORPORATE_LOGIN', label: '“Corporate Account” in the menu', help: 'Lets corporate passengers sign in to see their bookings and profile.' }),
  onOff('pages', { name: 'SHOW_COMPANY_FLEET_VIEW_SECTION', label: 'Fleet on the home page', help: 'Shows the vehicles below the booking form.' }),
  onOff('pages', { name: 'SHOW_POPULAR_LOCATION_PAGE', label: 'Popular locations on the home page', help: 'Lists the saved places (airports, stations…) on the home page.' }),
  onOff('pages', { name: 'SHOW_COMPANY_CONTACT_SECTION', label: '24/7 contact on the home page', help: 'Phone, email and office address on the home page, and “24/7” by the top bar’s phone: only if you answer at all hours.' }),

  onOff('booking', { name: 'IS_QUOTATION', label: 'Quotes on request only', help: 'Hides the GET A QUOTE tab: no instant mileage prices.' }),
  onOff('booking', { name: 'HOURLY_RATE_STATUS', label: 'Hourly hire', help: 'Offers the Hourly Rate tab on the home page.' }),
  onOff('booking', { name: 'MULTIPLE_OPERATORS', label: 'Lowest-price card', help: 'Marks the lowest price above the results when several operators quote.' }),
  onOff('booking', { name: 'MULTIPLE_PRICES', label: 'Compare operators', help: 'Needed, with “Cheapest company only”, to narrow the results to one company.' }),
  onOff('booking', { name: 'CHEAPEST_COMPANY_PRICE', label: 'Cheapest company only', help: 'With “Compare operators” on, the results keep only the cheapest company’s vehicles.' }),
  onOff('booking', { name: 'GUEST_LOGIN', label: 'Guest booking', help: 'Lets visitors book without an account.' }),
  {
    name: 'GRACE_TIME',
    group: 'booking',
    label: 'Booking notice',
    help: 'How many minutes ahead a pickup must be to book online; sooner ones go to the urgent-booking form.',
    kind: 'minutes',
    options: null,
    default: '0',
    max: GRACE_MAX_MINUTES,
  },
  {
    name: 'ASAP_LEAD_MINUTES',
    group: 'booking',
    label: 'ASAP lead time',
    help: 'How many minutes from now an ASAP booking taken by phone is picked up (0: at once).',
    kind: 'minutes',
    options: null,
    default: '0',
    max: GRACE_MAX_MINUTES,
  },

  money({ name: 'MEET_AND_GREET', label: 'Meet and greet', help: 'Per journey leg: the driver meets the passenger inside with a name board. The website offers it only above 0.' }),
  money({ name: 'BABY_PRICE_PER_SEAT', label: 'Baby seat', help: 'Per seat, per journey leg.' }),
  money({ name: 'BOOSTER_PRICE_PER_SEAT', label: 'Booster seat', help: 'Per seat, per journey leg.' }),
  money({ name: 'SPECIAL_LUGGAGE_PER_PRICE', label: 'Special luggage', help: 'Per item (bicycles, golf bags, skis…), per journey leg.' }),
  money({ name: 'PRICE_PER_FIVE_WAITING_MIN', label: 'Waiting time', help: 'Per five minutes of waiting (started five minutes count whole).' }),
  {
    name: 'WAITING_FREE_MINUTES',
    group: 'waiting',
    label: 'Free waiting',
    help: 'Minutes a driver waits at the pick-up before waiting is charged.',
    kind: 'minutes',
    options: null,
    default: String(WAITING_DEFAULTS.freeMinutes),
    max: GRACE_MAX_MINUTES,
  },
  {
    name: 'WAITING_PRICE_PER_MINUTE',
    group: 'waiting',
    label: 'Price per minute after that',
    help: 'Per minute of waiting beyond the free minutes, in pounds; 0 makes waiting free.',
    kind: 'money',
    options: null,
    default: (WAITING_DEFAULTS.pencePerMinute / 100).toFixed(2),
    max: MONEY_MAX_POUNDS,
  },

  yesNo('payments', { name: 'SHOWCARD', label: 'Card payments', help: 'Offers Pay By Card at the payment step and takes card payments.' }),
  yesNo('payments', { name: 'ROUND_OFF', label: 'Round to whole pounds', help: 'Shows and charges card amounts rounded to the nearest pound.' }),
  {
    name: 'CURRENCY',
    group: 'payments',
    label: 'Currency',
    help: 'The symbol shown with prices; card payments are taken in this currency.',
    kind: 'choice',
    options: CURRENCY_OPTIONS,
    default: '£',
    max: null,
  },

  {
    name: 'Company_Name',
    group: 'company',
    label: 'Company name',
    help: 'In the header, on the website’s pages and in its mails.',
    kind: 'text',
    options: null,
    default: WEBSITE_DEFAULT_NAME,
    max: COMPANY_NAME_MAX,
  },
  {
    name: 'Company_Contact_Info',
    group: 'company',
    label: 'Contact phone',
    help: 'In the header, on the contact page and in the urgent-booking message.',
    kind: 'phone',
    options: null,
    default: '',
    max: 40,
  },
  {
    name: 'FROM_EMAIL',
    group: 'company',
    label: 'Contact email',
    help: 'On the contact page and in the footer; mails are sent from it unless the server sets MAIL_FROM.',
    kind: 'email',
    options: null,
    default: '',
    max: 254,
  },
];

const BY_NAME = new Map<string, SettingDefinition>(SETTING_DEFINITIONS.map((d) => [d.name, d]));

export function settingDefinition(name: string): SettingDefinition | undefined {
  return BY_NAME.get(name);
}

export const SETTING_MESSAGES = {
  switchEnable: 'Choose on or off.',
  money: 'Enter an amount in pounds, e.g. 12.50 (0 turns it off).',
  moneyNegative: 'An amount cannot be below 0.',
  moneyPence: 'Use at most two decimal places.',
  moneyMax: `At most ${MONEY_MAX_POUNDS.toFixed(2)}.`,
  minutes: 'Enter whole minutes, e.g. 120 (0: no notice needed).',
  /** Another setting of minutes than the booking notice. */
  minutesOther: 'Enter whole minutes, e.g. 10.',
  minutesMax: `At most ${GRACE_MAX_MINUTES} minutes (24 hours).`,
  textRequired: (label: string) => `Enter the ${label.toLowerCase()}.`,
  textTooLong: (max: number) => `At most ${max} characters.`,
  controlCharacters: 'Use one line of plain text.',
  email: 'Enter a valid email address, e.g. bookings@example.com.',
  phone: 'Enter a phone number with 7 to 15 digits, e.g. +44 20 7946 0000.',
  choice: (options: readonly SettingOption[]) => `Choose ${options.map((o) => o.value).join(', ')}.`,
  unknown: (names: readonly string[]) => {
    const others = names.filter((name) => name !== WHEELCHAIR_SETTING);
    const unknown = others.length > 0 ? [`There is no setting named ${others.join(', ')}.`] : [];
    return [...unknown, ...(names.includes(WHEELCHAIR_SETTING) ? [WHEELCHAIR_NEVER_CHARGED] : [])].join(' ');
  },
  nothingToChange: 'Nothing to change.',
} as const;

export type SettingParse = { ok: true; value: string } | { ok: false; message: string };

const ON_WORDS = new Set(['enable', 'enabled', 'on', 'yes', 'true', '1']);
const OFF_WORDS = new Set(['disable', 'disabled', 'off', 'no', 'false', '0']);
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
const emailSchema = z.email();

function asText(input: unknown): string | null {
  if (typeof input === 'string') return input.trim();
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  if (typeof input === 'boolean') return String(input);
  return null;
}

function parseSwitch(input: unknown, on: string, off: string): SettingParse {
  const word = asText(input)?.toLowerCase();
  if (word !== undefined && ON_WORDS.has(word)) return { ok: true, value: on };
  if (word !== undefined && OFF_WORDS.has(word)) return { ok: true, value: off };
  return { ok: false, message: SETTING_MESSAGES.switchEnable };
}

/** '12.5', '£12.50', 12.5 → '12.50'; whole pence only, 0 to MONEY_MAX_POUNDS. */
function parseMoney(input: unknown): SettingParse {
  const typed = asText(input)?.replace(/^[£€$]\s*/, '');
  if (typed === undefined || typed === '') return { ok: false, message: SETTING_MESSAGES.money };
  if (/^-\s*[\d.]/.test(typed)) return { ok: false, message: SETTING_MESSAGES.moneyNegative };
  const match = /^(\d{1,7})?(?:\.(\d*))?$/.exec(typed);
  if (!match || (match[1] === undefined && !match[2])) return { ok: false, message: SETTING_MESSAGES.money };
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { ok: false, message: SETTING_MESSAGES.moneyPence };
  const pence = Number(match[1] ?? '0') * 100 + Number(decimals.padEnd(2, '0'));
  if (pence > MONEY_MAX_POUNDS * 100) return { ok: false, message: SETTING_MESSAGES.moneyMax };
  return { ok: true, value: penceText(pence) };
}

const penceText = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

function parseMinutes(input: unknown, def: SettingDefinition): SettingParse {
  const typed = asText(input);
  if (typed === null || !/^\d{1,6}$/.test(typed)) return { ok: false, message: def.name === 'GRACE_TIME' ? SETTING_MESSAGES.minutes : SETTING_MESSAGES.minutesOther };
  const minutes = Number(typed);
  return minutes > GRACE_MAX_MINUTES ? { ok: false, message: SETTING_MESSAGES.minutesMax } : { ok: true, value: String(minutes) };
}

function parseLine(input: unknown, def: SettingDefinition): SettingParse {
  if (typeof input !== 'string') return { ok: false, message: SETTING_MESSAGES.textRequired(def.label) };
  if (CONTROL.test(input)) return { ok: false, message: SETTING_MESSAGES.controlCharacters };
  const typed = input.trim().replace(/\s+/g, ' ');
  if (typed === '') return { ok: false, message: SETTING_MESSAGES.textRequired(def.label) };
  if (def.max !== null && typed.length > def.max) return { ok: false, message: SETTING_MESSAGES.textTooLong(def.max) };
  return { ok: true, value: typed };
}

function parsePhone(input: unknown, def: SettingDefinition): SettingParse {
  const line = parseLine(typeof input === 'number' ? String(input) : input, def);
  if (!line.ok) return line;
  const digits = line.value.replace(/\D/g, '').length;
  return /^\+?[\d ()-]+$/.test(line.value) && digits >= 7 && digits <= 15 ? line : { ok: false, message: SETTING_MESSAGES.phone };
}

function parseEmail(input: unknown, def: SettingDefinition): SettingParse {
  const line = parseLine(input, def);
  if (!line.ok) return line;
  const value = line.value.toLowerCase();
  return emailSchema.safeParse(value).success ? { ok: true, value } : { ok: false, message: SETTING_MESSAGES.email };
}

const CURRENCY_CODES: Record<string, string> = { GBP: '£', EUR: '€', USD: '$' };

function parseChoice(input: unknown, def: SettingDefinition): SettingParse {
  const options = def.options ?? [];
  const typed = asText(input) ?? '';
  const value = CURRENCY_CODES[typed.toUpperCase()] ?? typed;
  return options.some((o) => o.value === value) ? { ok: true, value } : { ok: false, message: SETTING_MESSAGES.choice(options) };
}

/**
 * What an admin typed (text, or a number or boolean from a JSON client), as the text to store, or
 * the message to show beside the field. Liberal in what it reads: 'on'/true for a switch, '£12.5'
 * for an amount, 'GBP' for the currency.
 */
export function parseSettingInput(def: SettingDefinition, input: unknown): SettingParse {
  switch (def.kind) {
    case 'switch-enable':
      return parseSwitch(input, ENABLE_VALUE, 'disable');
    case 'switch-yes':
      return parseSwitch(input, YES_VALUE, 'no');
    case 'money':
      return parseMoney(input);
    case 'minutes':
      return parseMinutes(input, def);
    case 'text':
      return parseLine(input, def);
    case 'phone':
      return parsePhone(input, def);
    case 'email':
      return parseEmail(input, def);
    case 'choice':
      return parseChoice(input, def);
  }
}

/**
 * A stored value (null: never saved) as the website reads it, in the stored form: 'Enable' and
 * 'enable' both read 'enable', an unset switch 'disable', '15' reads '15.00', text its trimmed self
 * or the default. Two values with the same reading are the same setting: saving one over the other
 * changes nothing.
 */
export function settingReading(def: SettingDefinition, stored: string | null): string {
  // Never saved: what the website does then (the same as reading nothing, but for the waiting terms' own defaults).
  if (stored === null) return def.default;
  const settings = { [def.name]: stored };
  switch (def.kind) {
    case 'switch-enable':
      return isEnabled(settings, def.name) ? ENABLE_VALUE : 'disable';
    case 'switch-yes':
      return isYes(stored ?? undefined) ? YES_VALUE : 'no';
    case 'money':
      return penceText(Math.round(settingAmount(settings, def.name) * 100));
    case 'minutes':
      return String(minutesSetting(settings, def.name));
    default:
      return stored?.trim() || def.default;
  }
}

/** A stored value for people: 'on', '£12.50', '120 minutes', '“Kerbside Transfers”'. */
export function settingValueText(def: SettingDefinition, value: string): string {
  switch (def.kind) {
    case 'switch-enable':
    case 'switch-yes':
      return settingReading(def, value) === def.options?.[0]?.value ? 'on' : 'off';
    case 'money':
      return `£${settingReading(def, value)}`;
    case 'minutes':
      return `${settingReading(def, value)} minutes`;
    default:
      return value === '' ? '(empty)' : `“${value}”`;
  }
}

/**
 * The website's settings in the console, against a real server: every role reads them with their
 * definitions; only a platform admin changes them, every value checked before anything is saved,
 * each change audited, and the website's own settings call answering the new value at once.
 */
import { describe, expect, it } from 'vitest';
import {
  OPERATIONS,
  OPERATOR_MESSAGES,
  SETTING_DEFINITIONS,
  SETTING_MESSAGES,
  settingsPageSchema,
  settingsSavedSchema,
  type SettingItem,
} from '@kerbside/contract';
import { startSecondApp, testAppWithDb, type TestApp } from '../../test/test-app.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';

const NOW = new Date('2026-12-01T09:00:00Z');
const kit = testAppWithDb({ now: () => NOW });

const websiteValue = async (api: TestApp, name: string): Promise<string | undefined> => {
  const res = await api.call('GET', OPERATIONS.getSettings.path);
  expect(res.status).toBe(200);
  return (res.body.data as SettingItem[]).find((item) => item.setting_name === name)?.setting_value;
};

const stored = async (name: string) =>
  (await kit.db.kysely.selectFrom('settings').select('setting_value').where('setting_name', '=', name).executeTakeFirst())?.setting_value;

const settingAudits = () =>
  kit.db.kysely.selectFrom('audit_log').selectAll().where('subject_type', '=', 'setting').orderBy('id').execute();

const admin = () => signInStaff(kit.api, DEMO_LOGINS.platformAdmin);

async function put(client: StaffClient, body: unknown) {
  return client.call('PUT', OPERATIONS.operatorChangeSettings.path, body);
}

describe('reading the settings', () => {
  it('gives every role every editable setting with its definition and what the website reads', async () => {
    for (const login of [DEMO_LOGINS.riversideDispatcher, DEMO_LOGINS.skylineOwner, DEMO_LOGINS.platformAdmin]) {
      const client = await signInStaff(kit.api, login);
      const res = await client.call('GET', OPERATIONS.operatorGetSettings.path);
      expect(res.status, login).toBe(200);
      const page = settingsPageSchema.parse(res.body.data);
      expect(page.can_edit, login).toBe(login === DEMO_LOGINS.platformAdmin);
      expect(page.settings.map((s) => s.name)).toEqual(SETTING_DEFINITIONS.map((d) => d.name));
      expect(page.groups.map((g) => g.label)).toEqual(['Website pages', 'Booking options', 'Extras prices', 'Waiting at the pick-up', 'Payments', 'Company details']);
      // The waiting terms after a journey: 10 minutes free, then £0.30 a minute.
      expect(page.settings.find((s) => s.name === 'WAITING_FREE_MINUTES')).toMatchObject({ group: 'waiting', kind: 'minutes', value: '10', stored: '10', default: '10' });
      expect(page.settings.find((s) => s.name === 'WAITING_PRICE_PER_MINUTE')).toMatchObject({ group: 'waiting', kind: 'money', value: '0.30', stored: '0.30', default: '0.30' });
      const meet = page.settings.find((s) => s.name === 'MEET_AND_GREET');
      expect(meet).toMatchObject({ group: 'extras', kind: 'money', value: '15.00', stored: '15', default: '0.00' });
      expect(page.settings.find((s) => s.name === 'NAVBAR_OUR_FLEET_PAGE')).toMatchObject({ kind: 'switch-enable', value: 'enable', options: [{ value: 'enable' }, { value: 'disable' }] });
      expect(page.settings.some((s) => s.name === 'MAPS_PROVIDER')).toBe(false);
      expect(res.body.data).toEqual(JSON.parse(JSON.stringify(page)));
    }
  });

  it('needs a session', async () => {
    expect((await kit.api.call('GET', OPERATIONS.operatorGetSettings.path)).status).toBe(401);
  });
});

describe('changing the settings', () => {
  it('is for the platform admin only: owners and dispatchers get 403, and nothing changes', async () => {
    for (const login of [DEMO_LOGINS.riversideOwner, DEMO_LOGINS.riversideDispatcher]) {
      const client = await signInStaff(kit.api, login);
      expect(await put(client, { SHOW_FOOTER_PAGE: 'disable' }), login).toEqual({ status: 403, body: { success: false, message: OPERATOR_MESSAGES.forbidden } });
    }
    const noCsrf = await (await admin()).call('PUT', OPERATIONS.operatorChangeSettings.path, { SHOW_FOOTER_PAGE: 'disable' }, { 'x-csrf-token': 'wrong' });
    expect(noCsrf).toEqual({ status: 403, body: { success: false, message: OPERATOR_MESSAGES.csrf } });
    expect(await stored('SHOW_FOOTER_PAGE')).toBe('enable');
    expect(await settingAudits()).toEqual([]);
  });

  it('checks every value first: each problem under its setting name, and nothing saved when one is wrong', async () => {
    const client = await admin();
    const res = await put(client, { SHOW_FOOTER_PAGE: 'disable', MEET_AND_GREET: '-3', GRACE_TIME: '1.5', FROM_EMAIL: 'nope', CURRENCY: '¥', Company_Name: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.fields).toEqual([
      { path: 'GRACE_TIME', message: SETTING_MESSAGES.minutes },
      { path: 'MEET_AND_GREET', message: SETTING_MESSAGES.moneyNegative },
      { path: 'CURRENCY', message: 'Choose £, €, $.' },
      { path: 'Company_Name', message: 'Enter the company name.' },
      { path: 'FROM_EMAIL', message: SETTING_MESSAGES.email },
    ]);
    expect(res.body.message).toBe(`Invalid request. GRACE_TIME: ${SETTING_MESSAGES.minutes}`);
    expect(await stored('SHOW_FOOTER_PAGE')).toBe('enable');
    expect(await settingAudits()).toEqual([]);
  });

  it('refuses a name that is not a setting (MAPS_PROVIDER too), an empty change and a body that is not an object, never with a 500', async () => {
    const client = await admin();
    const unknown = await put(client, { SHOW_FOOTER_PAGE: 'disable', DROP_TABLES: 'yes', MAPS_PROVIDER: 'google' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([{ path: '', message: 'There is no setting named DROP_TABLES, MAPS_PROVIDER.' }]);
    expect((await put(client, {})).body).toMatchObject({ success: false, message: `Invalid request. ${SETTING_MESSAGES.nothingToChange}` });
    for (const body of [[], 'enable', 42, { SHOW_FOOTER_PAGE: { nested: true } }, { SHOW_FOOTER_PAGE: null }, { Company_Name: 'A\u0000B' }]) {
      const res = await put(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await stored('SHOW_FOOTER_PAGE')).toBe('enable');
  });

  it('saves the values in their stored form, audits each change, and the website reads them at once', async () => {
    const client = await admin();
    // The website has read (and cached) the settings before the change.
    expect(await websiteValue(kit.api, 'NAVBAR_OUR_FLEET_PAGE')).toBe('enable');
    expect(await websiteValue(kit.api, 'MEET_AND_GREET')).toBe('15');

    const res = await put(client, {
      NAVBAR_OUR_FLEET_PAGE: false,
      MEET_AND_GREET: '£12.5',
      // Read the same way as the stored '4' and 'yes': not a change.
      BOOSTER_PRICE_PER_SEAT: '4.00',
      SHOWCARD: 'on',
      GRACE_TIME: ' 90 ',
      Company_Contact_Info: '+44  20 7946 0001',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = settingsSavedSchema.parse(res.body.data);
    expect(saved.changed).toEqual([
      { name: 'NAVBAR_OUR_FLEET_PAGE', from: 'enable', to: 'disable' },
      { name: 'GRACE_TIME', from: '120', to: '90' },
      { name: 'MEET_AND_GREET', from: '15', to: '12.50' },
      { name: 'Company_Contact_Info', from: '+44 20 7946 0000', to: '+44 20 7946 0001' },
    ]);
    expect(saved.settings.find((s) => s.name === 'MEET_AND_GREET')).toMatchObject({ value: '12.50', stored: '12.50' });
    expect(await stored('BOOSTER_PRICE_PER_SEAT')).toBe('4');

    const audits = await settingAudits();
    expect(audits.map((a) => ({ ...a, detail: JSON.parse(a.detail) as unknown }))).toEqual(
      saved.changed.map((change) => ({
        id: expect.any(Number),
        company_id: null,
        staff_id: client.staff.id,
        action: 'setting.changed',
        subject_type: 'setting',
        subject_id: 0,
        detail: change,
        created_at: NOW.toISOString(),
      })),
    );

    expect(await websiteValue(kit.api, 'NAVBAR_OUR_FLEET_PAGE')).toBe('disable');
    expect(await websiteValue(kit.api, 'MEET_AND_GREET')).toBe('12.50');
    expect(await websiteValue(kit.api, 'GRACE_TIME')).toBe('90');

    // Saving what is already so changes nothing and writes no entry.
    const again = await put(client, { NAVBAR_OUR_FLEET_PAGE: 'disable', MEET_AND_GREET: '12.50' });
    expect(settingsSavedSchema.parse(again.body.data).changed).toEqual([]);
    expect(await settingAudits()).toHaveLength(audits.length);
  });

  it('stores a setting never saved before', async () => {
    await kit.db.kysely.deleteFrom('settings').where('setting_name', '=', 'ROUND_OFF').execute();
    const client = await admin();
    const before = settingsPageSchema.parse((await client.call('GET', OPERATIONS.operatorGetSettings.path)).body.data);
    expect(before.settings.find((s) => s.name === 'ROUND_OFF')).toMatchObject({ value: 'no', stored: null });
    const res = await put(client, { ROUND_OFF: 'yes' });
    expect(settingsSavedSchema.parse(res.body.data).changed).toEqual([{ name: 'ROUND_OFF', from: null, to: 'yes' }]);
    expect(await stored('ROUND_OFF')).toBe('yes');
    expect(await websiteValue(kit.api, 'ROUND_OFF')).toBe('yes');
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('reaches another instance within 2 seconds (PostgreSQL: the change is announced over NOTIFY)', async () => {
    const second = await startSecondApp(kit.api, { now: () => NOW });
    try {
      expect(await websiteValue(second, 'SHOW_NAVBAR_PAGE')).toBe('enable');
      const res = await put(await admin(), { SHOW_NAVBAR_PAGE: 'disable' });
      expect(res.status).toBe(200);
      await expect.poll(() => websiteValue(second, 'SHOW_NAVBAR_PAGE'), { timeout: 2000, interval: 50 }).toBe('disable');
    } finally {
      await second.close();
    }
  });
});

/**
 * On a site reached over https (PUBLIC_URL), the driver's cookie is Secure and the mailed link is
 * on that site; a console session may send a bounded number of sign-in links an hour.
 */
import { describe, expect, it } from 'vitest';
import { DRIVER_COOKIE, driverSchema, OPERATIONS, pathOf } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { DRIVER_LINK_LIMITS } from '../../http/limits.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';

const kit = testAppWithDb({ env: { PUBLIC_URL: 'https://book.example.com/' } });

let drivers = 0;
async function addDriver(client: StaffClient) {
  const res = await client.call('POST', OPERATIONS.operatorCreateDriver.path, {
    name: `Sue Driver ${++drivers}`,
    mobile: '07700 900123',
    licence_number: `PHD ${drivers}`,
    licence_expiry: '2099-06-01',
    vehicle_registration: 'AB12 CDE',
    vehicle_category: 'executive',
    email: `sue-${drivers}@example.com`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return driverSchema.parse(res.body.data);
}

describe('on an https site', () => {
  it('mails a link on that site and sets a Secure cookie', async () => {
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const driver = await addDriver(dispatcher);
    expect((await dispatcher.call('POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id: driver.id }))).status).toBe(200);
    const mail = await kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', driver.email!).executeTakeFirstOrThrow();
    const token = /https:\/\/book\.example\.com\/driver\/sign-in#([A-Za-z0-9_-]{43})\n/.exec(mail.text_body)?.[1];
    expect(token).toBeDefined();
    const res = await fetch(kit.api.url + OPERATIONS.driverSignIn.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^${DRIVER_COOKIE}=[A-Za-z0-9_-]{43}; Path=/api/driver; Max-Age=2592000; HttpOnly; SameSite=Strict; Secure$`));
  });

  it('limits the links one console session sends', async () => {
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const perDriver = 4;
    const needed = Math.ceil(DRIVER_LINK_LIMITS.perSession.limit / perDriver);
    const ids = [];
    for (let i = 0; i < needed; i++) ids.push((await addDriver(owner)).id);
    let sent = 0;
    for (const id of ids) {
      for (let i = 0; i < perDriver && sent < DRIVER_LINK_LIMITS.perSession.limit; i++, sent++) {
        expect((await owner.call('POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id }))).status).toBe(200);
      }
    }
    const refused = await owner.call('POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id: ids[0]! }));
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: expect.stringMatching(/this console session/) } });
    // Another session of the same company is not held back by it.
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    expect((await dispatcher.call('POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id: (await addDriver(dispatcher)).id }))).status).toBe(200);
  });
});

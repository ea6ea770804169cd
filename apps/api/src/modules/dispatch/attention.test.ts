/**
 * "Needs attention" on the real API: a job with no driver, or whose driver has not set off, within
 * its company's lead before the pick-up (30 minutes by default, each company its own), and one whose
 * pick-up has passed; never another company's; the lead set on the company's profile.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf, type AttentionList } from '@kerbside/contract';
import type { StaffClient } from '../staff/operator-test-kit.js';
import { dispatchTestApp, mileage, type Booked } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

let soon: Booked;
let later: Booked;
let skyline: Booked;

beforeAll(async () => {
  soon = await kit.book('riverside', { form: mileage({ pickup_hour: '10am', pickup_min: '30' }) });
  later = await kit.book('riverside', { form: mileage({ pickup_hour: '11am', pickup_min: '55' }) });
  skyline = await kit.book('skyline', { form: mileage({ pickup_hour: '10am', pickup_min: '20' }) });
  // Thursday 3 December, 10:05 in London: 25 minutes before the first pick-up, 110 before the second.
  await kit.moveClock(new Date('2026-12-03T10:05:00Z'));
});

async function attention(client: StaffClient, query = ''): Promise<AttentionList> {
  const res = await client.call('GET', OPERATIONS.operatorJobsNeedingAttention.path + query);
  expect(res.status).toBe(200);
  return res.body.data as AttentionList;
}
const summary = (list: AttentionList) => list.items.map((item) => [item.job.booking_number, item.reason, item.minutes_to_pick_up]);

describe('needs attention', () => {
  it('needs a console session', async () => {
    expect((await kit.api.call('GET', OPERATIONS.operatorJobsNeedingAttention.path)).status).toBe(401);
  });

  it("lists a job with no driver within 30 minutes of its pick-up, with the board's row, and never another company's", async () => {
    const riverside = await attention(kit.staff.riversideDispatcher);
    expect(summary(riverside)).toEqual([[soon.number, 'no_driver', 25]]);
    expect(riverside.checked_at).toBe('2026-12-03T10:05:00.000Z');
    const board = await kit.staff.riversideDispatcher.call('GET', `${OPERATIONS.operatorJobs.path}?view=today`);
    expect(riverside.items[0]!.job).toEqual(board.body.data.items.find((row: { id: number }) => row.id === soon.jobIds[0]));

    expect(summary(await attention(kit.staff.skylineDispatcher))).toEqual([[skyline.number, 'no_driver', 15]]);
    // A company's staff cannot widen their scope with company_id.
    expect(summary(await attention(kit.staff.skylineOwner, `?company_id=${kit.companyId.riverside}`))).toEqual([[skyline.number, 'no_driver', 15]]);
    expect(summary(await attention(kit.staff.greenlineDispatcher))).toEqual([]);
  });

  it('shows the platform admin every company, or one', async () => {
    expect(summary(await attention(kit.staff.platformAdmin))).toEqual([
      [skyline.number, 'no_driver', 15],
      [soon.number, 'no_driver', 25],
    ]);
    expect(summary(await attention(kit.staff.platformAdmin, `?company_id=${kit.companyId.riverside}`))).toEqual([[soon.number, 'no_driver', 25]]);
  });

  it('says when the driver has not set off, and lets the job go once they are on the way', async () => {
    const driver = await kit.addDriver('riverside');
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, soon.jobIds[0]!, { driver_id: driver })).status).toBe(200);
    expect(summary(await attention(kit.staff.riversideDispatcher))).toEqual([[soon.number, 'not_started', 25]]);
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, soon.jobIds[0]!)).status).toBe(200);
    expect(summary(await attention(kit.staff.riversideDispatcher))).toEqual([]);
  });

  it("takes each company's own lead, set on its profile (whole minutes, 0 to 1440)", async () => {
    const owner = kit.staff.riversideOwner;
    const path = pathOf(OPERATIONS.operatorGetCompany, { id: kit.companyId.riverside });
    const profile = (await owner.call('GET', path)).body.data;
    expect(profile.attention_minutes).toBe(30);
    const { id: _id, active: _active, ...fields } = profile;

    const refused = await owner.call('PUT', pathOf(OPERATIONS.operatorUpdateCompany, { id: kit.companyId.riverside }), { ...fields, attention_minutes: 1441 });
    expect(refused.status).toBe(400);
    expect((await owner.call('GET', path)).body.data.attention_minutes).toBe(30);

    const saved = await owner.call('PUT', pathOf(OPERATIONS.operatorUpdateCompany, { id: kit.companyId.riverside }), { ...fields, attention_minutes: 120 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attention_minutes).toBe(120);
    expect(summary(await attention(kit.staff.riversideDispatcher))).toEqual([[later.number, 'no_driver', 110]]);
    // Another company keeps its own 30 minutes.
    expect(summary(await attention(kit.staff.skylineDispatcher))).toEqual([[skyline.number, 'no_driver', 15]]);
    // A profile sent without the field (an older console) leaves it as it is.
    const { attention_minutes: _lead, ...withoutLead } = fields;
    expect((await owner.call('PUT', pathOf(OPERATIONS.operatorUpdateCompany, { id: kit.companyId.riverside }), withoutLead)).body.data.attention_minutes).toBe(120);
  });

  it('keeps a job whose pick-up has passed with nobody on the way, for 6 hours', async () => {
    await kit.moveClock(new Date('2026-12-03T10:40:00Z'));
    expect(summary(await attention(kit.staff.skylineDispatcher))).toEqual([[skyline.number, 'no_driver', -20]]);
    await kit.moveClock(new Date('2026-12-03T16:21:00Z'));
    expect(summary(await attention(kit.staff.skylineDispatcher))).toEqual([]);
  });
});

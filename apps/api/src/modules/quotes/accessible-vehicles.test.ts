/**
 * A wheelchair request (issue 27 §1; Equality Act 2010 s.165) on a real server: a Heathrow → King's
 * Cross quote asking for one offers only the categories that take a wheelchair, at the price of the
 * same journey without it (a £0 line), and says so; without it every category is offered. A category
 * its owner marks "transfer to a seat" is offered too; when no operator has one, the answer says so
 * (the website then sends the visitor to Quote Now). A booking naming a vehicle that takes no
 * wheelchair is refused with the reason, and nothing is stored. The wheelchair and an assistance dog
 * (free, a yes/no of the booking form, '' or null read as no) reach the console's job page and the
 * driver's phone in plain words.
 */
import { describe, expect, it } from 'vitest';
import { ASSISTANCE_WORDS, OPERATIONS, pathOf, WHEELCHAIR_QUOTE_MESSAGES, type PriceDetail } from '@kerbside/contract';
import { bookingBody, guest } from '../bookings/bookings-test-kit.js';
import { dispatchTestApp, hourlyHire, mileage, nextAddress, START } from '../dispatch/dispatch-test-kit.js';
import { driverJob, signInPhone } from '../driver-jobs/driver-jobs-test-kit.js';

const kit = dispatchTestApp();

const HEATHROW_TO_KINGS_CROSS = { pickup: 'London Heathrow Airport Terminal 5', dropoff: "London King's Cross Station, London N1 9AL" };
const journey = (changes: Record<string, unknown> = {}) => mileage({ ...HEATHROW_TO_KINGS_CROSS, ...changes });

async function quote(form: Record<string, unknown>) {
  const res = await kit.api.call('POST', OPERATIONS.calculateDistancePrice.path, form, { 'x-forwarded-for': nextAddress() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { price_details: PriceDetail[]; wheelchair?: unknown };
}

const named = (options: PriceDetail[]) => options.map((o) => `${o.company_name}: ${o.vehicle_type}`).sort();

async function categoryOf(company: 'riverside' | 'skyline' | 'greenline', name: string) {
  return kit.db.kysely.selectFrom('vehicle_categories').select(['id', 'wheelchair_access']).where('company_id', '=', kit.companyId[company]).where('category_name', '=', name).executeTakeFirstOrThrow();
}

describe('a quote asking for a wheelchair', () => {
  it('offers only the categories that take one, each at the price without it (a £0 line), and says so; without it, every category', async () => {
    const plain = await quote(journey());
    expect(plain.price_details).toHaveLength(15);
    expect(plain.wheelchair).toBeUndefined();

    const withChair = await quote(journey({ wheel_chair: 'yes' }));
    expect(named(withChair.price_details)).toEqual(['Greenline Private Hire: Wheelchair Accessible', 'Riverside Executive Cars: Wheelchair Accessible']);
    expect(withChair.wheelchair).toEqual({ only_accessible: true, offered: 2, message: WHEELCHAIR_QUOTE_MESSAGES.showing });
    for (const option of withChair.price_details) {
      const same = plain.price_details.find((p) => p.vehicle_id === option.vehicle_id)!;
      expect(option.price).toBeGreaterThan(0);
      expect(option.price).toBe(same.price);
      expect(option.breakdown.lines.filter((l) => l.code === 'wheelchair')).toEqual([{ code: 'wheelchair', label: 'Wheelchair (never charged)', amount: 0 }]);
    }
    // The return leg's request counts on a return journey only.
    const back = { select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00' };
    expect(named((await quote(journey({ ...back, return_wheel_chair: 'yes' }))).price_details)).toHaveLength(2);
    expect((await quote(journey({ return_wheel_chair: 'yes' }))).price_details).toHaveLength(15);
  });

  it("offers a category its owner marks 'transfer to a seat', and none marked 'none'", async () => {
    const mpv = await categoryOf('skyline', 'MPV');
    const owner = kit.staff.skylineOwner;
    const path = pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: mpv.id });
    expect((await owner.call('PATCH', path, { wheelchair: 'transfer' })).status).toBe(200);
    try {
      const offered = await quote(journey({ wheel_chair: 'yes' }));
      expect(named(offered.price_details)).toContain('Capital Skyline Transfers: MPV');
      expect(offered.price_details).toHaveLength(3);
    } finally {
      expect((await owner.call('PATCH', path, { wheelchair: 'none' })).status).toBe(200);
    }
    expect((await quote(journey({ wheel_chair: 'yes' }))).price_details).toHaveLength(2);
  });

  it('says so when no operator has a vehicle that takes one: nothing offered, the visitor is sent to a quote', async () => {
    const riverside = await categoryOf('riverside', 'Wheelchair Accessible');
    const greenline = await categoryOf('greenline', 'Wheelchair Accessible');
    const off = async (client: typeof kit.staff.riversideOwner, id: number, enabled: boolean) =>
      expect((await client.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id }), { enabled })).status).toBe(200);
    await off(kit.staff.riversideOwner, riverside.id, false);
    await off(kit.staff.greenlineOwner, greenline.id, false);
    try {
      const none = await quote(journey({ wheel_chair: 'yes', passengers: 1 }));
      expect(none).toMatchObject({ price_details: [], wheelchair: { only_accessible: true, offered: 0, message: WHEELCHAIR_QUOTE_MESSAGES.none } });
      expect((await quote(journey())).price_details).toHaveLength(13);
    } finally {
      await off(kit.staff.riversideOwner, riverside.id, true);
      await off(kit.staff.greenlineOwner, greenline.id, true);
    }
  });
});

describe("the website's claim of wheelchair-accessible cars (issue 27 §7)", () => {
  const reported = async () => {
    const res = await kit.api.call('GET', OPERATIONS.getSettings.path);
    expect(res.status).toBe(200);
    return (res.body.data as { setting_name: string; setting_value: string }[]).filter((s) => s.setting_name === 'WHEELCHAIR_ACCESSIBLE_FLEET').map((s) => s.setting_value);
  };

  it("reports 'yes' while an enabled category carries a passenger in the chair, 'no' once none does; a stored value changes nothing", async () => {
    expect(await reported()).toEqual(['yes']);
    const riverside = await categoryOf('riverside', 'Wheelchair Accessible');
    const greenline = await categoryOf('greenline', 'Wheelchair Accessible');
    const enable = async (client: typeof kit.staff.riversideOwner, id: number, enabled: boolean) =>
      expect((await client.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id }), { enabled })).status).toBe(200);
    await enable(kit.staff.riversideOwner, riverside.id, false);
    try {
      expect(await reported()).toEqual(['yes']);
      await enable(kit.staff.greenlineOwner, greenline.id, false);
      expect(await reported()).toEqual(['no']);
      // A category that takes a folded wheelchair only is not a wheelchair-accessible car.
      const mpv = await categoryOf('skyline', 'MPV');
      expect((await kit.staff.skylineOwner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: mpv.id }), { wheelchair: 'transfer' })).status).toBe(200);
      expect(await reported()).toEqual(['no']);
      expect((await kit.staff.skylineOwner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: mpv.id }), { wheelchair: 'none' })).status).toBe(200);
      await kit.db.kysely.insertInto('settings').values({ setting_name: 'WHEELCHAIR_ACCESSIBLE_FLEET', setting_value: 'yes' }).execute();
      await enable(kit.staff.greenlineOwner, greenline.id, false);
      expect(await reported()).toEqual(['no']);
      await kit.db.kysely.deleteFrom('settings').where('setting_name', '=', 'WHEELCHAIR_ACCESSIBLE_FLEET').execute();
    } finally {
      await enable(kit.staff.riversideOwner, riverside.id, true);
      await enable(kit.staff.greenlineOwner, greenline.id, true);
    }
    expect(await reported()).toEqual(['yes']);
  });
});

describe('a booking asking for a wheelchair', () => {
  it('is refused for a vehicle that takes none, with the reason, and nothing is stored; the accessible vehicle books at its plain price', async () => {
    const form = journey({ wheel_chair: 'yes' });
    const saloon = (await quote(journey())).price_details.find((p) => p.company_id === kit.companyId.riverside && p.vehicle_type === 'Saloon')!;
    const bookingsBefore = await kit.db.kysely.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const refused = await kit.api.call('POST', OPERATIONS.createBooking.path, bookingBody(saloon, form, { registrationData: { ...guest, email: 'wheelchair-saloon@example.com' } }), { 'x-forwarded-for': nextAddress() });
    expect(refused).toMatchObject({ status: 422, body: { success: false, message: 'The Saloon cannot take a wheelchair. Choose a vehicle that does, or ask the office to arrange one.' } });
    const bookingsAfter = await kit.db.kysely.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(bookingsAfter.n)).toBe(Number(bookingsBefore.n));

    const booked = await kit.book('riverside', { form, changes: { registrationData: { ...guest, email: 'wheelchair-wav@example.com' } } });
    expect(booked.vehicle.vehicle_type).toBe('Wheelchair Accessible');
    const plain = (await quote(journey())).price_details.find((p) => p.vehicle_id === booked.vehicle.vehicle_id)!;
    expect(booked.amountPence).toBe(Math.round(plain.price) * 100);
  });
});

describe('assistance needs on the job page and the driver’s phone', () => {
  async function assigned(form: Record<string, unknown>, pick?: (p: PriceDetail) => boolean, kind: 'milleage' | 'hourly' = 'milleage') {
    await kit.moveClock(START);
    const booked = await kit.book('riverside', { form, kind, ...(pick ? { vehicle: pick } : {}) });
    const jobId = booked.jobIds[0]!;
    const driverId = await kit.addDriver('riverside');
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
    const page = await kit.job(kit.staff.riversideDispatcher, jobId);
    expect(page.status).toBe(200);
    const car = await driverJob(phone, jobId);
    expect(car.status).toBe(200);
    return { booked, page: page.body.data.extras, car: car.body.data.extras };
  }

  it('a wheelchair user who stays in the chair, with an assistance dog: both said plainly, neither charged', async () => {
    const { booked, page, car } = await assigned(journey({ wheel_chair: 'yes', assistance_dog: 'yes' }));
    expect(booked.vehicle.vehicle_type).toBe('Wheelchair Accessible');
    const needs = ['Wheelchair user — stays in the chair', 'Assistance dog'];
    expect(page).toMatchObject({ wheelchair: true, assistance_dog: true, needs });
    expect(car).toMatchObject({ wheelchair: true, assistance_dog: true, needs });
    const plain = (await quote(journey())).price_details.find((p) => p.vehicle_id === booked.vehicle.vehicle_id)!;
    expect(booked.amountPence).toBe(Math.round(plain.price) * 100);
    const stored = await kit.db.kysely.selectFrom('booking_details').select(['wheel_chair', 'assistance_dog']).where('booking_id', '=', booked.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ wheel_chair: 'yes', assistance_dog: 'yes' });
  });

  it('an assistance dog alone goes in any vehicle, a Saloon too, at the same price; a transfer vehicle says so', async () => {
    const dog = await assigned(journey({ assistance_dog: 'yes' }), (p) => p.vehicle_type === 'Saloon');
    expect(dog.page).toMatchObject({ wheelchair: false, assistance_dog: true, needs: [ASSISTANCE_WORDS.assistanceDog] });
    expect(dog.car.needs).toEqual([ASSISTANCE_WORDS.assistanceDog]);
    const saloon = (await quote(journey())).price_details.find((p) => p.vehicle_id === dog.booked.vehicle.vehicle_id)!;
    expect(dog.booked.vehicle.price).toBe(saloon.price);

    const mpv = await categoryOf('riverside', 'MPV');
    expect((await kit.staff.riversideOwner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: mpv.id }), { wheelchair: 'transfer' })).status).toBe(200);
    try {
      const transfer = await assigned(journey({ wheel_chair: 'yes' }), (p) => p.vehicle_type === 'MPV');
      expect(transfer.page.needs).toEqual([ASSISTANCE_WORDS.wheelchairTransfer]);
      expect(transfer.car.needs).toEqual(['Wheelchair user — transfers to a seat, chair folded and stowed']);
    } finally {
      expect((await kit.staff.riversideOwner.call('PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: mpv.id }), { wheelchair: 'none' })).status).toBe(200);
    }
  });

  it('an assistance dog on an hourly hire is stored and said on the job page and the phone; without it, none', async () => {
    const dog = await assigned(hourlyHire({ assistance_dog: 'yes' }), undefined, 'hourly');
    expect(dog.page).toMatchObject({ assistance_dog: true, needs: [ASSISTANCE_WORDS.assistanceDog] });
    expect(dog.car.needs).toEqual([ASSISTANCE_WORDS.assistanceDog]);
    const stored = await kit.db.kysely.selectFrom('booking_details').select('assistance_dog').where('booking_id', '=', dog.booked.id).executeTakeFirstOrThrow();
    expect(stored.assistance_dog).toBe('yes');
    const none = await assigned(hourlyHire(), undefined, 'hourly');
    expect(none.page).toMatchObject({ assistance_dog: false, needs: [] });
    const wrong = await kit.api.call('POST', OPERATIONS.calculateHourlyPrice.path, hourlyHire({ assistance_dog: 'woof' }), { 'x-forwarded-for': nextAddress() });
    expect(wrong.status).toBe(400);
  });

  it("reads '' or null as no dog, and refuses anything but yes or no", async () => {
    for (const value of ['', null]) {
      const { page } = await assigned(journey({ assistance_dog: value }));
      expect(page).toMatchObject({ assistance_dog: false, needs: [] });
    }
    const wrong = await kit.api.call('POST', OPERATIONS.calculateDistancePrice.path, journey({ assistance_dog: 'woof' }), { 'x-forwarded-for': nextAddress() });
    expect(wrong.status).toBe(400);
    expect(wrong.body, JSON.stringify(wrong.body)).toMatchObject({ success: false, message: expect.stringContaining('assistance_dog') });
  });
});

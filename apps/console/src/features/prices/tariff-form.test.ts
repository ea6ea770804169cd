import { describe, expect, it } from 'vitest';
import { tariffSchema } from '@kerbside/contract';
import type { Tariff } from '@kerbside/domain';
import { blankTariff, changedParts, formToTariff, sameTariff, tariffToForm } from './tariff-form';

/** The demo's Riverside saloon, with every optional part filled in. */
const SALOON: Tariff = {
  baseFarePence: 350,
  minimumFarePence: 1200,
  distanceBands: [
    { upToMiles: 10, perMilePence: 240 },
    { upToMiles: 50.5, perMilePence: 190 },
    { upToMiles: null, perMilePence: 160 },
  ],
  perStopPence: 500,
  hourlyRatePence: 3500,
  hourlyPrices: [{ hours: 8, pricePence: 25_000 }],
  airportPickupFeePence: 700,
  airportDropoffFeePence: 600,
  airportFees: [{ airport: 'LHR', pickupFeePence: 900, dropoffFeePence: 650 }],
  surcharges: [{ label: 'Night', days: [5, 6], fromMinute: 1320, toMinute: 360, percent: 20 }],
  dateSurcharges: [{ label: 'Christmas', dates: ['2026-12-25', '2026-12-26'], percent: 100 }],
  returnDiscountPercent: 5,
  fixedPrices: [
    { from: 'airport:LHR', to: 'postcode-area:W', pricePence: 5500, bothWays: true },
    { from: 'station:PAD', to: 'postcode-district:TW6', pricePence: 4200, bothWays: false },
  ],
  rounding: { toPence: 50, mode: 'up' },
};

describe('the tariff form', () => {
  it('shows money in pounds, times of day and the operator’s zone words', () => {
    const form = tariffToForm(SALOON);
    expect(form.baseFare).toBe('3.50');
    expect(form.bands.map((band) => [band.upToMiles, band.perMile])).toEqual([
      ['10', '2.40'],
      ['50.5', '1.90'],
      ['', '1.60'],
    ]);
    expect(form.surcharges[0]).toMatchObject({ from: '22:00', to: '06:00', days: [5, 6], percent: '20' });
    expect(form.fixedPrices.map((price) => [price.from, price.to])).toEqual([
      ['LHR', 'W'],
      ['station PAD', 'TW6'],
    ]);
    expect(form.dateSurcharges[0]?.dates).toBe('2026-12-25\n2026-12-26');
    expect(form.roundingStep).toBe('50');
  });

  it('gives back the very tariff it was filled from, which the contract accepts as it is', () => {
    const input = formToTariff(tariffToForm(SALOON));
    expect(input).toEqual(SALOON);
    expect(tariffSchema.parse(input)).toEqual(SALOON);
    expect(tariffSchema.parse(formToTariff(tariffToForm(blankTariff())))).toEqual(blankTariff());
  });

  it('takes what the operator typed: pounds without pence, zones in any case, British dates', () => {
    const form = tariffToForm(SALOON);
    form.bands[0]!.perMile = '2.5';
    form.baseFare = '£4';
    form.fixedPrices[0]!.to = 'sw';
    form.dateSurcharges[0]!.dates = '26/12/2026\n2026-12-24';
    form.surcharges[0]!.days = [6, 5, 0];
    form.surcharges[0]!.to = '00:00';
    const tariff = formToTariff(form);
    expect(tariff.distanceBands[0]?.perMilePence).toBe(250);
    expect(tariff.baseFarePence).toBe(400);
    expect(tariff.fixedPrices?.[0]?.to).toBe('postcode-area:SW');
    expect(tariff.dateSurcharges?.[0]?.dates).toEqual(['2026-12-24', '2026-12-26']);
    expect(tariff.surcharges?.[0]).toMatchObject({ days: [0, 5, 6], toMinute: 0 });
  });

  it('leaves the last band open whatever its upper box holds', () => {
    const form = tariffToForm(SALOON);
    form.bands[2]!.upToMiles = '99';
    expect(formToTariff(form).distanceBands[2]?.upToMiles).toBeNull();
  });

  it('sends what is no number as NaN, which the contract refuses with the message of that field', () => {
    const form = tariffToForm(SALOON);
    form.baseFare = 'three pounds';
    form.bands[1]!.upToMiles = '';
    form.fixedPrices[1]!.from = 'Heathrow';
    form.surcharges[0]!.from = '';
    const checked = tariffSchema.safeParse(formToTariff(form));
    expect(checked.success).toBe(false);
    const messages = Object.fromEntries((checked.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      baseFarePence: 'Enter an amount in pounds and pence, e.g. 12.50',
      'distanceBands.1.upToMiles': 'Enter the distance in miles where this band ends',
      'fixedPrices.1.from': 'Choose a place, an airport, a station, a postcode district or a postcode area',
      'surcharges.0.fromMinute': 'Choose a start time from 00:00 to 23:59',
    });
  });
});

describe('what the draft changes', () => {
  it('names the parts that differ from the published tariff, pound spellings aside', () => {
    const form = tariffToForm(SALOON);
    expect(changedParts(form, SALOON).size).toBe(0);
    form.baseFare = '3.5';
    expect(changedParts(form, SALOON).size).toBe(0);
    form.bands[0]!.perMile = '2.60';
    form.returnDiscount = '10';
    expect([...changedParts(form, SALOON)].sort()).toEqual(['distanceBands', 'returnDiscountPercent']);
  });

  it('counts every part as changed when the vehicle gains or loses its prices', () => {
    expect(changedParts(tariffToForm(SALOON), null).has('baseFarePence')).toBe(true);
    expect(changedParts(null, SALOON).has('distanceBands')).toBe(true);
    expect(changedParts(null, null).size).toBe(0);
  });

  it('sees two forms as the same tariff whatever their row keys', () => {
    const a = tariffToForm(SALOON);
    const b = { ...tariffToForm(SALOON), bands: tariffToForm(SALOON).bands.map((band, i) => ({ ...band, key: `other-${i}` })) };
    expect(sameTariff(a, b)).toBe(true);
    b.perStop = '5.01';
    expect(sameTariff(a, b)).toBe(false);
    expect(sameTariff(null, null)).toBe(true);
    expect(sameTariff(a, null)).toBe(false);
  });
});

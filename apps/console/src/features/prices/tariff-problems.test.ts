import { describe, expect, it } from 'vitest';
import { TARIFF_FIELD_MESSAGES } from '@kerbside/contract';
import { blankTariff, formToTariff, tariffToForm } from './tariff-form';
import { checkDraft, describeField, draftProblems, fieldOfPath, problemAt, tariffFieldId } from './tariff-problems';

describe('problems of a draft save, sorted to their vehicle and field', () => {
  it('reads the server’s paths with the vehicles in the order they were sent', () => {
    expect(problemAt('vehicles.1.tariff.distanceBands.1.upToMiles', 'm', [7, 9])).toEqual({ vehicleId: 9, field: 'distanceBands.1.upToMiles', message: 'm' });
    expect(problemAt('vehicles.0.vehicle_id', 'not ours', [7, 9])).toEqual({ vehicleId: 7, field: null, message: 'not ours' });
    expect(problemAt('revision', 'r', [7])).toEqual({ vehicleId: null, field: null, message: 'r' });
    expect(problemAt('vehicles.5.tariff.baseFarePence', 'm', [7])).toEqual({ vehicleId: null, field: null, message: 'm' });
  });

  it('shows one date or one day of a surcharge on its list', () => {
    expect(fieldOfPath('dateSurcharges.0.dates.3')).toBe('dateSurcharges.0.dates');
    expect(fieldOfPath('surcharges.2.days.1')).toBe('surcharges.2.days');
    expect(fieldOfPath('distanceBands.1.upToMiles')).toBe('distanceBands.1.upToMiles');
  });

  it('keeps the first message of each field of each vehicle', () => {
    const problems = draftProblems(
      { 'vehicles.0.tariff.baseFarePence': 'first', 'vehicles.1.tariff.dateSurcharges.0.dates.2': 'a date', 'vehicles.1.tariff.dateSurcharges.0.dates.4': 'another' },
      [3, 4],
    );
    expect(problems.list).toHaveLength(3);
    expect(problems.byVehicle.get(3)).toEqual({ baseFarePence: 'first' });
    expect(problems.byVehicle.get(4)).toEqual({ 'dateSurcharges.0.dates': 'a date' });
  });

  it('runs the contract’s rules in the console, with the server’s messages at the server’s paths', () => {
    const good = formToTariff(tariffToForm(blankTariff()));
    const form = tariffToForm({ ...blankTariff(), distanceBands: [{ upToMiles: 10, perMilePence: 200 }, { upToMiles: 5, perMilePence: 150 }, { upToMiles: null, perMilePence: 100 }] });
    form.perStop = '-1';
    const problems = checkDraft({ revision: 2, vehicles: [{ vehicle_id: 3, tariff: good }, { vehicle_id: 4, tariff: formToTariff(form) }, { vehicle_id: 5, tariff: null }] });
    expect(problems.byVehicle.get(3)).toBeUndefined();
    expect(problems.byVehicle.get(4)).toEqual({
      perStopPence: TARIFF_FIELD_MESSAGES.amountNegative,
      'distanceBands.1.upToMiles': TARIFF_FIELD_MESSAGES.bandOrder(2, 10),
    });
    expect(checkDraft({ revision: 2, vehicles: [{ vehicle_id: 3, tariff: good }] }).list).toEqual([]);
  });

  it('names each field’s element after its path', () => {
    expect(tariffFieldId(4, 'distanceBands.1.upToMiles')).toBe('tariff-4-distanceBands-1-upToMiles');
  });
});

describe('where a problem is, in the page’s words', () => {
  it('names rows by their number and fields by their label', () => {
    expect(describeField('distanceBands.1.upToMiles')).toBe('Band 2');
    expect(describeField('fixedPrices.0.from')).toBe('Route 1');
    expect(describeField('dateSurcharges.2.dates')).toBe('Date surcharge 3');
    expect(describeField('minimumFarePence')).toBe('Minimum fare');
    expect(describeField('distanceBands')).toBe('Distance bands');
    expect(describeField('rounding.toPence')).toBe('Rounding');
  });
});

import { describe, it, expect } from 'vitest';
import { defaultMileageForm } from './mileage-defaults';
import { defaultHourlyForm } from './hourly-defaults';
import { ERROR_TEXT, firstErrorField, validateHourly, validateMileage } from './form-validation';

const today = '2026-11-23';
const slot = (date: string) => ({ date, hour: '4pm', min: '05' });
const filled = () => ({
  ...defaultMileageForm(slot(today)),
  pickup: 'Oxford',
  dropoff: 'Heathrow Airport',
});

describe('validateMileage', () => {
  it('passes a complete one-way form', () => {
    expect(validateMileage(filled(), today)).toEqual({});
  });

  it('asks for both addresses', () => {
    expect(validateMileage({ ...filled(), pickup: ' ', dropoff: '' }, today)).toEqual({
      pickup: ERROR_TEXT.pickup,
      dropoff: ERROR_TEXT.dropoff,
    });
  });

  it('rejects a date before today and a missing date', () => {
    expect(validateMileage({ ...filled(), pickup_date: '2026-11-22' }, today).pickup_date).toBe(ERROR_TEXT.datePast);
    expect(validateMileage({ ...filled(), pickup_date: '' }, today).pickup_date).toBe(ERROR_TEXT.dateMissing);
    expect(validateMileage({ ...filled(), pickup_date: today }, today).pickup_date).toBeUndefined();
  });

  it('needs the return after the pickup', () => {
    const trip = { ...filled(), select_option: 'return' as const, pickup_hour: '3pm', pickup_min: '00' };
    const at = (return_date: string, return_hour: string, return_min: string) =>
      validateMileage({ ...trip, return_date, return_hour, return_min }, today).return_date;
    expect(at('2026-11-23', '3pm', '00')).toBe(ERROR_TEXT.returnBeforePickup);
    expect(at('2026-11-23', '2pm', '55')).toBe(ERROR_TEXT.returnBeforePickup);
    expect(at('2026-11-22', '11pm', '00')).toBe(ERROR_TEXT.returnBeforePickup);
    expect(at('2026-11-23', '3pm', '05')).toBeUndefined();
    expect(at('2026-11-24', '1am', '00')).toBeUndefined();
    expect(validateMileage({ ...trip, return_date: undefined }, today).return_date).toBe(ERROR_TEXT.returnMissing);
  });

  it('ignores return values on a one-way trip', () => {
    expect(validateMileage({ ...filled(), return_date: '2020-01-01', return_hour: '1am', return_min: '00' }, today)).toEqual({});
  });
});

describe('validateHourly', () => {
  it('needs a pickup, the main destination or area and a date from today', () => {
    expect(validateHourly(defaultHourlyForm(slot(today)), today)).toEqual({ pickup: ERROR_TEXT.pickup, main_destination: ERROR_TEXT.mainDestination });
    expect(validateHourly({ ...defaultHourlyForm(slot(today)), pickup: 'Soho', main_destination: '   ' }, today)).toEqual({
      main_destination: ERROR_TEXT.mainDestination,
    });
    expect(validateHourly({ ...defaultHourlyForm(slot('2026-11-01')), pickup: 'Soho', main_destination: 'As directed — central London' }, today)).toEqual({
      pickup_date: ERROR_TEXT.datePast,
    });
  });
});

describe('firstErrorField', () => {
  it('follows screen order', () => {
    expect(firstErrorField({ pickup_date: 'x', dropoff: 'y' }, ['pickup', 'dropoff', 'pickup_date'])).toBe('dropoff');
    expect(firstErrorField({}, ['pickup'])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { stepFromPath, stepTarget } from './step-guards';

const none = { hasPrices: false, hasVehicle: false, hasRegistration: false };
const prices = { ...none, hasPrices: true };
const vehicle = { ...prices, hasVehicle: true };
const all = { ...vehicle, hasRegistration: true };

describe('stepFromPath', () => {
  it('maps the booking screens to steps 1 to 4', () => {
    expect(stepFromPath('/')).toBe(1);
    expect(stepFromPath('/booktripview')).toBe(1);
    expect(stepFromPath('/quotationview')).toBe(2);
    expect(stepFromPath('/personalDetailView')).toBe(3);
    expect(stepFromPath('/paymentview')).toBe(4);
    expect(stepFromPath('/stripecheckout')).toBe(4);
  });
  it('gives 0 for other paths', () => {
    expect(stepFromPath('/contactus')).toBe(0);
    expect(stepFromPath('/nowhere')).toBe(0);
  });
});

describe('stepTarget', () => {
  it('sends Quotation home without prices', () => {
    expect(stepTarget(2, none)).toBe('/');
    expect(stepTarget(2, prices)).toBe('/quotationview');
  });
  it('sends Personal Detail to the quotation when only prices exist', () => {
    expect(stepTarget(3, none)).toBe('/');
    expect(stepTarget(3, prices)).toBe('/quotationview');
    expect(stepTarget(3, vehicle)).toBe('/personalDetailView');
  });
  it('sends Payment to the nearest earlier step', () => {
    expect(stepTarget(4, none)).toBe('/');
    expect(stepTarget(4, prices)).toBe('/quotationview');
    expect(stepTarget(4, vehicle)).toBe('/personalDetailView');
    expect(stepTarget(4, all)).toBe('/paymentview');
  });
  it('always allows step 1', () => {
    expect(stepTarget(1, none)).toBe('/');
  });
});

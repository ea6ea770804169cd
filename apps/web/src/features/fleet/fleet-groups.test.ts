import { describe, expect, it } from 'vitest';
import type { CompanyItem, Vehicle } from '@kerbside/contract';
import { groupFleet, groupHeading, vehicleCountLabel } from './fleet-groups';

const v = (id: number, company_id: number): Vehicle => ({
  tbms_vid: id,
  vehicle_img: `/media/vehicles/${id}.svg`,
  category_name: `Car ${id}`,
  seats: 4,
  hand_luggage: 2,
  luggage: 2,
  company_id,
  description: '',
});
const c = (id: number, company_name: string): CompanyItem => ({ id, company: { company_name } });

const ids = (vehicles: Vehicle[]) => vehicles.map((x) => x.tbms_vid);

describe('groupFleet', () => {
  it('groups vehicles by company in the company list order, keeping vehicle order', () => {
    const companies = [c(1, 'Kerbside Transfers'), c(2, 'Heathrow Cars')];
    const groups = groupFleet([v(1, 2), v(2, 1), v(3, 2), v(4, 1)], companies);
    expect(groups.map((g) => [g.companyId, g.companyName, ids(g.vehicles)])).toEqual([
      [1, 'Kerbside Transfers', [2, 4]],
      [2, 'Heathrow Cars', [1, 3]],
    ]);
  });

  it('leaves out companies without vehicles', () => {
    expect(groupFleet([v(1, 1)], [c(1, 'A'), c(2, 'B')]).map((g) => g.companyName)).toEqual(['A']);
  });

  it('puts vehicles of unknown or unnamed companies in one last group', () => {
    const groups = groupFleet([v(1, 9), v(2, 1), v(3, 8), v(4, 3)], [c(1, 'A'), c(3, '  ')]);
    expect(groups.map((g) => [g.companyName, ids(g.vehicles)])).toEqual([
      ['A', [2]],
      [null, [1, 3, 4]],
    ]);
  });

  it('keeps every vehicle together when the company list is missing', () => {
    const groups = groupFleet([v(1, 1), v(2, 2)], []);
    expect(groups).toHaveLength(1);
    expect(ids(groups[0]!.vehicles)).toEqual([1, 2]);
  });

  it('gives nothing for no vehicles', () => {
    expect(groupFleet([], [c(1, 'A')])).toEqual([]);
  });
});

describe('groupHeading', () => {
  it('names a company group, and an unknown group only beside others', () => {
    expect(groupHeading({ companyId: 1, companyName: 'A', vehicles: [] }, 2)).toBe('A');
    expect(groupHeading({ companyId: null, companyName: null, vehicles: [] }, 2)).toBe('More vehicles');
    expect(groupHeading({ companyId: null, companyName: null, vehicles: [] }, 1)).toBeNull();
  });
});

describe('vehicleCountLabel', () => {
  it('counts vehicle types', () => {
    expect(vehicleCountLabel(1)).toBe('1 vehicle type');
    expect(vehicleCountLabel(4)).toBe('4 vehicle types');
  });
});

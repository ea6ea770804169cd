import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@kerbside/contract';
import { uniqueCategories } from './fleet-section';

const v = (id: number, category_name: string): Vehicle => ({
  tbms_vid: id, vehicle_img: '', category_name, seats: 4, hand_luggage: 2, luggage: 2, company_id: 1, description: '',
});

describe('uniqueCategories', () => {
  it('keeps the first vehicle of each category, in order', () => {
    const out = uniqueCategories([v(1, 'Saloon'), v(2, 'MPV'), v(3, 'saloon '), v(4, 'Estate')]);
    expect(out.map((x) => x.tbms_vid)).toEqual([1, 2, 4]);
  });
});

import { describe, expect, it } from 'vitest';
import { FLEET_MESSAGES, VEHICLE_FIELD_MESSAGES, type VehicleCategory } from '@kerbside/contract';
import { categoryFormFrom, checkCategoryForm, emptyCategoryForm } from './category-form';

const typed = { ...emptyCategoryForm(''), name: ' Executive MPV ', seats: '6', luggage: ' 4 ', hand_luggage: '4', description: 'Leather seats.' };

const saloon: VehicleCategory = {
  id: 7,
  company: { id: 3, name: 'Riverside Executive Cars' },
  name: 'Saloon',
  seats: 4,
  luggage: 2,
  hand_luggage: 2,
  description: '',
  sort_order: 0,
  enabled: true,
  wheelchair: 'none',
  picture: { url: '/media/vehicles/saloon.svg', uploaded: false },
  priced: true,
};

describe('the category form', () => {
  it('sends what was typed as the request reads it: trimmed text, numbers, the order left out when empty', () => {
    expect(checkCategoryForm(typed, { editing: null, companyRequired: false })).toEqual({
      ok: true,
      save: { id: null, body: { name: 'Executive MPV', seats: 6, luggage: 4, hand_luggage: 4, description: 'Leather seats.', enabled: true, wheelchair: 'none' } },
    });
  });

  it("names each field's problem in the contract's words", () => {
    const check = checkCategoryForm({ ...typed, name: '', seats: '0', luggage: 'two', hand_luggage: '', sort_order: '1000' }, { editing: null, companyRequired: false });
    expect(check).toEqual({
      ok: false,
      errors: {
        name: VEHICLE_FIELD_MESSAGES.name,
        seats: VEHICLE_FIELD_MESSAGES.seats,
        luggage: VEHICLE_FIELD_MESSAGES.luggage,
        hand_luggage: VEHICLE_FIELD_MESSAGES.handLuggage,
        sort_order: VEHICLE_FIELD_MESSAGES.sortOrder,
      },
    });
  });

  it('sends what the vehicle takes for a wheelchair, and names a choice the contract does not know', () => {
    const check = checkCategoryForm({ ...categoryFormFrom(saloon), wheelchair: 'in_chair' }, { editing: saloon.id, companyRequired: false });
    expect(check.ok && check.save.body).toMatchObject({ wheelchair: 'in_chair' });
    expect(checkCategoryForm({ ...typed, wheelchair: 'ramp' }, { editing: null, companyRequired: false })).toEqual({ ok: false, errors: { wheelchair: VEHICLE_FIELD_MESSAGES.wheelchair } });
  });

  it('asks a platform admin for the company of a new category, and sends it as a number', () => {
    expect(checkCategoryForm(typed, { editing: null, companyRequired: true })).toEqual({ ok: false, errors: { company_id: FLEET_MESSAGES.companyRequired } });
    const check = checkCategoryForm({ ...typed, company_id: '12' }, { editing: null, companyRequired: true });
    expect(check.ok && check.save.body).toMatchObject({ company_id: 12 });
  });

  it('edits a category with every field of the form, and never its company', () => {
    const values = { ...categoryFormFrom(saloon), seats: '5', sort_order: '3' };
    expect(checkCategoryForm(values, { editing: saloon.id, companyRequired: true })).toEqual({
      ok: true,
      save: { id: 7, body: { name: 'Saloon', seats: 5, luggage: 2, hand_luggage: 2, description: '', sort_order: 3, wheelchair: 'none' } },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Driver } from '@kerbside/contract';
import { driverChoices } from './driver-choices';

const driver = (id: number, name: string, expiry: string, status: Driver['licence_status'] = 'valid'): Driver => ({
  id,
  company: { id: 1, name: 'Riverside' },
  name,
  vehicle_make: '',
  vehicle_colour: '',
  photo_url: null,
  licence_authority: '',
  licence_photo_url: null,
  dvla_licence_number: '',
  dvla_licence_expiry: null,
  dbs_check_date: null,
  vehicle_plate_number: '',
  vehicle_plate_expiry: null,
  mot_expiry: null,
  insurance_expiry: null,
  document_flags: [],
  mobile: '+447700900123',
  licence_number: 'PH 1',
  licence_expiry: expiry,
  licence_status: status,
  vehicle_registration: 'AB12 CDE',
  vehicle_category: 'Saloon',
  email: null,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('the drivers a job may be given', () => {
  it('lists those who can drive it first, by name, then the others disabled with the reason', () => {
    const choices = driverChoices(
      [driver(1, 'Zoe', '2030-01-01'), driver(2, 'Amir', '2024-01-31', 'expired'), driver(3, 'Bea', '2026-05-01', 'expires_soon'), driver(4, 'Cal', '2031-01-01')],
      '2026-05-02',
    );
    expect(choices).toEqual([
      { id: 4, label: 'Cal · AB12 CDE · Saloon', unavailable: null },
      { id: 1, label: 'Zoe · AB12 CDE · Saloon', unavailable: null },
      { id: 2, label: 'Amir · AB12 CDE · Saloon (licence expired 31 Jan 2024)', unavailable: 'licence expired 31 Jan 2024' },
      { id: 3, label: 'Bea · AB12 CDE · Saloon (licence ends 1 May 2026, before the pick-up)', unavailable: 'licence ends 1 May 2026, before the pick-up' },
    ]);
  });

  it('lets a licence valid on the pick-up day through (the expiry day is the last valid one)', () => {
    expect(driverChoices([driver(1, 'Zoe', '2026-05-02', 'expires_soon')], '2026-05-02')[0]!.unavailable).toBeNull();
  });
});

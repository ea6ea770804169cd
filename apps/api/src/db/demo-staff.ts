/**
 * Console logins of the demo companies, listed in the README. Their password is published, so they
 * are marked demo: they sign in only from a browser on the machine the site runs on, never with
 * NODE_ENV=production (staff-sessions.service.ts).
 */
export const DEMO_STAFF_PASSWORD = 'kerbside-demo';

export const DEMO_STAFF = [
  { company: 'riverside', role: 'owner', name: 'Rita Owens', email: 'owner@riverside-cars.example' },
  { company: 'riverside', role: 'dispatcher', name: 'Dev Patel', email: 'dispatch@riverside-cars.example' },
  { company: 'skyline', role: 'owner', name: 'Sam Okafor', email: 'owner@skyline-transfers.example' },
  { company: 'skyline', role: 'dispatcher', name: 'Dana Kowalski', email: 'dispatch@skyline-transfers.example' },
  { company: 'greenline', role: 'owner', name: 'Gwen Hughes', email: 'owner@greenline-hire.example' },
  { company: 'greenline', role: 'dispatcher', name: 'Gary Lim', email: 'dispatch@greenline-hire.example' },
  { company: null, role: 'platform_admin', name: 'Pat Admin', email: 'admin@kerbside.example' },
] as const;

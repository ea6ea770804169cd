import { describe, expect, it } from 'vitest';
import { groupNavItems, isCurrentArea, navGroupsFor, NAV_ITEMS, type NavItem } from './nav-items';

const labels = (items: readonly NavItem[]) => items.map((item) => item.label);
const item = (to: string) => NAV_ITEMS.find((candidate) => candidate.to === to);
const prices: NavItem = item('/prices') ?? { to: '/prices', label: 'Prices', icon: 'fleet', roles: ['owner', 'dispatcher', 'platform_admin'] };

describe('navGroupsFor', () => {
  it('puts the daily areas in the first group and the setup areas, in menu order, in the second', () => {
    const { daily, setup } = navGroupsFor('owner');
    expect(labels(daily)).toEqual(['New booking', 'Bookings', 'Drivers', 'Map', 'Enquiries', 'Messages']);
    expect(labels(setup)).toEqual(expect.arrayContaining(['Staff', 'Fleet', 'Company', 'Settings', 'Places', 'Audit log']));
    expect(labels(setup)[0]).toBe('Staff');
    expect(labels(setup).at(-1)).toBe('Audit log');
  });

  it('leaves out what a dispatcher may not open', () => {
    const { daily, setup } = navGroupsFor('dispatcher');
    expect(labels(daily)).toEqual(['New booking', 'Bookings', 'Drivers', 'Map', 'Enquiries', 'Messages']);
    expect(labels(setup)).toEqual(expect.arrayContaining(['Fleet', 'Company', 'Settings', 'Places']));
    expect(labels(setup)).not.toContain('Staff');
    expect(labels(setup)).not.toContain('Audit log');
  });

  it('shows Erasure requests to the platform admin only', () => {
    expect(labels(navGroupsFor('platform_admin').setup)).toContain('Erasure requests');
    expect(labels(navGroupsFor('owner').setup)).not.toContain('Erasure requests');
    expect(labels(navGroupsFor('dispatcher').setup)).not.toContain('Erasure requests');
  });

  it('files Prices under setup, between Staff and Fleet as listed', () => {
    const listed = NAV_ITEMS.includes(prices) ? NAV_ITEMS : [...NAV_ITEMS.slice(0, 7), prices, ...NAV_ITEMS.slice(7)];
    expect(labels(groupNavItems(listed).daily)).toEqual(['New booking', 'Bookings', 'Drivers', 'Map', 'Enquiries', 'Messages']);
    expect(labels(groupNavItems(listed).setup)).toEqual(['Staff', 'Prices', 'Fleet', 'Company', 'Settings', 'Places', 'Complaints', 'Lost property', 'Erasure requests', 'Audit log']);
  });
});

describe('isCurrentArea', () => {
  it('marks an area on its own address and the addresses under it, not on a look-alike', () => {
    expect(isCurrentArea(item('/mail')!, '/mail')).toBe(true);
    expect(isCurrentArea(item('/mail')!, '/mail/12')).toBe(true);
    expect(isCurrentArea(item('/enquiries')!, '/enquiries/contact/3')).toBe(true);
    expect(isCurrentArea(item('/mail')!, '/mailbox')).toBe(false);
    expect(isCurrentArea(item('/mail')!, '/enquiries')).toBe(false);
  });

  it('marks Bookings on a job page', () => {
    expect(isCurrentArea(item('/bookings')!, '/jobs/42')).toBe(true);
    expect(isCurrentArea(item('/drivers')!, '/jobs/42')).toBe(false);
  });

  it('marks Prices on its versions and on a version', () => {
    expect(isCurrentArea(prices, '/prices/versions')).toBe(true);
    expect(isCurrentArea(prices, '/prices/versions/3')).toBe(true);
    expect(isCurrentArea(prices, '/places')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditActionsOf, auditSummary, type AuditFacts } from './audit-summary.js';
import { auditListQuerySchema } from './audit.js';

const facts = (action: string, detail: Record<string, unknown> = {}, more: Partial<AuditFacts> = {}): AuditFacts => ({
  action,
  subjectType: action.split('.')[0]!,
  subjectId: 7,
  detail,
  ...more,
});

describe('auditSummary', () => {
  it('says what a setting became, in the setting’s words', () => {
    expect(auditSummary(facts('setting.changed', { name: 'NAVBAR_OUR_FLEET_PAGE', from: 'enable', to: 'disable' }))).toBe('“Our Fleet” in the menu: on → off');
    expect(auditSummary(facts('setting.changed', { name: 'MEET_AND_GREET', from: '15', to: '12.50' }))).toBe('Meet and greet: £15.00 → £12.50');
    expect(auditSummary(facts('setting.changed', { name: 'GRACE_TIME', from: null, to: '90' }))).toBe('Booking notice: unset → 90 minutes');
    expect(auditSummary(facts('setting.changed', { name: 'OLD_ONE', from: 'a', to: 'b' }))).toBe('Setting OLD_ONE: a → b');
  });

  it('names the booking of a job, its leg and the driver', () => {
    expect(auditSummary(facts('job.accepted', { booking_number: 'KB-7Q4M-2XHD', leg: 'outbound' }))).toBe('Accepted job KB-7Q4M-2XHD');
    expect(auditSummary(facts('job.driver_assigned', { booking_number: 'KB-7Q4M-2XHD', leg: 'return', driver_name: 'Sam Hill' }))).toBe(
      'Assigned Sam Hill to job KB-7Q4M-2XHD (return)',
    );
    expect(auditSummary(facts('job.cancelled', { booking_number: 'KB-1', reason: 'Asked by phone' }))).toBe('Cancelled job KB-1: Asked by phone');
    expect(auditSummary(facts('job.completed', {}))).toBe('Completed job #7');
  });

  it('words the steps at the kerb, a step confirmed early with its reason, and a driver assigned to a new job', () => {
    expect(auditSummary(facts('job.arrived', { booking_number: 'KB-1' }))).toBe('Driver arrived for job KB-1');
    expect(auditSummary(facts('job.on_board', { booking_number: 'KB-1', leg: 'return' }))).toBe('Passenger on board for job KB-1 (return)');
    expect(auditSummary(facts('job.on_the_way', { booking_number: 'KB-1', early_minutes: 150, reason: 'From Luton' }))).toBe(
      'Driver on the way for job KB-1, 2 hours before the pick-up time: From Luton',
    );
    expect(auditSummary(facts('job.completed', { booking_number: 'KB-1', early_minutes: 45, reason: 'Short hop' }))).toBe('Completed job KB-1, 45 minutes before the pick-up time: Short hop');
    expect(auditSummary(facts('job.driver_assigned', { booking_number: 'KB-1', driver_name: 'Sam Hill', accepted: true }))).toBe('Accepted and assigned Sam Hill to job KB-1');
    expect(auditActionLabel('job.arrived')).toBe('Driver arrived');
    expect(auditActionLabel('job.on_board')).toBe('Passenger on board');
  });

  it('words refunds, invitations, roles and changed fields', () => {
    expect(auditSummary(facts('booking.refunded', { booking_number: 'KB-1', amount_pence: 1250 }))).toBe('Refunded £12.50 of booking KB-1');
    expect(auditSummary(facts('staff.invited', { email: 'dana@example.com', role: 'dispatcher' }))).toBe('Invited dana@example.com as dispatcher');
    expect(auditSummary(facts('staff.role_changed', { from: 'dispatcher', to: 'owner' }, { subjectName: 'Dev Patel' }))).toBe(
      'Staff member Dev Patel: role dispatcher → owner',
    );
    expect(auditSummary(facts('driver.updated', { mobile: { from: 'a', to: 'b' }, vehicle_category: { from: 'x', to: 'y' } }, { subjectName: 'Dan' }))).toBe(
      'Driver Dan: changed mobile, vehicle category',
    );
    expect(auditSummary(facts('enquiry.status_changed', { from: 'new', to: 'in_progress' }))).toBe('Enquiry #7: new → in progress');
  });

  it('words additions, removals and (de)activations as a verb and the subject', () => {
    expect(auditSummary(facts('driver.created', { name: 'Dan Driver', mobile: '+447700900123' }))).toBe('Added driver Dan Driver');
    expect(auditSummary(facts('driver.deactivated', {}, { subjectName: 'Dan Driver' }))).toBe('Deactivated driver Dan Driver');
    expect(auditSummary(facts('saved_place.deleted', {}))).toBe('Removed saved place #7');
    expect(auditSummary(facts('tariff.published', { version: 3 }))).toBe('Published prices #7');
    expect(auditSummary(facts('mail.retried', { kind: 'booking_confirmation' }))).toBe('Retried mail #7');
  });

  it('reads an action it does not know as its words, with the subject’s name when the detail has one', () => {
    expect(auditSummary(facts('vehicle.picture_changed', { name: 'Saloon' }))).toBe('Vehicle picture changed: Vehicle category Saloon');
    expect(auditSummary(facts('widget.polished', {}, { subjectType: 'widget' }))).toBe('Widget polished: Widget #7');
  });
});

describe('action labels', () => {
  it('labels known actions and words unknown ones', () => {
    expect(auditActionLabel('setting.changed')).toBe('Setting changed');
    expect(auditActionLabel('widget.polished_twice')).toBe('Widget polished twice');
  });

  it('lists the actions of a subject', () => {
    expect(auditActionsOf('staff')).toContain('staff.role_changed');
    expect(auditActionsOf('setting')).toEqual(['setting.changed']);
    expect(auditActionsOf('nothing')).toEqual([]);
  });
});

describe('auditListQuerySchema', () => {
  it('reads the filters liberally and refuses what is not one', () => {
    expect(auditListQuerySchema.parse({ subject: 'setting', action: 'setting.changed', staff_id: '4', from: '2026-01-01', q: ' fleet ', company_id: 'none', cursor: '' })).toEqual({
      subject: 'setting',
      action: 'setting.changed',
      staff_id: 4,
      from: '2026-01-01',
      q: 'fleet',
      company_id: 'none',
    });
    for (const bad of [{ subject: 'planet' }, { action: 'DROP TABLE' }, { staff_id: '-1' }, { from: '2026-02-30' }, { q: 'a\u0000' }, { company_id: 'all' }]) {
      expect(auditListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { historyText, historyWho } from './history-text';

const entry = (action: string, detail: Record<string, unknown>, staff: { id: number; name: string } | null = { id: 1, name: 'Dev Patel' }) => ({
  id: 1,
  at: '2026-03-07T10:00:00.000Z',
  action,
  staff,
  detail,
});

describe('a job history entry', () => {
  it('says what happened, to which leg', () => {
    expect(historyText(entry('job.accepted', { leg: 'outbound' }))).toBe('Accepted');
    expect(historyText(entry('job.on_the_way', { leg: 'return' }))).toBe('Marked on the way (return leg)');
    expect(historyText(entry('job.completed', {}))).toBe('Completed');
    expect(historyText(entry('job.no_show', {}))).toBe('Marked a no-show');
  });

  it('says what staff changed of the booking, and the new total', () => {
    expect(historyText(entry('job.changed_by_staff', { leg: 'outbound', changes: ['Pickup moved to Fri 4 Dec, 14:15', '3 passengers (was 2)'], new_amount_pence: 7100 }))).toBe(
      'Changed: Pickup moved to Fri 4 Dec, 14:15; 3 passengers (was 2). New total £71.00',
    );
  });

  it('names the steps at the kerb, and how early a confirmed step was, with its reason', () => {
    expect(historyText(entry('job.arrived', { leg: 'outbound' }))).toBe('Driver arrived');
    expect(historyText(entry('job.on_board', { leg: 'return' }))).toBe('Passenger on board (return leg)');
    expect(historyText(entry('job.on_the_way', { early_minutes: 150, reason: 'Coming from Luton' }))).toBe('Marked on the way, 2 hours before the pick-up time: Coming from Luton');
    expect(historyText(entry('job.completed', { early_minutes: 2970, reason: 'Entered late' }))).toBe('Completed, 2 days before the pick-up time: Entered late');
    expect(historyText(entry('job.on_board', { early_minutes: 0, reason: 'Came out early' }))).toBe('Passenger on board, 0 minutes before the pick-up time: Came out early');
    expect(historyText(entry('job.no_show', { early_minutes: -4, reason: 'Passenger phoned: not coming' }))).toBe('Marked a no-show, 4 minutes after the pick-up time: Passenger phoned: not coming');
    expect(historyText(entry('job.arrived', { arrival_mail: false, minutes_late: 95 }))).toBe('Driver arrived, recorded late: the passenger was not mailed');
    expect(historyText(entry('job.extra_added', { kind: 'waiting', minutes: 25, charged_minutes: 15, amount_pence: 450 }))).toBe('Waiting time, 25 minutes (15 charged): £4.50 added');
    expect(historyText(entry('job.extra_added', { kind: 'parking', amount_pence: 650, note: 'Heathrow T5', leg: 'return' }))).toBe('Parking: £6.50 added (Heathrow T5) (return leg)');
    expect(historyText(entry('job.extra_added', { kind: 'cash', amount_pence: 5100 }))).toBe('Cash taken by the driver: £51.00 recorded');
  });

  it('says when assigning a driver accepted the job too', () => {
    expect(historyText(entry('job.driver_assigned', { driver_name: 'Sam Carter', registration: 'AB12 CDE', accepted: true }))).toBe('Accepted and driver assigned: Sam Carter (AB12 CDE)');
  });

  it('names the driver and the one replaced', () => {
    expect(historyText(entry('job.driver_assigned', { driver_name: 'Sam Carter', registration: 'AB12 CDE' }))).toBe('Driver assigned: Sam Carter (AB12 CDE)');
    expect(historyText(entry('job.driver_assigned', { driver_name: 'Sam', registration: 'X1', previous_driver_name: 'Jo' }))).toBe(
      'Driver assigned: Sam (X1), instead of Jo',
    );
  });

  it('gives the reason and the money of a cancellation or a refund', () => {
    expect(historyText(entry('job.cancelled', { reason: 'Passenger called', refund_pence: 3000 }))).toBe('Cancelled: Passenger called. Refunded £30.00');
    expect(historyText(entry('job.cancelled', { reason: 'Duplicate' }))).toBe('Cancelled: Duplicate');
    expect(historyText(entry('booking.refunded', { amount_pence: 1250, reason: 'Late' }))).toBe('Refunded £12.50: Late');
  });

  it('says a booking was taken by phone, and the price agreed with its reason', () => {
    expect(historyText(entry('booking.taken_by_staff', { asap: true, payment: 'car' }))).toBe('Booked by phone, ASAP');
    expect(historyText(entry('booking.taken_by_staff', { asap: false }))).toBe('Booked by phone');
    expect(historyText(entry('booking.taken_by_staff', { asap: false, channel: 'in_person' }))).toBe('Booked in person');
    expect(historyText(entry('job.record_corrected', { field: 'driver_licence', old_value: 'PHD 12', new_value: 'PHD 0012', reason: 'Mistyped' }))).toBe(
      "Booking record corrected: driver's PHV licence number “PHD 12” → “PHD 0012” (Mistyped)",
    );
    expect(historyText(entry('job.record_updated', { field: 'main_destination', old_value: '', new_value: 'As directed', reason: 'Caller said' }))).toBe('Booking record: main destination set to “As directed” (Caller said)');
    expect(historyText(entry('booking.price_set', { tariff_pence: 6100, agreed_pence: 5000, reason: 'Regular customer' }))).toBe(
      'Price agreed: £50.00 instead of the tariff’s £61.00 (Regular customer)',
    );
  });

  it('shows an action it does not know as it is, and who did it', () => {
    expect(historyText(entry('job.something_new', {}))).toBe('job.something_new');
    expect(historyWho(entry('job.accepted', {}))).toBe('Dev Patel');
    expect(historyWho(entry('booking.created', {}, null))).toBe('System');
    expect(historyWho(entry('job.cancelled', { actor: 'passenger', passenger_email: 'ada@example.com' }, null))).toBe('The passenger');
  });

  it('says what became of a card pay link', () => {
    expect(historyText(entry('booking.pay_link_sent', { kind: 'fare', amount_pence: 4200, again: false }))).toBe('Card pay link for £42.00 mailed');
    expect(historyText(entry('booking.pay_link_sent', { kind: 'fare', amount_pence: 4200, again: true }))).toBe('Card pay link for £42.00 mailed again');
    expect(historyText(entry('booking.pay_link_withdrawn', { kind: 'fare', amount_pence: 4200 }))).toBe('Card pay link for £42.00 withdrawn');
    expect(historyText(entry('booking.paid_by_link', { kind: 'fare', amount_pence: 4200, actor: 'passenger' }))).toBe('Paid £42.00 by card with the pay link');
  });
});

describe('the history of an offer to a driver', () => {
  it('names the driver and how it ended, and the driver as who did it on their phone', () => {
    expect(historyWho(entry('job.driver_assigned', { driver_name: 'Sam Driver', actor: 'driver', actor_driver_name: 'Sam Driver' }, null))).toBe('Sam Driver (driver)');
    expect(historyWho(entry('job.offer_timed_out', { driver_name: 'Sam Driver' }, null))).toBe('System');
    expect(historyText(entry('job.offered', { driver_name: 'Sam Driver', seconds: 60 }))).toBe('Offered to Sam Driver, 60 s to answer');
    expect(historyText(entry('job.offered', { driver_name: 'Sam Driver', seconds: 60, automatic: true }))).toBe('Offered automatically to Sam Driver, 60 s to answer');
    expect(historyText(entry('job.offer_accepted', { driver_name: 'Sam Driver' }))).toBe('Offer accepted by Sam Driver on their phone');
    expect(historyText(entry('job.offer_declined', { driver_name: 'Sam Driver', leg: 'return' }))).toBe('Declined by Sam Driver (return leg)');
    expect(historyText(entry('job.offer_timed_out', { driver_name: 'Sam Driver', seconds: 60 }))).toBe('No answer from Sam Driver in 60 s');
    expect(historyText(entry('job.offer_withdrawn', { driver_name: 'Sam Driver' }))).toBe('Offer to Sam Driver withdrawn');
  });
});

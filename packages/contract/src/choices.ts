/** Choices of the hourly and mileage forms (spec §5), free of zod so the home page stays light. */
import { LIMITS } from './limits.js';

export const HOURLY_DURATIONS = Array.from(
  { length: LIMITS.hourlyDurationHours.max - LIMITS.hourlyDurationHours.min + 1 },
  (_, i) => `${i + LIMITS.hourlyDurationHours.min}hour`,
);
/** Hour choices in the order spec §5 lists them: 1am … 12am, then 1pm … 12pm. */
export const HOURLY_HOURS = [
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}am`),
  ...Array.from({ length: 12 }, (_, i) => `${i + 1}pm`),
];
export const MINUTE_CHOICES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'));

export function durationHours(pickupDuration: string): number {
  return Number.parseInt(pickupDuration, 10);
}

/** Contact form query reasons (spec §5); the first is the default. */
export const QUERY_REASONS = ['Booking', 'Invoice', 'Complaint', 'Lost Item', 'Other'] as const;

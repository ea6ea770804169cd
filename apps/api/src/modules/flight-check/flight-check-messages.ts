/** What the visitor reads under the flight number field: calm, exact, British English. */
import { airportName } from '@kerbside/domain';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-12-03' → '3 December'. */
export function dayText(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/** 'LGW' → 'Gatwick'; a code we have no name for stays a code. */
export const airportText = (code: string): string => airportName(code) ?? code;

/** 'New York JFK', 'Edinburgh' (a UK airport's own name), 'JFK', or null. */
export function originText(code: string | null, city: string | null): string | null {
  if (code && airportName(code)) return airportName(code);
  if (city && code) return `${city} ${code}`;
  return city ?? code;
}

export function checkedMessage(flight: string, origin: string | null, due: string | null, state: string): string {
  const from = origin ? ` from ${origin}` : '';
  if (state === 'cancelled') return `${flight}${from} is shown as cancelled. Please check with your airline.`;
  if (state === 'diverted') return `${flight}${from} is shown as diverted. Please check with your airline.`;
  if (state === 'landed') return `${flight}${from}, landed ${due ?? ''}`.trimEnd();
  return due ? `${flight}${from}, due ${due}` : `${flight}${from}`;
}

export const otherAirportMessage = (flight: string, airport: string, date: string, landsAt: string): string =>
  `${flight} does not land at ${airportText(airport)} on ${dayText(date)}: it lands at ${airportText(landsAt)}.`;

export const notFoundMessage = (flight: string, date: string): string => `We could not find flight ${flight} on ${dayText(date)}.`;

export const unreadableMessage = (typed: string): string => `We could not read “${typed}” as a flight number. Flight numbers look like BA 283.`;

/**
 * A flight number as a passenger types it ('ba 283', 'BA0283', 'BAW283', 'u2 8123') read as an
 * airline designator and a number: IATA (two characters, e.g. 'BA', 'U2') or ICAO (three letters,
 * e.g. 'BAW', 'EZY'). Leading zeros of the number are dropped ('BA0283' is BA283), spaces, dots
 * and hyphens ignored. The ident is what a flight-status provider is asked for.
 */
export interface FlightNumber {
  /** 'BA283', 'BAW283', 'U28123'. */
  ident: string;
  designator: string;
  /** 'iata': a two-character airline code; 'icao': three letters. */
  kind: 'iata' | 'icao';
  /** Without leading zeros, with an operational suffix letter if any ('283', '12A'). */
  number: string;
}

// Three letters first: 'BAW283' is ICAO, never IATA 'BA' with 'W283'. A two-character IATA code
// has at least one letter ('U2', '3U', 'BA'), so 'B283' is Belavia's B2 83; the number is one to four
// digits after any leading zeros, and a suffix letter.
const FLIGHT_NUMBER = /^(?:([A-Z]{3})|([A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]))0*([0-9]{1,4})([A-Z]?)$/;

export function parseFlightNumber(input: string): FlightNumber | null {
  const compact = input.toUpperCase().replace(/[\s.-]/g, '');
  const match = FLIGHT_NUMBER.exec(compact);
  if (!match) return null;
  const [, icao, iata, digits = '', suffix = ''] = match;
  if (Number(digits) === 0) return null;
  const number = `${digits}${suffix}`;
  const designator = (icao ?? iata)!;
  return { ident: `${designator}${number}`, designator, kind: icao ? 'icao' : 'iata', number };
}

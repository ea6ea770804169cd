/**
 * Spec §5: the flight/station field shows when the address contains the word airport or
 * terminal, as a whole word in any case ('Heathrow Terminal 5', 'Gatwick Airport'; not
 * 'Terminalville'). Plurals count too ('Airports').
 */
export function needsFlightNumber(address: string): boolean {
  return /\b(airport|terminal)s?\b/i.test(address);
}

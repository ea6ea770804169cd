/** How the manage page says the passenger's texts. */
/** '+447700900123' → '+44 7700 900123', as a UK mobile is read aloud; any other number as stored. */
export function spacedNumber(e164: string): string {
  const uk = /^\+44(7\d{3})(\d{6})$/.exec(e164);
  return uk ? `+44 ${uk[1]} ${uk[2]}` : e164;
}

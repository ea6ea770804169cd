/**
 * The demo operator's saved places (spec §7 ai-addresses), loaded by the seed. Real addresses;
 * coordinates of the entrance or forecourt to about 100 m. Airport addresses say 'Airport' or
 * 'Terminal' so the website shows its flight-number field.
 */
export interface SavedPlaceSeed {
  address: string;
  lat: number;
  lon: number;
  postcode: string | null;
  kind: 'airport' | 'station' | 'hotel';
}

export const SAVED_PLACES_SEED: SavedPlaceSeed[] = [
  { kind: 'airport', address: 'Heathrow Airport Terminal 2, Hounslow TW6 1EW', postcode: 'TW6 1EW', lat: 51.4695, lon: -0.451 },
  { kind: 'airport', address: 'Heathrow Airport Terminal 3, Hounslow TW6 1QG', postcode: 'TW6 1QG', lat: 51.4711, lon: -0.4592 },
  { kind: 'airport', address: 'Heathrow Airport Terminal 4, Hounslow TW6 3XA', postcode: 'TW6 3XA', lat: 51.459, lon: -0.4463 },
  { kind: 'airport', address: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA', postcode: 'TW6 2GA', lat: 51.4722, lon: -0.4886 },
  { kind: 'airport', address: 'Gatwick Airport North Terminal, Gatwick RH6 0PJ', postcode: 'RH6 0PJ', lat: 51.1622, lon: -0.1772 },
  { kind: 'airport', address: 'Gatwick Airport South Terminal, Gatwick RH6 0NP', postcode: 'RH6 0NP', lat: 51.1565, lon: -0.1616 },
  { kind: 'airport', address: 'London Stansted Airport, Bassingbourn Road, Stansted CM24 1QW', postcode: 'CM24 1QW', lat: 51.8894, lon: 0.2625 },
  { kind: 'airport', address: 'London Luton Airport, Airport Way, Luton LU2 9LY', postcode: 'LU2 9LY', lat: 51.8793, lon: -0.3762 },
  { kind: 'airport', address: 'London City Airport, Hartmann Road, London E16 2PX', postcode: 'E16 2PX', lat: 51.5036, lon: 0.0495 },
  { kind: 'station', address: "King's Cross Station, Euston Road, London N1 9AL", postcode: 'N1 9AL', lat: 51.5320, lon: -0.1233 },
  { kind: 'station', address: 'St Pancras International Station, Euston Road, London N1C 4QP', postcode: 'N1C 4QP', lat: 51.5317, lon: -0.1263 },
  { kind: 'station', address: 'Euston Station, Euston Road, London NW1 2RT', postcode: 'NW1 2RT', lat: 51.5282, lon: -0.1337 },
  { kind: 'station', address: 'Paddington Station, Praed Street, London W2 1HB', postcode: 'W2 1HB', lat: 51.5154, lon: -0.1755 },
  { kind: 'station', address: 'Victoria Station, Terminus Place, London SW1V 1JU', postcode: 'SW1V 1JU', lat: 51.4952, lon: -0.1441 },
  { kind: 'station', address: 'Waterloo Station, Waterloo Road, London SE1 8SW', postcode: 'SE1 8SW', lat: 51.5031, lon: -0.1132 },
  { kind: 'station', address: 'Liverpool Street Station, Liverpool Street, London EC2M 7PY', postcode: 'EC2M 7PY', lat: 51.5178, lon: -0.0823 },
  { kind: 'station', address: 'London Bridge Station, Tooley Street, London SE1 9SP', postcode: 'SE1 9SP', lat: 51.5048, lon: -0.0863 },
  { kind: 'station', address: 'Marylebone Station, Melcombe Place, London NW1 6JJ', postcode: 'NW1 6JJ', lat: 51.5225, lon: -0.1631 },
  { kind: 'station', address: 'Charing Cross Station, Strand, London WC2N 5HF', postcode: 'WC2N 5HF', lat: 51.5080, lon: -0.1247 },
  { kind: 'station', address: 'Fenchurch Street Station, London EC3M 4AJ', postcode: 'EC3M 4AJ', lat: 51.5115, lon: -0.0786 },
  { kind: 'station', address: 'Cannon Street Station, Cannon Street, London EC4N 6AP', postcode: 'EC4N 6AP', lat: 51.5113, lon: -0.0904 },
  { kind: 'hotel', address: 'The Savoy, Strand, London WC2R 0EZ', postcode: 'WC2R 0EZ', lat: 51.5104, lon: -0.1204 },
  { kind: 'hotel', address: 'The Ritz London, 150 Piccadilly, London W1J 9BR', postcode: 'W1J 9BR', lat: 51.507, lon: -0.1416 },
  { kind: 'hotel', address: 'The Dorchester, 53 Park Lane, London W1K 1QA', postcode: 'W1K 1QA', lat: 51.5073, lon: -0.152 },
  { kind: 'hotel', address: "Claridge's, Brook Street, London W1K 4HR", postcode: 'W1K 4HR', lat: 51.5125, lon: -0.1479 },
  { kind: 'hotel', address: 'The Langham, 1C Portland Place, London W1B 1JA', postcode: 'W1B 1JA', lat: 51.5179, lon: -0.1439 },
];

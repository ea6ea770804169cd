// Hand-written airport tables for the offline gazetteer (our own work, no third-party data).
// Coordinates are the terminal forecourts, read off public maps to about 100 m; postcodes are the
// ones the airports publish for drop-off. Where a terminal-level postcode is not published we give
// the airport's general postcode, or only its district.

/** Main passenger airports: post town, postcode and terminal coordinates (refines airport-data-js). */
export const AIRPORT_ADDRESSES = {
  LHR: { town: 'Hounslow', postcode: 'TW6', lat: 51.47, lon: -0.4543 },
  LGW: { town: 'Gatwick', postcode: 'RH6', lat: 51.1537, lon: -0.1821 },
  MAN: { town: 'Manchester', postcode: 'M90 1QX', lat: 53.365, lon: -2.2727 },
  STN: { town: 'Stansted', postcode: 'CM24 1QW', lat: 51.8894, lon: 0.2625 },
  LTN: { town: 'Luton', postcode: 'LU2 9LY', lat: 51.8793, lon: -0.3762 },
  LCY: { town: 'London', postcode: 'E16 2PX', lat: 51.5036, lon: 0.0495 },
  SEN: { town: 'Southend-on-Sea', postcode: 'SS2 6YF', lat: 51.5703, lon: 0.6933 },
  BHX: { town: 'Birmingham', postcode: 'B26 3QJ', lat: 52.4524, lon: -1.7337 },
  EDI: { town: 'Edinburgh', postcode: 'EH12 9DN', lat: 55.948, lon: -3.3637 },
  GLA: { town: 'Paisley', postcode: 'PA3 2SW', lat: 55.869, lon: -4.4337 },
  PIK: { town: 'Prestwick', postcode: 'KA9 2PL', lat: 55.5094, lon: -4.5867 },
  BRS: { town: 'Bristol', postcode: 'BS48 3DY', lat: 51.3826, lon: -2.7186 },
  LPL: { town: 'Liverpool', postcode: 'L24 1YD', lat: 53.3336, lon: -2.8497 },
  NCL: { town: 'Newcastle upon Tyne', postcode: 'NE13 8BZ', lat: 55.0375, lon: -1.6917 },
  LBA: { town: 'Leeds', postcode: 'LS19 7TU', lat: 53.8659, lon: -1.6606 },
  EMA: { town: 'Derby', postcode: 'DE74 2SA', lat: 52.8311, lon: -1.3281 },
  SOU: { town: 'Southampton', postcode: 'SO18 2NL', lat: 50.9503, lon: -1.3568 },
  ABZ: { town: 'Aberdeen', postcode: 'AB21 7DU', lat: 57.2019, lon: -2.1978 },
  INV: { town: 'Inverness', postcode: 'IV2 7JB', lat: 57.5425, lon: -4.0475 },
  BFS: { town: 'Belfast', postcode: 'BT29 4AB', lat: 54.6575, lon: -6.2158 },
  BHD: { town: 'Belfast', postcode: 'BT3 9JH', lat: 54.6181, lon: -5.8725 },
  CWL: { town: 'Barry', postcode: 'CF62 3BD', lat: 51.3967, lon: -3.3433 },
  EXT: { town: 'Exeter', postcode: 'EX5 2BD', lat: 50.7344, lon: -3.4139 },
  BOH: { town: 'Christchurch', postcode: 'BH23 6SE', lat: 50.78, lon: -1.8425 },
  NQY: { town: 'Newquay', postcode: 'TR8 4RQ', lat: 50.4406, lon: -4.9954 },
  NWI: { town: 'Norwich', postcode: 'NR6 6JA', lat: 52.6758, lon: 1.2828 },
  MME: { town: 'Darlington', postcode: 'DL2 1LU', lat: 54.5092, lon: -1.4294 },
  HUY: { town: 'Grimsby', postcode: 'DN39 6YH', lat: 53.5744, lon: -0.3508 },
};

/**
 * Terminals of the airports that have more than one. `label` is the terminal's own name, `short`
 * what people call the airport, `code` the short terminal code people type (T5, North).
 */
export const TERMINALS = [
  { id: 'LHR-T2', iata: 'LHR', short: 'Heathrow', label: 'Terminal 2', code: 'T2', extra: ["Queen's Terminal"], town: 'Hounslow', postcode: 'TW6 1EW', lat: 51.4695, lon: -0.451 },
  { id: 'LHR-T3', iata: 'LHR', short: 'Heathrow', label: 'Terminal 3', code: 'T3', extra: [], town: 'Hounslow', postcode: 'TW6 1QG', lat: 51.4711, lon: -0.4592 },
  { id: 'LHR-T4', iata: 'LHR', short: 'Heathrow', label: 'Terminal 4', code: 'T4', extra: [], town: 'Hounslow', postcode: 'TW6 3XA', lat: 51.459, lon: -0.4463 },
  { id: 'LHR-T5', iata: 'LHR', short: 'Heathrow', label: 'Terminal 5', code: 'T5', extra: [], town: 'Hounslow', postcode: 'TW6 2GA', lat: 51.4722, lon: -0.4886 },
  { id: 'LGW-N', iata: 'LGW', short: 'Gatwick', label: 'North Terminal', code: 'North', extra: [], town: 'Gatwick', postcode: 'RH6 0PJ', lat: 51.1622, lon: -0.1772 },
  { id: 'LGW-S', iata: 'LGW', short: 'Gatwick', label: 'South Terminal', code: 'South', extra: [], town: 'Gatwick', postcode: 'RH6 0NP', lat: 51.1565, lon: -0.1616 },
  { id: 'MAN-T1', iata: 'MAN', short: 'Manchester', label: 'Terminal 1', code: 'T1', extra: [], town: 'Manchester', postcode: 'M90 1QX', lat: 53.3651, lon: -2.2728 },
  { id: 'MAN-T2', iata: 'MAN', short: 'Manchester', label: 'Terminal 2', code: 'T2', extra: [], town: 'Manchester', postcode: 'M90 1QX', lat: 53.3675, lon: -2.2689 },
  { id: 'MAN-T3', iata: 'MAN', short: 'Manchester', label: 'Terminal 3', code: 'T3', extra: [], town: 'Manchester', postcode: 'M90 1QX', lat: 53.3624, lon: -2.2731 },
];

/** Listed with scheduled service in airport-data-js but closed or without passenger flights. */
export const AIRPORTS_EXCLUDED = ['PME', 'WEM', 'FKH'];

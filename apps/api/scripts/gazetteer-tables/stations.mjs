// Hand-written additions to the uk-railway-stations data (our own work): the published postcodes
// of the busiest stations, so their suggestions carry a postcode, and official spellings where
// the dataset drops an apostrophe.

/** CRS code -> { town, postcode } */
export const STATION_ADDRESSES = {
  KGX: { town: 'London', postcode: 'N1 9AL' },
  STP: { town: 'London', postcode: 'N1C 4QP' },
  EUS: { town: 'London', postcode: 'NW1 2RT' },
  PAD: { town: 'London', postcode: 'W2 1HB' },
  VIC: { town: 'London', postcode: 'SW1V 1JU' },
  WAT: { town: 'London', postcode: 'SE1 8SW' },
  LST: { town: 'London', postcode: 'EC2M 7PY' },
  LBG: { town: 'London', postcode: 'SE1 9SP' },
  MYB: { town: 'London', postcode: 'NW1 6JJ' },
  CHX: { town: 'London', postcode: 'WC2N 5HF' },
  FST: { town: 'London', postcode: 'EC3M 4AJ' },
  CST: { town: 'London', postcode: 'EC4N 6AP' },
  BHM: { town: 'Birmingham', postcode: 'B2 4QA' },
  EDB: { town: 'Edinburgh', postcode: 'EH1 1BB' },
  GLC: { town: 'Glasgow', postcode: 'G1 3SL' },
  LDS: { town: 'Leeds', postcode: 'LS1 4DY' },
  LIV: { town: 'Liverpool', postcode: 'L1 1JD' },
  BRI: { town: 'Bristol', postcode: 'BS1 6QF' },
  CDF: { town: 'Cardiff', postcode: 'CF10 1EP' },
  YRK: { town: 'York', postcode: 'YO24 1AB' },
  NCL: { town: 'Newcastle upon Tyne', postcode: 'NE1 5DL' },
  RDG: { town: 'Reading', postcode: 'RG1 1LZ' },
};

/** Stations the traveller thinks of as major: ranked above the ~2,600 others. */
export const MAJOR_STATIONS = [
  ...Object.keys(STATION_ADDRESSES),
  'MAN', 'MCV', 'MCO', 'GLQ', 'SHF', 'NOT', 'LEI', 'DBY', 'CBG', 'OXF', 'BTN', 'MKC', 'PBO',
  'COV', 'BHI', 'GTW', 'SSD', 'LTN', 'MIA', 'HXX', 'HWV', 'HAF', 'SOU', 'SAC', 'EXD', 'PLY', 'SWA',
  'ABD', 'INV', 'DEE', 'PRE', 'CRE', 'WVH', 'BFR', 'CTK', 'SRA', 'CLJ', 'EBD', 'AFK',
];

export const STATION_NAME_FIXES = {
  KGX: "London King's Cross",
};

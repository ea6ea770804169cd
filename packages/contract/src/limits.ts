/** Limits of spec §5 and §9, shared by the forms and the server schemas. */
export const LIMITS = {
  passengers: { min: 0, max: 50 },
  luggages: { min: 0, max: 20 },
  handLuggages: { min: 0, max: 20 },
  babySeats: { min: 0, max: 15 },
  boosterSeats: { min: 0, max: 15 },
  specialLuggage: { min: 0, max: 15 },
  waitingMinutes: { min: 0, max: 100, step: 5 },
  minuteStep: 5,
  hourlyDurationHours: { min: 4, max: 24 },
  vehicleQuantity: { min: 1, max: 6 },
  quoteForm: { passengers: { min: 1, max: 50 }, luggages: { min: 0, max: 20 } },
  stops: { max: 5 },
  addressText: { max: 300 },
  autocomplete: { minChars: 2, maxSuggestions: 5, radiusMeters: 50_000 },
  stopLookupWindowDegrees: 0.1,
} as const;

export const FALLBACK_LOCATION = { lat: 51.5074, lon: -0.1278 } as const;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const KM_PER_MILE = 1.60934;
export const URGENT_DIALOG_CLOSE_MS = 3_000;
export const URGENT_REDIRECT_MS = 1_000;
export const SUCCESS_TOAST_MS = 1_500;
export const SUGGESTION_HIDE_MS = 200;
export const MOBILE_MAX_WIDTH_PX = 768;

/** User-facing texts of spec §8, used verbatim by the website and, where the server says them, the API. */
export const MESSAGES = {
  loadingContent: 'Please wait while loading content',
  fetchingPrices: 'Please wait while fetching prices',
  capacityPrefix:
    "Sorry we don't have any vehicle with requested options, the following limits are exceeded: ",
  passengersExceeded: (n: number) => `Passengers exceeded by ${n}`,
  luggageExceeded: (n: number) => `Luggage exceeded by ${n}`,
  handLuggageExceeded: (n: number) => `Hand Luggage exceeded by ${n}`,
  bookingFormMissing: 'BookingForm data is missing.',
  hourlyFormMissing: 'HourlyRateForm data is missing.',
  addressBanned: 'Address is banned',
  withinGracePeriod: 'Pickup time is within the grace period',
  urgentTitle: 'Urgent Booking!',
  errorTitle: 'Error',
} as const;

/** The two price errors that send the visitor to the manual quote form. */
export const URGENT_ERRORS: readonly string[] = [MESSAGES.addressBanned, MESSAGES.withinGracePeriod];

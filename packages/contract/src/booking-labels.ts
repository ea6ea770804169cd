/**
 * How a booking's stored codes read to people: the thank-you screen, the booking mails and the
 * corporate area all say the same words. The API's values stay as spec §3 and §9 define them
 * (ride_type 'Q' or 'H', payment_method 'car' or 'card'); only what is shown is chosen here.
 * Free of zod, so pages that only show a booking stay light.
 */

/** ride_type 'Q' is a mileage journey from A to B; anything else is an hourly hire. */
export const bookingTypeLabel = (rideType: string): string => (rideType === 'Q' ? 'Transfer' : 'Hourly hire');

/** The wording of the Payment screen: 'Pay in Car' for payment_method 'car', else 'Pay by Card'. */
export const paymentMethodLabel = (method: string): string => (method === 'car' ? 'Pay in Car' : 'Pay by Card');


import {
  ADDRESS_BANNED,
  BOOKING_FORM_MISSING,
  HOURLY_FORM_MISSING,
  LOADING_CONTENT,
  WITHIN_GRACE_PERIOD,
} from './first-load-messages.js';

/** User-facing texts of spec §8, used verbatim by the website and, where the server says them, the API. */
export const MESSAGES = {
  loadingContent: LOADING_CONTENT,
  fetchingPrices: 'Please wait while fetching prices',
  capacityPrefix:
    "Sorry we don't have any vehicle with requested options, the following limits are exceeded: ",
  passengersExceeded: (n: number) => `Passengers exceeded by ${n}`,
  luggageExceeded: (n: number) => `Luggage exceeded by ${n}`,
  handLuggageExceeded: (n: number) => `Hand Luggage exceeded by ${n}`,
  bookingFormMissing: BOOKING_FORM_MISSING,
  hourlyFormMissing: HOURLY_FORM_MISSING,
  addressBanned: ADDRESS_BANNED,
  withinGracePeriod: WITHIN_GRACE_PERIOD,
  urgentTitle: 'Urgent Booking!',
  errorTitle: 'Error',

  // Personal details, checked in this order on Next (spec §5)
  emailRequired: 'Enter Passenger Email to receive booking details',
  passwordRequired: 'Enter Password for booking',
  privacyRequired: 'Please Accept Our Privacy Policies',
  termsRequired: 'Please Accept Our Term and Conditions',
  emailFound: 'Email found. Proceeding to payment.',
  emailNotFound: 'Email not found in the system, Enter new email inside new client or try with another email',
  emailCheckFailed: 'An error occurred while checking email: ',

  // Card payment
  paymentFailed: 'Payment failed',
  paymentIntentFailed: 'Payment failed. Please try again.',
  /** The API's answer to a card payment or card booking while SHOWCARD is not 'yes' (spec §2 Payment). */
  cardPaymentsOff: 'Pay by Card is not available at the moment. Please choose Pay in Car.',

  // Thank-you screen
  thankYou: 'Thank You',
  bookingConfirmed: 'Your Booking is Confirmed!',
  emailSent: 'You have received an email for all your booking details',

  // Quote Now and Contact Us
  quoteSent: 'Your booking has been sent!',
  quoteFailed: 'There was a problem sending your booking.',
  contactSent: 'Form Submitted – Your form has been submitted successfully!. Thank You for Contacting',
  contactFailed: 'Submission Failed',

  // Corporate sign-in, profile and password reset
  loginSuccess: 'Login Successfully',
  loginInvalid: 'Invalid credentials. Please try again.',
  tryLater: 'An error occurred. Please try again later.',
  profileUpdated: 'Passenger Details Updated',
  resetEmailNotFound: 'Email not found',
  resetCodeSent: 'A reset code has been sent to your email.',
  resetCodeVerified: 'Code verified successfully',
  resetCodeExpired: 'Reset code has expired',
  resetCodeInvalid: 'Invalid reset code',
  passwordsDoNotMatch: 'Passwords do not match',
  resetFailed: 'An error occurred while resetting the password',
  passwordReset: 'Password has been reset successfully',

  // Corporate account security: email and password changes, signing out everywhere
  currentPasswordRequired: 'Enter your current password to change your email',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. You have been signed out on your other devices.',
  emailChangedSignedOut: 'Your email has been changed. You have been signed out on your other devices.',
  signOutEverywhereFailed: 'We could not sign you out everywhere. Please try again.',
} as const;

/** How far a party is over a vehicle, per limit (the domain's CapacityOverage). */
export interface CapacityOverageCounts {
  passengers: number;
  luggage: number;
  handLuggage: number;
}

/** The exceeded limits of spec §8, only those above 0: 'Passengers exceeded by 2, Luggage exceeded by 1'. */
export function overageList(over: CapacityOverageCounts): string {
  const parts: string[] = [];
  if (over.passengers > 0) parts.push(MESSAGES.passengersExceeded(over.passengers));
  if (over.luggage > 0) parts.push(MESSAGES.luggageExceeded(over.luggage));
  if (over.handLuggage > 0) parts.push(MESSAGES.handLuggageExceeded(over.handLuggage));
  return parts.join(', ');
}

/** Spec §8's capacity error: no vehicle takes the party. */
export const capacityMessage = (over: CapacityOverageCounts): string => MESSAGES.capacityPrefix + overageList(over);

/** What a refused caller reads with a 429; the server adds how long to wait. */
export const LIMIT_MESSAGES = {
  requests: 'Too many requests from your connection.',
  placeSearch: 'Too many address searches from your connection.',
  prices: 'Too many price requests from your connection.',
  flightChecks: 'Too many flight checks from your connection.',
  /** The console's address suggestions and price check, counted per session as well as per address. */
  sessionPlaceSearch: 'Too many address searches from this console session.',
  sessionPrices: 'Too many price checks from this console session.',
  sessionCallerSearch: 'Too many caller lookups from this console session.',
  messages: 'You have sent several messages in a short time. To reach us sooner, please call.',
  bookings: 'Too many bookings from your connection in a short time. To book sooner, please call us.',
  payments: 'Too many payment attempts from your connection.',
  paymentSteps: 'Too many requests about this payment.',
  passwords: 'Too many attempts.',
  accountChecks: 'Too many account checks from your connection.',
  staffEmailChecks: 'Too many invitations to emails that already have a console login.',
  bookingLookups: 'Too many booking searches. To find your booking sooner, use the link in your confirmation email or call us.',
  exports: 'Too many exports and run sheets in a short time.',
  driverSignInLinks: 'Too many sign-in links sent to this driver in a short time.',
  driverSignInLinksPerSession: 'Too many sign-in links sent from this console session.',
  driverSignIns: 'Too many sign-in attempts from your connection.',
  driverPositions: 'Too many position updates from your connection.',
  driverPositionsPerSession: 'Too many position updates from this phone.',
  driverChangesPerSession: 'Too many updates from this phone in a minute. They are kept and sent again shortly.',
} as const;

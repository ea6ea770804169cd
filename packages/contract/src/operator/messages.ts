/** What the console shows, from the operator API's answers: one place for each text. */
export const OPERATOR_MESSAGES = {
  signInFailed: 'Wrong email or password.',
  demoLoginRemote: 'Demo logins work only in a browser on the machine the site runs on, and never in production. Ask your owner for an invitation.',
  signedOut: 'You have signed out.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  csrf: 'Missing or invalid CSRF token. Reload the page and try again.',
  forbidden: 'Your role cannot do this.',
  notFound: 'Not found.',

  // Staff and invitations
  inviteInvalid: 'This link has expired or was already used.',
  /** The same for an email of the owner's own staff, another company's or a platform admin: it tells no one whose it is. */
  staffEmailTaken: 'This email already has a console login, with your company or another. If they are not in your staff list, invite them with another email address.',
  inviteCompanyRequired: 'Choose the company to invite them into.',
  alreadySignedUp: 'They have already set a password: there is nothing to resend.',
  inviteInactive: 'They are deactivated: reactivate them first.',
  ownAccount: 'You cannot change your own role or deactivate yourself. Ask another owner.',
  lastOwner: 'A company needs at least one active owner who has set a password. Make someone else an owner first.',
  platformAdminOnServer: 'Platform admins are managed on the server with `npm run staff`.',
  passwordIsEmail: 'Choose a password that is not your email address.',

  // Drivers
  driverCompanyRequired: 'Choose the company of the driver.',
  driverHasNoEmail: 'This driver has no email address. Add one to the driver’s details, then send the sign-in link.',
  driverInactiveForSignIn: 'This driver is deactivated. Reactivate them before sending a sign-in link.',
  driverSessionEnded: 'The session is ended.',
  signInLinkSent: 'Sign-in link sent.',
  nothingToChange: 'Nothing to change.',
  unknownVehicleCategory: (names: readonly string[]) =>
    names.length > 0 ? `Choose a vehicle category of the fleet: ${names.join(', ')}.` : 'The company has no vehicle categories yet.',

  // Enquiries and mail
  enquiryWithoutEmail: 'This enquiry gave no email address to reply to. Call them instead.',
  noSuchCompany: 'There is no active company with that id.',
  mailNotFailed: 'Only a failed mail can be retried: this one is not failed.',
  mailWithheld: 'Withheld: mail of this kind may hold a sign-in code or link, so its text is not shown.',

  // Bookings board
  jobChanged: 'This job was changed by someone else meanwhile. Reload it and try again.',
  driverInactive: 'This driver is not active. Choose another driver.',
  fieldGivenAndCleared: (field: string) => `\`${field}\` is both given and in \`clear\`: send one or the other.`,
  driverBusy: 'This driver already has a job at that time. Assign anyway?',
  notCardPaid: 'This booking is paid in the car: there is no card payment to refund.',
  refundedInFull: 'This booking has been refunded in full already.',
  refundTooLarge: (maxText: string) => `At most ${maxText} can be refunded.`,
  refundRefused: (providerMessage: string) => `The card provider refused the refund: ${providerMessage} Nothing was changed.`,
  refundUnavailable: 'Card payments are unavailable right now, so nothing was refunded or changed. Try again in a few minutes.',
  /** Another refund, cancellation, change or capture of the same booking is being made (one at a time per booking). */
  moneyBusy: "This booking's payment is being changed at this moment (a refund, a cancellation or the passenger's own change), so nothing was done. Reload the booking to see it as it is now, then try again.",
  badCursor: 'This page of the list is no longer valid. Start again from the first page.',
  searchTooShort: 'Type at least 3 characters, or choose From and To dates no more than 7 days apart.',
  dateOrder: 'The start date must be on or before the end date.',
  exportRange: (days: number) => `Choose a date range of at most ${days} days.`,
  exportRunning: 'Your last export or run sheet is still being prepared. Try again once it has arrived.',
  companyExportsRunning: (count: number) => `${count} exports or run sheets of your company are being prepared already. Try again in a few seconds.`,
  exportsBusy: 'Many exports are being prepared on this server just now. Try again in a few seconds.',
} as const;

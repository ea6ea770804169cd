/** Sample Quote Now and Contact Us forms, with markup in them to show it is escaped in mails. */
import type { ContactMessage, QuoteRequest } from '@kerbside/contract';

export const quote: QuoteRequest = {
  pickup_address: 'Heathrow Terminal 5, TW6 2GA',
  dropoff_address: '221B Baker Street, London NW1 6XE',
  pickup_date: '2026-12-24',
  pickup_time: '07:45',
  passenger_email: 'visitor@example.test',
  passenger_phone: '07700 900456',
  passenger_name: 'Grace <b>Hopper</b> & Co',
  additional_info: 'Two child seats, please.\nFlight BA 117.',
  passengers: 3,
  luggages: 4,
};

export const contact: ContactMessage = {
  firstName: 'Ada',
  lastName: "O'Neill",
  email: 'ada@example.test',
  telephone: '+44 20 7946 0018',
  queryReason: 'Lost Item',
  bookingNumber: '98765',
  comments: 'I left an umbrella <script>alert(1)</script> in the car.',
};

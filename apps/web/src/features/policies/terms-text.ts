/** The default terms and conditions of a private-hire booking made through this website. */
import { contactLines, type OperatorDetails, type PolicyDocument } from './policy-document';

/** The waiting terms as the settings hold them (`waitingTerms` of WAITING_FREE_MINUTES and WAITING_PRICE_PER_MINUTE). */
export interface WaitingTerms {
  freeMinutes: number;
  pencePerMinute: number;
}

/** Waiting at the pickup in words, from the settings staff charge it by: no airport rule, no flight tracking. */
export function waitingParagraph({ freeMinutes, pencePerMinute }: WaitingTerms, currency: string): string {
  const free =
    freeMinutes > 0
      ? `The driver waits up to ${freeMinutes} ${freeMinutes === 1 ? 'minute' : 'minutes'} after the booked pickup time free of charge.`
      : 'Waiting at the pickup counts from the booked pickup time.';
  const charged =
    pencePerMinute > 0
      ? ` Waiting time you booked is included in the price; further waiting is charged at ${currency}${(pencePerMinute / 100).toFixed(2)} a minute, paid in the car.`
      : ' Waiting time you booked is included in the price; further waiting is not charged.';
  return `${free}${charged} If the driver cannot find you and cannot reach you, the booking may be treated as a no-show.`;
}

export function termsAndConditions(operator: OperatorDetails, waiting: WaitingTerms, currency: string): PolicyDocument {
  const { name } = operator;
  return {
    title: 'Terms and Conditions',
    intro: [
      `These terms apply to every journey booked with ${name} through this website. Please read them before you ` +
        'book; by booking you accept them.',
    ],
    sections: [
      {
        id: 'about-us',
        heading: 'About us',
        paragraphs: [
          `Journeys are provided by licensed private hire operators, with drivers and vehicles licensed by their ` +
            'licensing authority. The operator carrying out your journey is named on your booking confirmation. ' +
            'Private hire vehicles must be booked in advance: they cannot be hailed in the street.',
        ],
      },
      {
        id: 'booking',
        heading: 'Booking and confirmation',
        items: [
          'Your booking is accepted, and our contract with you made, when we show your booking reference and send ' +
            'your confirmation email.',
          'Please check the journey, times, passengers, luggage and extras on your confirmation, and tell us at once ' +
            'if anything is wrong.',
          'Give a phone number on which you or the passenger can be reached on the day.',
          'To change a booking, contact us as early as you can. A change may change the price.',
        ],
      },
      {
        id: 'prices',
        heading: 'Prices and payment',
        items: [
          'The price is the one shown when you book, for the journey, vehicle, times and extras you chose. Prices are ' +
            'in pounds sterling and include VAT where it applies.',
          'Changes you ask for on the day, such as an extra stop, another destination or waiting beyond the time ' +
            'included, may be charged at our usual rates.',
          'Pay in car: pay the driver the booked price at the end of the journey.',
          'Pay by card: your card is charged the total shown when you book, through our payment processor.',
        ],
      },
      {
        id: 'waiting',
        heading: 'Waiting time',
        paragraphs: [waitingParagraph(waiting, currency)],
      },
      {
        id: 'cancellations',
        heading: 'Cancellations and refunds',
        items: [
          'Each operator sets its own cancellation terms: free of charge until a number of hours before the pickup, ' +
            'then a fee of a share of the fare. Your booking’s page (Manage booking) shows the terms of your booking ' +
            'and what cancelling would cost before you confirm.',
          'A no-show may be charged in full.',
          'If we cancel or cannot provide your journey, you pay nothing and any card payment is refunded in full.',
          'Refunds go back to the card you paid with, normally within 5 to 10 working days.',
          'The 14-day cancellation period of the Consumer Contracts Regulations 2013 does not apply to passenger ' +
            'transport services booked for a set date.',
        ],
      },
      {
        id: 'passengers',
        heading: 'Passengers and conduct',
        items: [
          'No more passengers may travel than the vehicle has seats, and everyone must wear a seat belt.',
          'Smoking and vaping are not allowed in the vehicle.',
          'The driver may refuse to carry, or end the journey of, anyone who is violent, abusive or a danger to the ' +
            'driver or others. The full price is then due.',
          'If a passenger soils or damages the vehicle, we may charge the cost of cleaning or repair.',
          'Assistance dogs travel free of charge.',
        ],
      },
      {
        id: 'luggage',
        heading: 'Luggage',
        items: [
          'Tell us how many bags you bring when you book, so that we send a vehicle with room for them. The driver ' +
            'may refuse luggage that cannot be carried safely.',
          'Special luggage, such as bicycles, golf clubs, skis or prams, must be booked in advance.',
          'You are responsible for your belongings. Items left in a vehicle are kept for you to collect: contact us.',
        ],
      },
      {
        id: 'child-seats',
        heading: 'Children and child seats',
        paragraphs: [
          'Baby and booster seats can be booked as extras when you book; please book one for every child who needs ' +
            'one. If you bring your own, you are responsible for fitting it. A child must travel with an adult unless ' +
            'we have agreed otherwise.',
        ],
      },
      {
        id: 'liability',
        heading: 'Delays and our responsibility',
        items: [
          'We plan every journey to arrive on time, but we are not responsible for delays caused by traffic, weather, ' +
            'road closures or other events beyond our reasonable control. Please allow enough time for flights and ' +
            'trains.',
          'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms ' +
            'or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable.',
          'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for ' +
            'fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights.',
        ],
      },
      {
        id: 'licensing',
        heading: 'Licensing',
        paragraphs: [
          'Operators, drivers and vehicles hold the private hire licences that the law requires, and operators keep ' +
            'a record of every booking as their licence requires. If you have a complaint about a journey, please ' +
            'contact us first; if it is not resolved, you may contact the licensing authority that licensed the ' +
            'operator.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact and complaints',
        paragraphs: [`Contact ${name}:`],
        items: contactLines(operator),
      },
      {
        id: 'law',
        heading: 'Changes and governing law',
        paragraphs: [
          'We may update these terms; the version shown when you book applies to that booking. These terms are ' +
            'governed by the law of England and Wales, and the courts of England and Wales may hear any dispute. If ' +
            'you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
        ],
      },
    ],
  };
}

/** The default privacy policy (UK GDPR and the Data Protection Act 2018) for a private-hire booking site. */
import { contactLines, type OperatorDetails, type PolicyDocument } from './policy-document';

export function privacyPolicy(operator: OperatorDetails): PolicyDocument {
  const { name } = operator;
  return {
    title: 'Privacy Policy',
    intro: [
      `This policy explains how ${name} uses the personal data you give us when you ask for a price, book a journey, ` +
        'open an account or contact us through this website, and the rights you have over it.',
    ],
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          `${name} ("we", "us") is the controller of your personal data under the UK General Data Protection ` +
            'Regulation (UK GDPR) and the Data Protection Act 2018. You can reach us about your data at:',
        ],
        items: contactLines(operator),
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        items: [
          'Journey details: pickup and drop-off addresses, stops, dates and times, flight or train numbers, the number ' +
            'of passengers and bags, and the extras you choose (meet and greet, baby or booster seats, wheelchair, ' +
            'special luggage, waiting time).',
          'Your details: first name, surname, email address, phone number and any additional information you type, ' +
            'such as a hotel room number.',
          'The passenger’s name, email address and phone number, if someone else travels.',
          'Account details, if you open an account: your email address and password. We keep only a secure hash of ' +
            'the password, never the password itself.',
          'Payment details: card payments are made to our payment processor, which receives your card details ' +
            'directly. We do not see or keep your full card number; we keep the payment reference, amount and status.',
          'Messages you send us through the Contact Us and Quote Now forms.',
          'Technical data: your IP address and the pages you ask for, kept in our server logs to protect the website ' +
            'from abuse. If you allow your browser to share your location, we use it only to suggest nearby addresses.',
        ],
        after: [
          'While you book, this website keeps your journey and details in your browser’s local storage so that you ' +
            'can go back a step without typing them again. They are removed from your browser when your booking is ' +
            'confirmed. Your password is never kept there.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Why we use it and our lawful bases',
        items: [
          'To price, book and carry out your journey, send your confirmation and let the driver contact you or the ' +
            'passenger: this is needed for our contract with you (UK GDPR article 6(1)(b)).',
          'To keep the booking records that a licensed private hire operator must keep, and to meet our other legal ' +
            'duties such as tax and accounting: legal obligation (article 6(1)(c)).',
          'To answer your enquiries, handle complaints and lost property, prevent fraud and keep the website secure: ' +
            'our legitimate interests in running a safe, reliable service (article 6(1)(f)).',
          'If you tell us about a wheelchair or other accessibility need, we use it only to send a suitable vehicle ' +
            'and driver, with your explicit consent, which you can withdraw at any time (article 9(2)(a)).',
        ],
        after: ['We do not send you marketing unless you have agreed to it, and we do not sell your personal data.'],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        items: [
          'The licensed private hire operator and the driver who carry out your journey: the passenger’s name and ' +
            'phone number and the journey details they need.',
          'Our payment processor, to take card payments and prevent payment fraud.',
          'Companies that host this website and send our emails, under contracts that let them use your data only ' +
            'on our instructions.',
          'The licensing authority, the police or others when the law requires it, or to protect someone’s safety.',
        ],
        after: [
          'If a provider handles your data outside the UK, we make sure it is protected as UK law requires, for ' +
            'example by UK adequacy regulations or the International Data Transfer Agreement.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        items: [
          'Booking records: for as long as our private hire operator licence requires (at least 12 months after the ' +
            'journey), and records of payments for six years for tax and accounting.',
          'Your account: until you ask us to close it, then as for booking records.',
          'Enquiries and messages: up to 12 months after we last reply.',
          'Server logs: a few weeks, unless we need them to look into abuse.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: ['You have the right to:'],
        items: [
          'ask for a copy of the personal data we hold about you;',
          'have inaccurate data corrected;',
          'have your data deleted, where we no longer need to keep it;',
          'restrict or object to our use of your data;',
          'receive the data you gave us in a portable format;',
          'withdraw your consent at any time, where we rely on it.',
        ],
        after: [
          'To use any of these rights, contact us using the details above. It is free, and we reply within one month.',
        ],
      },
      {
        id: 'complaints',
        heading: 'Complaints',
        paragraphs: [
          'If you are unhappy with how we have used your data, please tell us first so that we can put it right. You ' +
            'can also complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator: ' +
            'ico.org.uk/make-a-complaint or 0303 123 1113.',
        ],
      },
      {
        id: 'security',
        heading: 'Keeping your data safe',
        paragraphs: [
          'This website uses encrypted connections, passwords are stored only as secure hashes, and only the people ' +
            'who need your data to arrange your journey can see it.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: ['We may update this policy. The version on this page is the one that applies.'],
      },
    ],
  };
}

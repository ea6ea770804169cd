import { describe, expect, it } from 'vitest';
import { contactLines, type OperatorDetails, type PolicyDocument } from './policy-document';
import { privacyPolicy } from './privacy-policy-text';
import { termsAndConditions, waitingParagraph } from './terms-text';

const operator: OperatorDetails = {
  name: 'Thames Cars',
  phone: '020 7946 0000',
  email: 'bookings@thames.example',
  address: ['1 Bath Road', 'Hounslow', 'TW3 3EB'],
};

const allText = (doc: PolicyDocument) =>
  [...doc.intro, ...doc.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? []), ...(s.after ?? [])])].join('\n');

describe('contactLines', () => {
  it('lists phone, email and postal address', () => {
    expect(contactLines(operator)).toEqual([
      'Phone: 020 7946 0000',
      'Email: bookings@thames.example',
      'Post: Thames Cars, 1 Bath Road, Hounslow, TW3 3EB',
    ]);
  });
  it('leaves out what the operator has not set', () => {
    expect(contactLines({ ...operator, phone: '', email: '' })).toEqual(['Post: Thames Cars, 1 Bath Road, Hounslow, TW3 3EB']);
  });
});

describe.each([
  ['privacy policy', privacyPolicy],
  ['terms and conditions', (o: OperatorDetails) => termsAndConditions(o, { freeMinutes: 10, pencePerMinute: 30 }, '£')],
] as const)('the %s', (_, build) => {
  const doc = build(operator);

  it('names the operator and gives its contact details', () => {
    const text = allText(doc);
    expect(text).toContain('Thames Cars');
    for (const line of contactLines(operator)) expect(text).toContain(line);
  });

  it('has unique section anchors and no empty section', () => {
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
    for (const s of doc.sections) expect((s.paragraphs?.length ?? 0) + (s.items?.length ?? 0)).toBeGreaterThan(0);
  });

  it('has no placeholder or note meant for the operator', () => {
    expect(allText(doc)).not.toMatch(/\[|\{|TODO|template|undefined|lorem/i);
  });
});

describe('privacy policy', () => {
  it('covers the controller, lawful bases, sharing, retention, rights and the ICO', () => {
    const doc = privacyPolicy(operator);
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Who we are',
      'What we collect',
      'Why we use it and our lawful bases',
      'Who we share it with',
      'How long we keep it',
      'Your rights',
      'Complaints',
      'Keeping your data safe',
      'Changes to this policy',
    ]);
    const text = allText(doc);
    expect(text).toContain('Thames Cars ("we", "us") is the controller');
    expect(text).toMatch(/article 6\(1\)\(b\)/);
    expect(text).toMatch(/payment processor/);
    expect(text).toContain('ico.org.uk');
  });
});

describe('terms and conditions', () => {
  it('covers booking, payment, waiting, cancellations, conduct, luggage, child seats, liability, licensing and law', () => {
    const headings = termsAndConditions(operator, { freeMinutes: 10, pencePerMinute: 30 }, '£').sections.map((s) => s.heading);
    expect(headings).toEqual([
      'About us',
      'Booking and confirmation',
      'Prices and payment',
      'Waiting time',
      'Cancellations and refunds',
      'Passengers and conduct',
      'Luggage',
      'Children and child seats',
      'Delays and our responsibility',
      'Licensing',
      'Contact and complaints',
      'Changes and governing law',
    ]);
    expect(allText(termsAndConditions(operator, { freeMinutes: 10, pencePerMinute: 30 }, '£'))).toContain('law of England and Wales');
  });
});

describe('terms and conditions: what the service does, from the settings', () => {
  const terms = (freeMinutes: number, pencePerMinute: number) => allText(termsAndConditions(operator, { freeMinutes, pencePerMinute }, '£'));

  it('promises no flight tracking and no airport waiting rule that nothing applies', () => {
    expect(terms(10, 30)).not.toMatch(/track|flight lands|45 minutes/i);
  });

  it('gives the free waiting and its price as the settings hold them', () => {
    expect(terms(10, 30)).toContain('The driver waits up to 10 minutes after the booked pickup time free of charge.');
    expect(terms(10, 30)).toContain('further waiting is charged at £0.30 a minute, paid in the car.');
    expect(terms(25, 45)).toContain('up to 25 minutes');
    expect(terms(25, 45)).toContain('£0.45 a minute');
    expect(waitingParagraph({ freeMinutes: 0, pencePerMinute: 0 }, '£')).toMatch(/^Waiting at the pickup counts from the booked pickup time\. .*further waiting is not charged\./);
  });

  it('names no free-cancellation period of its own: each company sets it, and the booking’s page shows it', () => {
    const text = terms(10, 30);
    expect(text).not.toMatch(/24 hours/);
    expect(text).toContain('Each operator sets its own cancellation terms');
  });
});

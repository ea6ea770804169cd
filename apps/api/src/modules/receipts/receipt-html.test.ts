/** The printable receipt: what it shows, VAT only with a VAT number, refunds, and nothing a name could inject. */
import { describe, expect, it } from 'vitest';
import { renderReceiptHtml, vatLines, vatOf, type ReceiptInput } from './receipt-html.js';
import { afterJourneyOf, extrasInWords, priceLinesOf } from './receipts.repository.js';

const input: ReceiptInput = {
  company: { name: 'Capital Cars', address: '1 Strand\nLondon WC2N 5HR', phone: '020 7946 0000', email: 'hello@capital.example' },
  vat: { number: '', ratePercent: 20 },
  bookingNumber: 'KB-7Q4M-2XHD',
  bookedAt: '2026-07-01T23:30:00.000Z',
  passenger: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+447700900123' },
  legs: [
    { kind: 'outbound', date: '2026-07-15', time: '09:05', from: 'Heathrow Terminal 5', to: '10 Downing Street', flightNo: 'BA117', cancelled: false },
    { kind: 'return', date: '2026-07-18', time: '18:30', from: '10 Downing Street', to: 'Heathrow Terminal 5', flightNo: null, cancelled: false },
  ],
  stops: ['221B Baker Street, NW1 6XE'],
  vehicle: 'Executive',
  quantity: 1,
  extras: ['Meet and greet', 'Baby seats: 1'],
  currency: '£',
  priceLines: [
    { label: 'Journey (18.4 miles)', pence: 6150 },
    { label: 'Meet and greet', pence: 1500 },
    { label: 'Return journey discount', pence: -400 },
  ],
  totalPence: 7250,
  payment: { method: 'card', brand: 'visa', last4: '4242' },
  refunds: [],
};

/** The page's text, tags removed and entities decoded, spaces squeezed. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&middot;/g, '·')
    .replace(/\s+/g, ' ');

describe('VAT inside a total', () => {
  it('is total × rate / (100 + rate), rounded to the penny, and net is the rest', () => {
    expect(vatOf(7250, 20)).toEqual({ vatPence: 1208, netPence: 6042 }); // 1208.33
    expect(vatOf(1003, 20)).toEqual({ vatPence: 167, netPence: 836 }); // 167.17
    expect(vatOf(1005, 20)).toEqual({ vatPence: 168, netPence: 837 }); // 167.5 rounds up
    expect(vatOf(12000, 20)).toEqual({ vatPence: 2000, netPence: 10000 });
    expect(vatOf(10500, 5)).toEqual({ vatPence: 500, netPence: 10000 });
    expect(vatOf(999, 0)).toEqual({ vatPence: 0, netPence: 999 });
    expect(vatOf(0, 20)).toEqual({ vatPence: 0, netPence: 0 });
  });
});

describe('the receipt page', () => {
  it('shows the company, the booking, the passenger, the journey, the price lines and the card', () => {
    const text = textOf(renderReceiptHtml(input));
    for (const part of [
      'Capital Cars',
      '1 Strand London WC2N 5HR',
      '020 7946 0000',
      'hello@capital.example',
      'Receipt',
      // Booked at 00:30 BST on 2 July: the London date.
      'Booking KB-7Q4M-2XHD · booked Thu 2 July 2026',
      'Ada Lovelace',
      'ada@example.com',
      '+447700900123',
      'Outbound Wed 15 July 2026, 09:05 AM Heathrow Terminal 5 → 10 Downing Street Flight / train: BA117',
      'Return Sat 18 July 2026, 06:30 PM 10 Downing Street → Heathrow Terminal 5',
      'Stops 221B Baker Street, NW1 6XE',
      'Vehicle Executive',
      'Extras Meet and greet Baby seats: 1',
      'Journey (18.4 miles) £61.50',
      'Meet and greet £15.00',
      'Return journey discount -£4.00',
      'Total £72.50',
      'Paid by Visa card ending 4242',
      'Paid £72.50',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Cancelled');
    expect(text).not.toContain('Refund');
  });

  it('has no VAT lines without a VAT number', () => {
    const html = renderReceiptHtml({ ...input, vat: { number: '  ', ratePercent: 20 } });
    expect(textOf(html)).not.toMatch(/VAT|Net/);
  });

  it('shows the VAT number and Net, VAT and Total lines when the company has a VAT number', () => {
    const text = textOf(renderReceiptHtml({ ...input, vat: { number: 'GB 123 4567 89', ratePercent: 20 } }));
    expect(text).toContain('VAT number GB 123 4567 89');
    expect(text).toContain('Net £60.42 VAT at 20% £12.08 Total £72.50');
    expect(text).toContain('Prices include VAT at 20%.');
  });

  it('lists refunds, and works the VAT out on what was kept', () => {
    const refunded: ReceiptInput = {
      ...input,
      vat: { number: 'GB123456789', ratePercent: 20 },
      legs: input.legs.map((l) => (l.kind === 'return' ? { ...l, cancelled: true } : l)),
      refunds: [
        { pence: 2000, at: '2026-07-10T10:00:00.000Z', pending: false },
        { pence: 1250, at: '2026-07-11T23:30:00.000Z', pending: true },
      ],
    };
    const text = textOf(renderReceiptHtml(refunded));
    expect(text).toContain('Paid £72.50 Refund, Fri 10 July 2026 -£20.00 Refund, Sun 12 July 2026 (pending) -£12.50 Total after refunds £40.00');
    expect(text).toContain('Net £33.33 VAT at 20% £6.67 Total £40.00');
    // One leg cancelled: marked on its line, the booking itself is not called cancelled.
    expect(text).toContain('Return Sat 18 July 2026, 06:30 PM Cancelled');
    expect(text).not.toContain('This booking was cancelled');
  });

  describe('parking and tolls added after the journey (disbursements, HMRC VAT Notice 700 §25)', () => {
    // Waiting £4.50 and an extra stop £12.00 are the company's own service; parking £6.50 and a toll £2.50 were paid on the passenger's behalf.
    const afterJourney = afterJourneyOf(
      [
        { kind: 'waiting', minutes: 25, charged_minutes: 15, amount_pence: 450, note: '', leg: 'outbound' },
        { kind: 'parking', minutes: null, charged_minutes: null, amount_pence: 650, note: 'Heathrow T5', leg: 'outbound' },
        { kind: 'extra_stop', minutes: null, charged_minutes: null, amount_pence: 1200, note: '', leg: 'outbound' },
        { kind: 'toll', minutes: null, charged_minutes: null, amount_pence: 250, note: '', leg: 'return' },
      ],
      true,
    );
    const vatRegistered = { ...input, vat: { number: 'GB123456789', ratePercent: 20 }, afterJourney };

    it('marks only parking and tolls as disbursements', () => {
      expect(afterJourney?.charges.map((c) => [c.label, c.disbursement === true])).toEqual([
        ['Waiting time, 25 minutes (15 charged)', false],
        ['Parking: Heathrow T5', true],
        ['Extra stop', false],
        ['Return: Toll', true],
      ]);
    });

    it('works the VAT out on the total less parking and tolls, and shows them on a line of their own', () => {
      // Kept £98.00 (fare £72.50 + £25.50 added); VAT on £89.00: 1483.33p → £14.83; net £74.17.
      const text = textOf(renderReceiptHtml(vatRegistered));
      expect(text).toContain('Net £74.17 VAT at 20% £14.83 Disbursements (parking, tolls), no VAT £9.00 Total £98.00');
      expect(text).toContain('Prices include VAT at 20%, except parking and tolls the driver paid on your behalf, which are outside the scope of VAT.');
      // The price still lists every charge in the total.
      expect(text).toContain('Fare as booked £72.50 Waiting time, 25 minutes (15 charged) £4.50 Parking: Heathrow T5 £6.50 Extra stop £12.00 Return: Toll £2.50 Total £98.00');
    });

    it('after refunds and paid in the car, still leaves them out of the VAT', () => {
      const refunded = textOf(renderReceiptHtml({ ...vatRegistered, refunds: [{ pence: 2000, at: '2026-07-10T10:00:00.000Z', pending: false }] }));
      // Kept £52.50 + £25.50 = £78.00; VAT on £69.00 = £11.50.
      expect(refunded).toContain('Net £57.50 VAT at 20% £11.50 Disbursements (parking, tolls), no VAT £9.00 Total £78.00');
      const inCar = textOf(renderReceiptHtml({ ...vatRegistered, payment: { method: 'car' } }));
      expect(inCar).toContain('Net £74.17 VAT at 20% £14.83 Disbursements (parking, tolls), no VAT £9.00 Total £98.00');
    });

    it('has no disbursements line when there are none', () => {
      const text = textOf(renderReceiptHtml({ ...vatRegistered, afterJourney: { charges: afterJourney!.charges.filter((c) => !c.disbursement), cashPence: 0 } }));
      // £72.50 + £16.50 = £89.00, all with VAT.
      expect(text).toContain('Net £74.17 VAT at 20% £14.83 Total £89.00');
      expect(text).not.toContain('Disbursements');
      expect(text).toContain('Prices include VAT at 20%.');
    });

    it('keeps the figures exact: net + VAT + disbursements is the total, whatever the pennies', () => {
      for (let total = 0; total <= 3_000; total += 7) {
        for (const disbursements of [0, 1, 250, 999, total]) {
          for (const rate of [0, 5, 20]) {
            const lines = vatLines(total, disbursements, rate);
            expect(lines.netPence + lines.vatPence + lines.disbursementsPence).toBe(total);
            expect(lines.vatPence).toBe(vatOf(total - lines.disbursementsPence, rate).vatPence);
          }
        }
      }
    });
  });

  it('says so when every leg was cancelled, and never shows less than nothing kept', () => {
    const text = textOf(
      renderReceiptHtml({ ...input, legs: input.legs.map((l) => ({ ...l, cancelled: true })), refunds: [{ pence: 7250, at: '2026-07-10T10:00:00.000Z', pending: false }] }),
    );
    expect(text).toContain('This booking was cancelled');
    expect(text).toContain('Total after refunds £0.00');
  });

  it('shows pay in car, hourly hire, quantities and rounding', () => {
    const text = textOf(
      renderReceiptHtml({
        ...input,
        legs: [{ kind: 'hourly', date: '2026-12-03', time: '14:15', from: 'The Savoy, Strand', to: null, hours: 6, flightNo: null, cancelled: false }],
        stops: [],
        extras: [],
        quantity: 2,
        priceLines: [{ label: 'Hourly hire (6 hours)', pence: 24_925 }],
        totalPence: 49_900,
        payment: { method: 'car' },
      }),
    );
    expect(text).toContain('Hourly hire Thu 3 December 2026, 02:15 PM From The Savoy, Strand, 6 hours');
    expect(text).toContain('Vehicle Executive × 2');
    expect(text).toContain('Hourly hire (6 hours) £249.25 Price of one vehicle £249.25 2 vehicles £498.50 Rounded to whole pounds £0.50 Total £499.00');
    expect(text).toContain('Paid by Pay in car (paid to the driver) Amount £499.00');
    expect(text).not.toContain('Extras');
    expect(text).not.toContain('Stops');
  });

  it('calls the one leg of a one-way journey the pickup', () => {
    const text = textOf(renderReceiptHtml({ ...input, legs: [input.legs[0]!] }));
    expect(text).toContain('Pickup Wed 15 July 2026, 09:05 AM Heathrow Terminal 5 → 10 Downing Street');
    expect(text).not.toMatch(/Outbound|Return Sat/);
  });

  it('names a card it knows nothing about as a card', () => {
    expect(textOf(renderReceiptHtml({ ...input, payment: { method: 'card', brand: null, last4: null } }))).toContain('Paid by Card Paid £72.50');
  });

  it('escapes every value: a hostile name or address stays text', () => {
    const hostile = '<script>alert("x")</script>';
    const html = renderReceiptHtml({
      ...input,
      company: { ...input.company, name: `Evil & Co ${hostile}`, address: '<img src=x onerror=alert(1)>' },
      vat: { number: '"><script>1</script>', ratePercent: 20 },
      bookingNumber: 'KB-<b>',
      passenger: { name: hostile, email: 'a"b@example.com', phone: "'); drop table --" },
      legs: [{ ...input.legs[0]!, from: '<iframe src=//evil>', flightNo: '<svg onload=alert(1)>' }],
      stops: ['<a href="javascript:alert(1)">x</a>'],
      vehicle: '<style>body{display:none}</style>',
      extras: ['<marquee>'],
      priceLines: [{ label: '<b>Journey</b>', pence: 7250 }],
    });
    // No tag but the page's own: every < a value held arrives as &lt;.
    expect(html).not.toMatch(/<(script|img|iframe|svg|a|marquee|b)[\s>]/i);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(textOf(html)).toContain(`Evil & Co ${hostile}`);
  });

  it('loads and runs nothing: a CSP without scripts, no external address, print styles for A4', () => {
    const html = renderReceiptHtml(input);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">`);
    expect(html).not.toMatch(/<script|<link|<img|\son[a-z]+=/i);
    expect(html).not.toMatch(/(src|href)=/);
    expect(html).toContain('@page{size:A4 portrait');
    expect(html).toContain('<title>Receipt KB-7Q4M-2XHD | Capital Cars</title>');
  });
});

describe('reading stored bookings for the receipt', () => {
  it('turns the stored breakdown into pence lines and ignores what is not one', () => {
    expect(priceLinesOf(JSON.stringify({ lines: [{ code: 'distance', label: 'Journey', amount: 61.5 }, { label: 'Discount', amount: -4 }], final_price: 57.5 }))).toEqual([
      { label: 'Journey', pence: 6150 },
      { label: 'Discount', pence: -400 },
    ]);
    expect(priceLinesOf('not json')).toEqual([]);
    expect(priceLinesOf('{"lines":[{"label":1,"amount":"x"}]}')).toEqual([]);
  });

  it('puts extras into words', () => {
    expect(extrasInWords({ meet_and_greet: 'yes', baby_seats: 2, booster_seats: 0, wheel_chair: 'yes', special_luggage: 1, waiting_min: 15 })).toEqual([
      'Meet and greet',
      'Baby seats: 2',
      'Wheelchair (never charged)',
      'Special luggage: 1',
      'Waiting: 15 minutes',
    ]);
    expect(extrasInWords({})).toEqual([]);
  });
});

describe('a card payment authorised at booking (captured when the journey is completed)', () => {
  it('says it is authorised and not yet taken, with releases and what will be taken', () => {
    const text = textOf(
      renderReceiptHtml({
        ...input,
        payment: { method: 'card', brand: 'visa', last4: '4242', authorised: true },
        refunds: [{ pence: 1250, at: '2026-07-10T10:00:00.000Z', pending: false, released: true }],
      }),
    );
    expect(text).toContain('Authorised on the card, not yet taken £72.50 Released, Fri 10 July 2026 -£12.50 To be taken when the journey is completed £60.00');
    expect(text).not.toContain('Paid £72.50');
  });
});

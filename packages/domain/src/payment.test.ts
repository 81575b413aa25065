import { describe, expect, it } from 'vitest';
import { bookingReference, parseBookingReference } from './booking-reference';
import { missingIssuerOptions } from './schemas/settings';
import {
  bookingTransfer,
  epcPayload,
  openOf,
  payeeName,
  paymentReference,
  paymentStatus,
  registrationPrice,
  registrationTransfer,
  sepaText,
  type PayableRegistration,
} from './payment';

describe('registration price and payment status', () => {
  it('follow the day type; a day type the week does not price costs nothing', () => {
    const week = { price: 120, price_half_day: 65.5 };
    expect(registrationPrice(week, 'full_day')).toBe(120);
    expect(registrationPrice(week, 'half_day')).toBe(65.5);
    expect(registrationPrice({ price: 120, price_half_day: null }, 'half_day')).toBe(0);
    expect(paymentStatus(120, null)).toBe('unpaid');
    expect(paymentStatus(120, 0)).toBe('unpaid');
    expect(paymentStatus(120, 50)).toBe('partly_paid');
    expect(paymentStatus(120, 120)).toBe('paid');
  });
});

describe('payment reference', () => {
  it("is the booking's reference, then the children's names once each, in the SEPA character set, at most 140 characters", () => {
    expect(paymentReference(12, ['Jürgen Müßig-Größ', 'Anna Gruber', 'Jürgen Müßig-Größ'])).toBe('SPW-12-62 Juergen Muessig-Groess Anna Gruber');
    expect(paymentReference(7, ['Niccolò D’Angelo'])).toBe('SPW-7-77 Niccolo D Angelo');
    expect(paymentReference(7)).toBe('SPW-7-77');
    const long = paymentReference(123456, ['x'.repeat(300)]);
    expect(long).toHaveLength(140);
    expect(long.startsWith(`${bookingReference(123456)} x`)).toBe(true);
    expect(parseBookingReference(long)).toBe(123456);
    expect(sepaText('  a\tb  ')).toBe('a b');
  });
});

describe('EPC QR payload (EPC069-12)', () => {
  it('has every field of version 002 in its line', () => {
    const payload = epcPayload({
      recipient: 'Raiffeisenkasse Bozen – Jugenddienst',
      iban: 'it60 x054 2811 1010 0000 0123 456',
      amount: 12.5,
      reference: '12+15 Anna Gruber Sommercamp',
    });
    const lines = payload.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('BCD'); // service tag
    expect(lines[1]).toBe('002'); // version
    expect(lines[2]).toBe('1'); // character set UTF-8
    expect(lines[3]).toBe('SCT'); // identification: SEPA credit transfer
    expect(lines[4]).toBe(''); // BIC, optional in the EEA
    expect(lines[5]).toBe('Raiffeisenkasse Bozen – Jugenddienst'); // name
    expect(lines[6]).toBe('IT60X0542811101000000123456'); // IBAN, electronic form
    expect(lines[7]).toBe('EUR12.50'); // amount
    expect(lines[8]).toBe(''); // purpose
    expect(lines[9]).toBe(''); // structured reference: none
    expect(lines[10]).toBe('12+15 Anna Gruber Sommercamp'); // unstructured remittance
    expect(encodeURIComponent(payload).replace(/%[0-9A-F]{2}/g, 'x').length).toBeLessThanOrEqual(331);
  });

  it('cuts the name to 70 and the remittance to 140 characters and writes amounts with two decimals', () => {
    const lines = epcPayload({ recipient: 'N'.repeat(90), iban: 'DE89370400440532013000', amount: 1234, reference: 'R'.repeat(200) }).split('\n');
    expect(lines[5]).toHaveLength(70);
    expect(lines[7]).toBe('EUR1234.00');
    expect(lines[10]).toHaveLength(140);
  });
});

describe('the organisation: payee of transfers and issuer of the confirmation', () => {
  it('is option payment_recipient, else the application\'s name', () => {
    expect(payeeName({ payment_recipient: ' Jugenddienst Bozen ', app_name: 'Sommerprojektwochen' })).toBe('Jugenddienst Bozen');
    expect(payeeName({ payment_recipient: '  ', app_name: 'Sommerprojektwochen' })).toBe('Sommerprojektwochen');
  });

  it('names the issuer data still empty', () => {
    expect(missingIssuerOptions({})).toEqual(['payment_recipient', 'payment_address', 'payment_tax_code', 'payment_place']);
    expect(missingIssuerOptions({ payment_recipient: 'Jugenddienst', payment_address: ' \n ', payment_tax_code: '940', payment_place: 'Bozen' })).toEqual(['payment_address']);
  });
});

describe('bank transfers of a booking', () => {
  const week = { price: 120, price_half_day: 65.5 };
  const course = { bank_iban: 'IT60 X054 2811 1010 0000 0123 456' };
  const line = (first_name: string, registration: Partial<PayableRegistration['registration']> = {}): PayableRegistration => ({
    course,
    week,
    child: { first_name, last_name: 'Gruber' },
    registration: { day_type: 'full_day', payed_amount: null, ...registration },
  });
  const payee = 'Jugenddienst Bozen';

  it('asks for nothing while nothing is open', () => {
    expect(openOf(line('Anna', { payed_amount: 120 }))).toBe(0);
    expect(openOf(line('Anna', { payed_amount: 150 }))).toBe(0);
    expect(bookingTransfer({ bookingId: 12, items: [line('Anna', { payed_amount: 120 })], payee })).toBeNull();
    expect(bookingTransfer({ bookingId: 12, items: [], payee })).toBeNull();
  });

  it('asks nothing of a waiting registration', () => {
    const waiting = line('Anna');
    expect(registrationTransfer({ ...waiting, registration: { ...waiting.registration, booking_id: 12, is_waiting: true }, payee })).toBeNull();
  });

  it('asks nothing when the course has no IBAN', () => {
    expect(bookingTransfer({ bookingId: 12, items: [{ ...line('Anna'), course: { bank_iban: null } }], payee })).toBeNull();
    expect(bookingTransfer({ bookingId: 12, items: [{ ...line('Anna'), course: { bank_iban: '' } }], payee })).toBeNull();
  });

  it("adds up the children's open amounts under the booking's reference followed by their names", () => {
    const transfer = bookingTransfer({ bookingId: 12, items: [line('Anna'), line('Jonas', { payed_amount: 120 }), line('Lena', { day_type: 'half_day' })], payee });
    expect(transfer).toEqual({
      recipient: payee,
      iban: course.bank_iban,
      amount: 185.5,
      reference: 'SPW-12-62 Anna Gruber Lena Gruber',
      epc: epcPayload({ recipient: payee, iban: course.bank_iban, amount: 185.5, reference: 'SPW-12-62 Anna Gruber Lena Gruber' }),
    });
  });

  it("asks for the half day's price of a half-day registration", () => {
    expect(openOf(line('Anna', { day_type: 'half_day' }))).toBe(65.5);
    const half = line('Anna', { day_type: 'half_day' });
    expect(registrationTransfer({ ...half, registration: { ...half.registration, booking_id: 7, is_waiting: false }, payee })).toMatchObject({
      amount: 65.5,
      reference: 'SPW-7-77 Anna Gruber',
    });
  });

  it('asks for what is left of a partly paid registration, in whole cents', () => {
    expect(openOf(line('Anna', { payed_amount: 50.1 }))).toBe(69.9);
    expect(bookingTransfer({ bookingId: 12, items: [line('Anna', { payed_amount: 50.1 }), line('Jonas', { day_type: 'half_day', payed_amount: 0.2 })], payee })).toMatchObject({
      amount: 135.2,
    });
  });
});

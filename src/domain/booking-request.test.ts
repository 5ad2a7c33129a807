import { describe, expect, it } from 'vitest';
import {
  bookingRequestSchema,
  MISSING_BOOKING_INFORMATION,
  missingRequiredBookingInformation,
  staffBookingRequestSchema,
  STAFF_PAYMENT_MODES,
} from './booking-request';
import { quoteRequestSchema } from './stay-request';

const body = {
  sessionId: 'session-123456',
  villaId: 'glass-cottage',
  checkIn: '2026-12-01',
  checkOut: '2026-12-02',
  adults: 2,
  children: 0,
  guest: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    countryCode: '+91',
  },
  acceptTerms: true,
};

describe('bookingRequestSchema', () => {
  it('accepts a booking and drops any client total', () => {
    const parsed = bookingRequestSchema.parse({ ...body, total: 1, totalAmount: 1 });
    expect(parsed).not.toHaveProperty('total');
    expect(parsed).toMatchObject({ rooms: 1, safaris: [], marketingConsent: false });
  });

  it.each([
    ['no villa', { villaId: '' }],
    ['no check-in', { checkIn: undefined }],
    ['no check-out', { checkOut: ' ' }],
    ['no first name', { guest: { ...body.guest, firstName: '' } }],
    ['no e-mail', { guest: { ...body.guest, email: undefined } }],
    ['no guest at all', { guest: undefined }],
  ])('calls %s missing required booking information', (_label, patch) => {
    expect(missingRequiredBookingInformation({ ...body, ...patch })).toBe(true);
  });

  it('is complete with villa, dates, name and e-mail', () => {
    expect(missingRequiredBookingInformation(body)).toBe(false);
    expect(MISSING_BOOKING_INFORMATION).toBe('Missing required booking information');
  });

  it('requires the terms', () => {
    const r = bookingRequestSchema.safeParse({ ...body, acceptTerms: false });
    expect(r.error!.issues.map((i) => i.message)).toContain(
      'You must accept the terms and conditions to proceed',
    );
  });
});

describe('staffBookingRequestSchema', () => {
  const { sessionId: _s, acceptTerms: _t, ...staffBody } = body;

  it.each(STAFF_PAYMENT_MODES)('takes the mode the service carries out: %s', (paymentMode) => {
    const parsed = staffBookingRequestSchema.parse({ ...staffBody, paymentMode });
    expect(parsed).toMatchObject({ paymentMode, rooms: 1, safaris: [], marketingConsent: false });
  });

  it.each([
    ['desk', 'Recording a payment at the desk is not available yet; choose pay later'],
    ['cash', 'Choose how the guest will pay'],
    [undefined, 'Choose how the guest will pay'],
  ])('refuses the mode %s', (paymentMode, message) => {
    const r = staffBookingRequestSchema.safeParse({ ...staffBody, paymentMode });
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['paymentMode', message],
    ]);
  });

  it('reads the stay and guest like the guest schema', () => {
    const r = staffBookingRequestSchema.safeParse({
      ...staffBody,
      checkIn: ' ',
      paymentMode: 'pay_later',
    });
    expect(r.error!.issues[0]).toMatchObject({
      path: ['checkIn'],
      message: MISSING_BOOKING_INFORMATION,
    });
  });
});

describe('quoteRequestSchema', () => {
  it('defaults adults 2, children 0, rooms 1', () => {
    expect(
      quoteRequestSchema.parse({
        villaId: 'glass-cottage',
        checkIn: '2026-12-01',
        checkOut: '2026-12-02',
      }),
    ).toMatchObject({
      adults: 2,
      children: 0,
      rooms: 1,
    });
  });
  it.each([
    [{ checkIn: '2026-02-30' }, 'Please enter a valid date (YYYY-MM-DD)'],
    [{ villaId: '' }, 'Villa selection is required'],
    [{ adults: 1.5 }, 'Please enter a whole number'],
  ])('refuses %o', (patch, message) => {
    const r = quoteRequestSchema.safeParse({
      villaId: 'glass-cottage',
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      ...patch,
    });
    expect(r.error!.issues[0]!.message).toBe(message);
  });
});

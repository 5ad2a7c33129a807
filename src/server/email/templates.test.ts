import { describe, expect, it } from 'vitest';
import { escapeHtml, formatStayDate, renderAdminNotification, renderBookingConfirmation, type BookingConfirmationParams } from './templates';

const base: BookingConfirmationParams = {
  guestName: 'Asha Rao',
  email: 'asha@example.com',
  bookingId: 'VM1764000000000ABCDE',
  villaName: 'Glass Cottage',
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
  nights: 2,
  totalAmount: 35400,
  guestPhone: '+91 9876543210',
  adults: 2,
  children: 1,
  packageName: 'Bed & Breakfast Package',
  paymentStatus: 'paid',
  paidAmount: 35400,
  remainingAmount: 0,
  paymentReference: 'pay_123',
  manageUrl: 'https://book.example.com/booking/VM1764000000000ABCDE?token=abc',
  resort: { name: 'Village Machaan', phone: '+91 98765 43210', email: 'stay@villagemachaan.com' },
};

describe('booking confirmation e-mail', () => {
  it.each([
    ['paid', 35400, 0, 'Paid in full: ₹35,400'],
    ['advance_paid', 17700, 17700, 'Advance paid: ₹17,700; due at the property: ₹17,700'],
    ['pending', 0, 35400, 'Payment pending: ₹35,400'],
  ] as const)('payment %s reads "%s"', (paymentStatus, paidAmount, remainingAmount, line) => {
    const mail = renderBookingConfirmation({ ...base, paymentStatus, paidAmount, remainingAmount });
    expect(mail.text).toContain(line);
    expect(mail.html).toContain(escapeHtml(line));
  });

  it('carries the spec parameters in subject, text and HTML', () => {
    const mail = renderBookingConfirmation(base);
    expect(mail.subject).toBe('Booking Confirmed – Glass Cottage – VM1764000000000ABCDE');
    for (const part of [
      'Dear Asha Rao',
      'Booking ID: VM1764000000000ABCDE',
      'Check-in: Friday, December 4, 2026, from 2:00 PM',
      'Check-out: Sunday, December 6, 2026, by 11:00 AM',
      'Guests: 2 adults, 1 child',
      'Phone: +91 9876543210',
      'Total amount: ₹35,400',
      'Payment ID: pay_123',
      'Free cancellation up to 48 hours before check-in (2:00 PM on the arrival day, resort time): everything you have paid is refunded to your original payment method.',
      'Manage your booking (private link): https://book.example.com/booking/VM1764000000000ABCDE?token=abc',
    ]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain('Bed &amp; Breakfast Package');
  });

  it('escapes guest-provided text in HTML', () => {
    const mail = renderBookingConfirmation({ ...base, guestName: '<script>x</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});

describe('admin notification e-mail', () => {
  it.each([
    ['new_booking', 'New Booking Received'],
    ['bank_transfer_claimed', 'Bank transfer to verify'],
    ['payment_needs_attention', 'Payment needs attention'],
  ] as const)('%s is titled "%s"', (type, title) => {
    const mail = renderAdminNotification({ type, bookingId: 'VM1', guestName: 'Asha Rao', amount: 17700, details: ['a detail'] });
    expect(mail.subject).toBe(`[${type}] ${title} – VM1 – Asha Rao – ₹17,700`);
    expect(mail.text).toContain('- a detail');
  });
});

describe('formatStayDate', () => {
  it.each([
    ['2026-12-04', 'Friday, December 4, 2026'],
    ['2027-01-01', 'Friday, January 1, 2027'],
  ])('%s → %s', (ymd, text) => expect(formatStayDate(ymd)).toBe(text));
});

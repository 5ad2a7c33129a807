import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  formatStayDate,
  renderAdminNotification,
  renderBookingCancellation,
  renderBookingConfirmation,
  renderPaymentLink,
  renderPaymentReminder,
  renderPreArrival,
  renderSafariEnquiryNotification,
  renderSafariResponse,
  type BookingConfirmationParams,
  type RenderedEmail,
} from './templates';

const base: BookingConfirmationParams = {
  guestName: 'Asha Rao',
  email: 'asha@example.com',
  bookingId: 'VM1764000000000ABCDE',
  villaName: 'Glass Cottage',
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
  nights: 2,
  total: 35400,
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
    const mail = renderAdminNotification({
      type,
      bookingId: 'VM1',
      guestName: 'Asha Rao',
      amount: 17700,
      details: ['a detail'],
    });
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

describe('every e-mail has a plain-text part and a table layout with inline styles', () => {
  const resort = base.resort;
  const stay = {
    guestName: 'Asha Rao',
    bookingId: 'VM1',
    villaName: 'Glass Cottage',
    checkIn: '2026-12-04',
    checkOut: '2026-12-06',
  };
  const mails: [string, RenderedEmail][] = [
    ['confirmation', renderBookingConfirmation(base)],
    [
      'admin notification',
      renderAdminNotification({
        type: 'new_booking',
        bookingId: 'VM1',
        guestName: 'Asha',
        amount: 1,
        details: ['d'],
        specialRequests: 'Late arrival',
        safariEnquiries: ['Jungle Safari - Evening on 2026-12-04, 2 persons'],
      }),
    ],
    [
      'cancellation',
      renderBookingCancellation({
        ...stay,
        refundAmount: 100,
        paidAmount: 200,
        reason: 'Villa closed for repairs',
        resort,
      }),
    ],
    [
      'safari response',
      renderSafariResponse({
        guestName: 'Asha',
        safariName: 'Jungle Safari - Morning',
        preferredDate: '2026-12-05',
        preferredTiming: 'Morning',
        persons: 2,
        bookingId: 'VM1',
        response: 'Booked',
        respondedBy: 'Owner',
        resort,
      }),
    ],
    [
      'payment link',
      renderPaymentLink({
        ...stay,
        total: 17700,
        payBy: '4 Dec',
        payUrl: 'https://x.example/pay',
        resort,
      }),
    ],
    [
      'payment reminder',
      renderPaymentReminder({
        ...stay,
        total: 17700,
        advancePaid: 8850,
        remainingAmount: 8850,
        daysUntilArrival: 2,
        manageUrl: undefined,
        resort,
      }),
    ],
    [
      'pre-arrival',
      renderPreArrival({
        ...stay,
        units: ['GC-01'],
        guests: '2 adults',
        remainingAmount: 0,
        address: 'Tadoba Road',
        mapUrl: 'https://maps.example/x',
        safaris: [],
        specialRequests: null,
        manageUrl: undefined,
        resort,
      }),
    ],
    [
      'safari enquiry notification',
      renderSafariEnquiryNotification({
        guestName: null,
        email: null,
        phone: null,
        enquiries: [
          {
            safariName: 'Jungle Safari - Evening',
            date: '2026-12-04',
            timing: 'Evening',
            persons: 2,
          },
        ],
        specialRequirements: null,
        adminUrl: undefined,
      }),
    ],
  ];
  it.each(mails)('%s', (_name, mail) => {
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text.trim().length).toBeGreaterThan(40);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.html).not.toContain('<style');
    expect(mail.html).not.toMatch(/display:\s*(flex|grid)/);
  });

  it('the payment reminder names the balance and when the stay begins', () => {
    const mail = mails.find(([n]) => n === 'payment reminder')![1];
    expect(mail.subject).toBe('Payment reminder – ₹8,850 due – VM1');
    expect(mail.text).toContain('Your stay at Village Machaan begins in 2 days.');
    expect(mail.text).toContain('Balance due: ₹8,850');
  });

  it('the staff notice lists special requests and safari enquiries', () => {
    const mail = mails.find(([n]) => n === 'admin notification')![1];
    expect(mail.text).toContain('Special requests:\nLate arrival');
    expect(mail.text).toContain(
      'Safari enquiries:\n- Jungle Safari - Evening on 2026-12-04, 2 persons',
    );
  });
});

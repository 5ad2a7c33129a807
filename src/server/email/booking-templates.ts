import { formatInr } from '../../domain/money';
import { CANCELLATION_POLICY } from '../../domain/cancellation-policy';
import { cancellationMoneyLine } from '../../domain/money-emails';
import {
  detailsTable,
  escapeHtml,
  formatStayDate,
  greeting,
  list,
  para,
  rowsHtml,
  emailLayout as layout,
  type RenderedEmail,
  type ResortContact,
} from './layout';

/** The booking's e-mails: confirmation, staff notification, cancellation, new dates. */

export type BookingConfirmationParams = {
  guestName: string;
  email: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  total: number;
  guestPhone: string;
  adults: number;
  children: number;
  packageName: string | null;
  paymentStatus: 'paid' | 'advance_paid' | 'pending';
  paidAmount: number;
  remainingAmount: number;
  paymentReference: string | null;
  /** Link to the booking (with its access token), when PUBLIC_URL is known. */
  manageUrl: string | undefined;
  resort: ResortContact;
};

export type AdminNotificationParams = {
  type: 'new_booking' | 'payment_received' | 'bank_transfer_claimed' | 'payment_needs_attention';
  bookingId: string;
  guestName: string;
  amount: number;
  details: string[];
  /** The guest's special requests (new bookings). */
  specialRequests?: string | null;
  /** The guest's safari enquiries, one line each (new bookings). */
  safariEnquiries?: string[];
};

function paymentLine(p: BookingConfirmationParams): string {
  if (p.paymentStatus === 'paid') return `Paid in full: ${formatInr(p.paidAmount)}`;
  if (p.paymentStatus === 'advance_paid') {
    return `Advance paid: ${formatInr(p.paidAmount)}; due at the property: ${formatInr(p.remainingAmount)}`;
  }
  return `Payment pending: ${formatInr(p.remainingAmount)}`;
}

export function renderBookingConfirmation(p: BookingConfirmationParams): RenderedEmail {
  const guests = `${p.adults} adult${p.adults === 1 ? '' : 's'}${p.children ? `, ${p.children} child${p.children === 1 ? '' : 'ren'}` : ''}`;
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ...(p.packageName ? ([['Package', p.packageName]] as [string, string][]) : []),
    ['Check-in', `${formatStayDate(p.checkIn)}, from 2:00 PM`],
    ['Check-out', `${formatStayDate(p.checkOut)}, by 11:00 AM`],
    ['Nights', String(p.nights)],
    ['Guests', guests],
    ['Phone', p.guestPhone],
    ['Total amount', formatInr(p.total)],
    ['Payment', paymentLine(p)],
    ...(p.paymentReference ? ([['Payment ID', p.paymentReference]] as [string, string][]) : []),
  ];
  const subject = `Booking Confirmed – ${p.villaName} – ${p.bookingId}`;
  const info = [
    'Check-in 2:00 PM, check-out 11:00 AM.',
    // The cancellation policy, the same words as the booking page (decision 0100).
    ...CANCELLATION_POLICY,
    'Our team will call you 24 hours before arrival.',
  ];
  const html = layout(
    'Booking Confirmed',
    `<p>Dear ${escapeHtml(p.guestName)},</p><p>Thank you for choosing ${escapeHtml(p.resort.name)}. Your booking is confirmed.</p>` +
      detailsTable(rows) +
      `<h2 style="margin:8px 0;font-size:16px">Important Information</h2>${list(info)}` +
      (p.manageUrl
        ? `<p><a href="${escapeHtml(p.manageUrl)}">Manage your booking: view it, download the confirmation, pay the balance, change the dates or cancel</a></p>`
        : ''),
    p.resort,
  );
  const text = [
    `Dear ${p.guestName},`,
    '',
    `Thank you for choosing ${p.resort.name}. Your booking is confirmed.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    'Important Information',
    ...info.map((i) => `- ${i}`),
    ...(p.manageUrl ? ['', `Manage your booking (private link): ${p.manageUrl}`] : []),
    '',
    `${p.resort.name} · ${p.resort.phone} · ${p.resort.email}`,
  ].join('\n');
  return { subject, html, text };
}

const ADMIN_TITLES: Record<AdminNotificationParams['type'], string> = {
  new_booking: 'New Booking Received',
  payment_received: 'Payment Received',
  bank_transfer_claimed: 'Bank transfer to verify',
  payment_needs_attention: 'Payment needs attention',
};

export function renderAdminNotification(p: AdminNotificationParams): RenderedEmail {
  const title = ADMIN_TITLES[p.type];
  const subject = `[${p.type}] ${title} – ${p.bookingId} – ${p.guestName} – ${formatInr(p.amount)}`;
  const rows: [string, string][] = [
    ['Type', p.type],
    ['Booking ID', p.bookingId],
    ['Guest', p.guestName],
    ['Amount', formatInr(p.amount)],
  ];
  const requests = p.specialRequests?.trim() ? p.specialRequests.trim() : undefined;
  const safaris = p.safariEnquiries ?? [];
  const extraHtml =
    (p.specialRequests !== undefined
      ? `<h2 style="margin:8px 0;font-size:16px">Special requests</h2>${para(requests ?? 'None')}`
      : '') +
    (p.safariEnquiries !== undefined
      ? `<h2 style="margin:8px 0;font-size:16px">Safari enquiries</h2>${safaris.length ? list(safaris) : para('None')}`
      : '');
  const html = layout(title, detailsTable(rows) + list(p.details) + extraHtml, undefined, subject);
  const text = [
    title,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...p.details.map((d) => `- ${d}`),
    ...(p.specialRequests !== undefined ? ['', 'Special requests:', requests ?? 'None'] : []),
    ...(p.safariEnquiries !== undefined
      ? ['', 'Safari enquiries:', ...(safaris.length ? safaris.map((q) => `- ${q}`) : ['None'])]
      : []),
  ].join('\n');
  return { subject, html, text };
}

export type BookingCancellationParams = {
  /** null: greet "Dear guest," (the address is not proven by a payment; decision 0108). */
  guestName: string | null;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  /** Rupees refunded (0 when nothing is refunded). */
  refundAmount: number;
  /** Rupees the guest had paid. */
  paidAmount: number;
  /** Why it was cancelled: the reason given for no (or a partial) refund. */
  reason: string;
  resort: ResortContact;
};

/** The guest's notice that staff cancelled the booking (and the refund, if any). */
export function renderBookingCancellation(p: BookingCancellationParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ['Check-in', formatStayDate(p.checkIn)],
    ['Check-out', formatStayDate(p.checkOut)],
    ...(p.paidAmount > 0
      ? ([['Refund', p.refundAmount > 0 ? formatInr(p.refundAmount) : 'No refund']] as [
          string,
          string,
        ][])
      : []),
  ];
  const money = cancellationMoneyLine(p);
  const subject = `Booking Cancelled – ${p.villaName} – ${p.bookingId}`;
  const html = layout(
    'Booking Cancelled',
    `<p>${escapeHtml(greeting(p.guestName))}</p><p>Your booking at ${escapeHtml(p.resort.name)} has been cancelled.</p>` +
      detailsTable(rows) +
      para(money) +
      `<p>If you did not expect this, please call us on ${escapeHtml(p.resort.phone)}.</p>`,
    p.resort,
  );
  const text = [
    greeting(p.guestName),
    '',
    `Your booking at ${p.resort.name} has been cancelled.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    money,
    '',
    `If you did not expect this, please call us on ${p.resort.phone}.`,
    '',
    `${p.resort.name} · ${p.resort.phone} · ${p.resort.email}`,
  ].join('\n');
  return { subject, html, text };
}

export type DateChangeParams = {
  /** null: greet "Dear guest," (the address is not proven by a payment; decision 0108). */
  guestName: string | null;
  bookingId: string;
  villaName: string;
  before: { checkIn: string; checkOut: string; total: number };
  after: { checkIn: string; checkOut: string; total: number };
  /** Rupees due after the change (payable online or at the property). */
  due: number;
  refundAmount: number;
  resort: ResortContact;
};

/** The guest's notice that their stay moved (a date change made on the booking page). */
export function renderDateChange(p: DateChangeParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ['New check-in', `${formatStayDate(p.after.checkIn)}, from 2:00 PM`],
    ['New check-out', `${formatStayDate(p.after.checkOut)}, by 11:00 AM`],
    [
      'Previous dates',
      `${formatStayDate(p.before.checkIn)} – ${formatStayDate(p.before.checkOut)}`,
    ],
    ['New total', formatInr(p.after.total)],
    ['Previous total', formatInr(p.before.total)],
  ];
  const money =
    p.refundAmount > 0
      ? `A refund of ${formatInr(p.refundAmount)} is on its way to your original payment method; refunds take 5-7 business days.`
      : p.due > 0
        ? `${formatInr(p.due)} is now due: you can pay it online from your booking page, or at the property.`
        : 'Nothing more is due for this booking.';
  const subject = `Booking Changed – ${p.villaName} – ${p.bookingId}`;
  const html = layout(
    'Booking Changed',
    `<p>${escapeHtml(greeting(p.guestName))}</p><p>Your booking at ${escapeHtml(p.resort.name)} has new dates.</p>` +
      `<table style="border-collapse:collapse">${rowsHtml(rows)}</table><p>${escapeHtml(money)}</p>`,
    p.resort,
  );
  const text = [
    greeting(p.guestName),
    '',
    `Your booking at ${p.resort.name} has new dates.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    money,
    '',
    `${p.resort.name} · ${p.resort.phone} · ${p.resort.email}`,
  ].join('\n');
  return { subject, html, text };
}

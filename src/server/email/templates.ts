import { CANCELLATION_POLICY } from '../../domain/cancellation-policy';
import { formatInr } from '../../domain/money';
/**
 * E-mail templates (HTML + text). Parameters follow the spec's e-mail kinds:
 * booking confirmation (guestName, email, bookingId, villaName, checkIn, checkOut, totalAmount,
 * guestPhone, adults, children) and admin notification (type, bookingId, guestName, amount, details).
 */

export type RenderedEmail = { subject: string; html: string; text: string };

export type ResortContact = { name: string; phone: string; email: string };

export type BookingConfirmationParams = {
  guestName: string;
  email: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalAmount: number;
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
  type: 'new_booking' | 'bank_transfer_claimed' | 'payment_needs_attention';
  bookingId: string;
  guestName: string;
  amount: number;
  details: string[];
};

export { formatInr };

/** 'YYYY-MM-DD' → "Friday, December 4, 2026" (calendar date, no time zone shift). */
export function formatStayDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function rowsHtml(rows: [string, string][]): string {
  return rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td style="padding:4px 0"><strong>${escapeHtml(v)}</strong></td></tr>`,
    )
    .join('');
}

function layout(title: string, body: string, resort: ResortContact | undefined): string {
  const footer = resort
    ? `<p style="color:#666;font-size:13px">${escapeHtml(resort.name)} · ${escapeHtml(resort.phone)} · <a href="mailto:${escapeHtml(resort.email)}">${escapeHtml(resort.email)}</a></p>`
    : '';
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2d1f;max-width:600px;margin:0 auto;padding:16px"><h1 style="color:#2f5d34;font-size:22px">${escapeHtml(title)}</h1>${body}${footer}</body></html>`;
}

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
    ['Total amount', formatInr(p.totalAmount)],
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
      `<table style="border-collapse:collapse">${rowsHtml(rows)}</table>` +
      `<h2 style="font-size:16px">Important Information</h2><ul>${info.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` +
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
  const html = layout(
    title,
    `<table style="border-collapse:collapse">${rowsHtml(rows)}</table><ul>${p.details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`,
    undefined,
  );
  const text = [
    title,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...p.details.map((d) => `- ${d}`),
  ].join('\n');
  return { subject, html, text };
}

export type BookingCancellationParams = {
  guestName: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  /** Rupees refunded (0 when nothing is refunded). */
  refundAmount: number;
  /** Rupees the guest had paid. */
  paidAmount: number;
  resort: ResortContact;
};

/** The guest's notice that staff cancelled the booking (and the refund, if any). */
export function renderBookingCancellation(p: BookingCancellationParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ['Check-in', formatStayDate(p.checkIn)],
    ['Check-out', formatStayDate(p.checkOut)],
    ...(p.refundAmount > 0
      ? ([['Amount refunded', formatInr(p.refundAmount)]] as [string, string][])
      : []),
  ];
  const money =
    p.refundAmount > 0
      ? `A refund of ${formatInr(p.refundAmount)} is on its way to your original payment method; refunds take 5-7 business days.`
      : p.paidAmount > 0
        ? `You paid ${formatInr(p.paidAmount)} for this booking. Please contact us about it.`
        : 'No payment was taken for this booking.';
  const subject = `Booking Cancelled – ${p.villaName} – ${p.bookingId}`;
  const html = layout(
    'Booking Cancelled',
    `<p>Dear ${escapeHtml(p.guestName)},</p><p>Your booking at ${escapeHtml(p.resort.name)} has been cancelled.</p>` +
      `<table style="border-collapse:collapse">${rowsHtml(rows)}</table><p>${escapeHtml(money)}</p>` +
      `<p>If you did not expect this, please call us on ${escapeHtml(p.resort.phone)}.</p>`,
    p.resort,
  );
  const text = [
    `Dear ${p.guestName},`,
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

export type SafariResponseParams = {
  guestName: string | null;
  safariName: string;
  preferredDate: string | null;
  preferredTiming: string | null;
  persons: number;
  bookingId: string | null;
  response: string;
  respondedBy: string;
  resort: ResortContact;
};

/** The resort's answer to a safari enquiry, e-mailed to the guest (staff's words kept as typed). */
export function renderSafariResponse(p: SafariResponseParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Safari', p.safariName],
    ...(p.preferredDate ? ([['Date', formatStayDate(p.preferredDate)]] as [string, string][]) : []),
    ...(p.preferredTiming ? ([['Time', p.preferredTiming]] as [string, string][]) : []),
    ['Persons', String(p.persons)],
    ...(p.bookingId?.startsWith('VM') ? ([['Booking ID', p.bookingId]] as [string, string][]) : []),
  ];
  const greeting = `Dear ${p.guestName?.trim() || 'Guest'},`;
  const subject = `Your safari enquiry – ${p.safariName}`;
  const html = layout(
    'About your safari enquiry',
    `<p>${escapeHtml(greeting)}</p><p>Thank you for your safari enquiry. Here is our answer:</p>` +
      `<blockquote style="margin:12px 0;padding:8px 12px;border-left:4px solid #2f5d34;white-space:pre-wrap">${escapeHtml(p.response)}</blockquote>` +
      `<table style="border-collapse:collapse">${rowsHtml(rows)}</table>` +
      `<p>${escapeHtml(p.respondedBy)}, ${escapeHtml(p.resort.name)}</p>`,
    p.resort,
  );
  const text = [
    greeting,
    '',
    'Thank you for your safari enquiry. Here is our answer:',
    '',
    p.response,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${p.respondedBy}, ${p.resort.name}`,
    `${p.resort.name} · ${p.resort.phone} · ${p.resort.email}`,
  ].join('\n');
  return { subject, html, text };
}

export type PaymentLinkParams = {
  guestName: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  totalAmount: number;
  /** Until when the rooms are held for the payment. */
  payBy: string;
  /** The guest's booking page (with its access token), when PUBLIC_URL is known. */
  payUrl: string | undefined;
  resort: ResortContact;
};

/** A booking staff took on the phone: the guest pays it through the website's payment step. */
export function renderPaymentLink(p: PaymentLinkParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ['Check-in', formatStayDate(p.checkIn)],
    ['Check-out', formatStayDate(p.checkOut)],
    ['Total', formatInr(p.totalAmount)],
    ['Please pay by', p.payBy],
  ];
  const how = p.payUrl
    ? 'Pay securely online (in full, or 50% now and the rest at the property) at this link:'
    : `Please call us on ${p.resort.phone} to pay.`;
  const subject = `Complete your payment – ${p.villaName} – ${p.bookingId}`;
  const html = layout(
    'Complete your payment',
    `<p>Dear ${escapeHtml(p.guestName)},</p><p>Thank you for booking with ${escapeHtml(p.resort.name)}. Your rooms are held for you until the date below.</p>` +
      `<table style="border-collapse:collapse">${rowsHtml(rows)}</table><p>${escapeHtml(how)}</p>` +
      (p.payUrl
        ? `<p><a href="${escapeHtml(p.payUrl)}" style="background:#2f5d34;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Pay for booking ${escapeHtml(p.bookingId)}</a></p>`
        : ''),
    p.resort,
  );
  const text = [
    `Dear ${p.guestName},`,
    '',
    `Thank you for booking with ${p.resort.name}. Your rooms are held for you until the date below.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    how,
    ...(p.payUrl ? [p.payUrl] : []),
    '',
    `${p.resort.name} · ${p.resort.phone} · ${p.resort.email}`,
  ].join('\n');
  return { subject, html, text };
}

export type DateChangeParams = {
  guestName: string;
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
    ['Previous dates', `${formatStayDate(p.before.checkIn)} – ${formatStayDate(p.before.checkOut)}`],
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
    `<p>Dear ${escapeHtml(p.guestName)},</p><p>Your booking at ${escapeHtml(p.resort.name)} has new dates.</p>` +
      `<table style="border-collapse:collapse">${rowsHtml(rows)}</table><p>${escapeHtml(money)}</p>`,
    p.resort,
  );
  const text = [
    `Dear ${p.guestName},`,
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

import { CANCELLATION_POLICY } from '../../domain/cancellation-policy';
import { formatInr } from '../../domain/money';
import { cancellationMoneyLine } from '../../domain/money-emails';
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
        `<tr><td style="padding:6px 16px 6px 0;color:#555555;font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(k)}</td><td style="padding:6px 0;color:#1f2d1f;font-size:14px;vertical-align:top"><strong>${escapeHtml(v)}</strong></td></tr>`,
    )
    .join('');
}

/** A details table (label, value) that survives every common mail client: a real table, inline styles. */
export function detailsTable(rows: [string, string][]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 16px">${rowsHtml(rows)}</table>`;
}

const BRAND = '#2f5d34';

/**
 * The frame of every e-mail: a centred 600-pixel table with inline styles only (mail clients drop
 * <style> blocks and ignore flexbox/grid), a coloured header with the resort's name, and a footer
 * with its contacts. `preheader` is the grey line clients show next to the subject.
 */
export function emailLayout(
  title: string,
  body: string,
  resort: ResortContact | undefined,
  preheader = '',
): string {
  const footer = resort
    ? `<tr><td style="padding:16px 24px;background:#f4f1ea;color:#555555;font-size:12px;line-height:18px">${escapeHtml(resort.name)} · ${escapeHtml(resort.phone)} · <a href="mailto:${escapeHtml(resort.email)}" style="color:${BRAND}">${escapeHtml(resort.email)}</a></td></tr>`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f1ea">` +
    `<div style="display:none;max-height:0;overflow:hidden;color:#f4f1ea">${escapeHtml(preheader)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ea"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;color:#1f2d1f">` +
    `<tr><td style="padding:16px 24px;background:${BRAND};color:#ffffff;font-size:14px;letter-spacing:1px;text-transform:uppercase">${escapeHtml(resort?.name ?? 'Village Machaan')}</td></tr>` +
    `<tr><td style="padding:24px;font-size:15px;line-height:22px"><h1 style="margin:0 0 16px;color:${BRAND};font-size:22px;line-height:28px;font-weight:normal">${escapeHtml(title)}</h1>${body}</td></tr>` +
    footer +
    `</table></td></tr></table></body></html>`
  );
}

const layout = emailLayout;

/** A paragraph with the layout's spacing. */
export const para = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/** A call-to-action link styled as a button (a table cell, as Outlook needs). */
export function buttonLink(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td style="background:${BRAND};border-radius:6px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></td></tr></table>`;
}

const list = (items: string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li style="margin:0 0 4px">${escapeHtml(i)}</li>`).join('')}</ul>`;

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

/** "Dear Asha Rao," — or "Dear guest," when the typed name must not be echoed (decision 0108). */
const greeting = (name: string | null) => `Dear ${name ?? 'guest'},`;

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
  /**
   * The safari added to the booking as a charge (decision 0120): its amount incl. GST, what is due
   * now, and the private link to the booking page where the guest pays it (without PUBLIC_URL none).
   */
  payment?: { charge: number; due: number; payUrl: string | undefined } | undefined;
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
  const greeting = `Dear ${p.guestName?.trim() || 'guest'},`;
  const subject = `Your safari enquiry – ${p.safariName}`;
  if (p.payment) {
    rows.push(['Safari charge (incl. GST)', formatInr(p.payment.charge)]);
    rows.push(['Due now on your booking', formatInr(p.payment.due)]);
  }
  const payText = p.payment?.payUrl
    ? 'Please pay it securely online from your booking page ("Pay balance") at this link:'
    : p.payment
      ? `The safari is added to your booking; please call us on ${p.resort.phone} to pay.`
      : null;
  const payLines = payText ? [payText, ...(p.payment?.payUrl ? [p.payment.payUrl] : [])] : [];
  const payHtml =
    (payText ? para(payText) : '') +
    (p.payment?.payUrl ? buttonLink(p.payment.payUrl, `Pay ${formatInr(p.payment.due)}`) : '');
  const html = layout(
    'About your safari enquiry',
    `<p>${escapeHtml(greeting)}</p><p>Thank you for your safari enquiry. Here is our answer:</p>` +
      `<blockquote style="margin:12px 0;padding:8px 12px;border-left:4px solid #2f5d34;white-space:pre-wrap">${escapeHtml(p.response)}</blockquote>` +
      detailsTable(rows) +
      payHtml +
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
    ...(payLines.length ? [...payLines, ''] : []),
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
      detailsTable(rows) +
      para(how) +
      (p.payUrl ? buttonLink(p.payUrl, `Pay for booking ${p.bookingId}`) : ''),
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

const footerText = (resort: ResortContact) => `${resort.name} · ${resort.phone} · ${resort.email}`;

export type PaymentReminderParams = {
  guestName: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  totalAmount: number;
  advancePaid: number;
  remainingAmount: number;
  /** Whole days until arrival (0 = today). */
  daysUntilArrival: number;
  /** The guest's booking page (with its access token), when PUBLIC_URL is known. */
  manageUrl: string | undefined;
  resort: ResortContact;
};

const inDays = (days: number) =>
  days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;

/** The balance of a half-paid booking, due at the property: a reminder before arrival. */
export function renderPaymentReminder(p: PaymentReminderParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ['Check-in', `${formatStayDate(p.checkIn)}, from 2:00 PM`],
    ['Check-out', `${formatStayDate(p.checkOut)}, by 11:00 AM`],
    ['Total amount', formatInr(p.totalAmount)],
    ['Advance paid', formatInr(p.advancePaid)],
    ['Balance due', formatInr(p.remainingAmount)],
  ];
  const intro = `Your stay at ${p.resort.name} begins ${inDays(p.daysUntilArrival)}. Thank you for the advance of ${formatInr(p.advancePaid)}.`;
  const due = `The balance of ${formatInr(p.remainingAmount)} is due at the property on arrival (cash, card or UPI). If you would rather settle it before you travel, please call us on ${p.resort.phone}.`;
  const subject = `Payment reminder – ${formatInr(p.remainingAmount)} due – ${p.bookingId}`;
  const html = layout(
    'Payment reminder',
    para(`Dear ${p.guestName},`) +
      para(intro) +
      detailsTable(rows) +
      para(due) +
      (p.manageUrl ? buttonLink(p.manageUrl, 'View your booking') : ''),
    p.resort,
    `${formatInr(p.remainingAmount)} due at the property`,
  );
  const text = [
    `Dear ${p.guestName},`,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    due,
    ...(p.manageUrl ? ['', `View your booking: ${p.manageUrl}`] : []),
    '',
    footerText(p.resort),
  ].join('\n');
  return { subject, html, text };
}

export type PreArrivalParams = {
  guestName: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  units: string[];
  guests: string;
  /** Balance due at the property (0 when paid in full). */
  remainingAmount: number;
  /** The resort's postal address. */
  address: string;
  /** A map link to the resort. */
  mapUrl: string;
  /** The guest's safari enquiries with the resort's answers. */
  safaris: {
    name: string;
    date: string | null;
    timing: string | null;
    persons: number;
    status: string;
    response: string | null;
  }[];
  specialRequests: string | null;
  manageUrl: string | undefined;
  resort: ResortContact;
};

/** Three days before check-in: how to get there, when to arrive, the safaris, what is still due. */
export function renderPreArrival(p: PreArrivalParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ...(p.units.length ? ([['Rooms', p.units.join(', ')]] as [string, string][]) : []),
    ['Guests', p.guests],
    ['Check-in', `${formatStayDate(p.checkIn)}, from 2:00 PM`],
    ['Check-out', `${formatStayDate(p.checkOut)}, by 11:00 AM`],
    [
      'Balance due',
      p.remainingAmount > 0
        ? `${formatInr(p.remainingAmount)} at the property`
        : 'Nothing – paid in full',
    ],
  ];
  const arrival = [
    'Check-in is from 2:00 PM; check-out is by 11:00 AM.',
    'Please bring a photo ID for every adult guest.',
    `If you expect to arrive after 8:00 PM, please call us on ${p.resort.phone}.`,
  ];
  const safariLine = (s: PreArrivalParams['safaris'][number]) =>
    `${s.name}${s.date ? `, ${formatStayDate(s.date)}` : ''}${s.timing && !s.name.includes(s.timing) ? ` (${s.timing})` : ''}, ${s.persons} ${s.persons === 1 ? 'person' : 'persons'}: ${
      s.response?.trim()
        ? s.response.trim()
        : s.status === 'pending'
          ? 'we will confirm this with you at check-in'
          : s.status
    }`;
  const safariLines = p.safaris.map(safariLine);
  const subject = `Your stay begins soon – directions and check-in – ${p.bookingId}`;
  const html = layout(
    'See you soon',
    para(`Dear ${p.guestName},`) +
      para(
        `We look forward to welcoming you to ${p.resort.name} on ${formatStayDate(p.checkIn)}.`,
      ) +
      detailsTable(rows) +
      `<h2 style="margin:8px 0;font-size:16px">Getting here</h2>` +
      para(p.address) +
      buttonLink(p.mapUrl, 'Open the map') +
      `<h2 style="margin:8px 0;font-size:16px">Arrival</h2>` +
      list(arrival) +
      (safariLines.length
        ? `<h2 style="margin:8px 0;font-size:16px">Your safaris</h2>${list(safariLines)}`
        : '') +
      (p.specialRequests?.trim()
        ? `<h2 style="margin:8px 0;font-size:16px">Your requests</h2>${para(p.specialRequests.trim())}`
        : '') +
      (p.manageUrl ? buttonLink(p.manageUrl, 'View your booking') : ''),
    p.resort,
    `Check-in from 2:00 PM on ${formatStayDate(p.checkIn)}`,
  );
  const text = [
    `Dear ${p.guestName},`,
    '',
    `We look forward to welcoming you to ${p.resort.name} on ${formatStayDate(p.checkIn)}.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    'Getting here',
    p.address,
    `Map: ${p.mapUrl}`,
    '',
    'Arrival',
    ...arrival.map((a) => `- ${a}`),
    ...(safariLines.length ? ['', 'Your safaris', ...safariLines.map((s) => `- ${s}`)] : []),
    ...(p.specialRequests?.trim() ? ['', 'Your requests', p.specialRequests.trim()] : []),
    ...(p.manageUrl ? ['', `View your booking: ${p.manageUrl}`] : []),
    '',
    footerText(p.resort),
  ].join('\n');
  return { subject, html, text };
}

export type SafariEnquiryNotificationParams = {
  guestName: string | null;
  email: string | null;
  phone: string | null;
  enquiries: { safariName: string; date: string | null; timing: string | null; persons: number }[];
  specialRequirements: string | null;
  /** The admin's Safari Queries screen, when PUBLIC_URL is known. */
  adminUrl: string | undefined;
};

/** To ADMIN_NOTIFY_EMAIL: a guest sent safari enquiries (the bell says "New Safari Enquiry"). */
export function renderSafariEnquiryNotification(p: SafariEnquiryNotificationParams): RenderedEmail {
  const who = p.guestName?.trim() || 'a guest (not booked yet)';
  const lines = p.enquiries.map(
    (e) =>
      `${e.safariName}${e.date ? `, ${formatStayDate(e.date)}` : ''}${e.timing && !e.safariName.includes(e.timing) ? ` (${e.timing})` : ''}, ${e.persons} ${e.persons === 1 ? 'person' : 'persons'}`,
  );
  const rows: [string, string][] = [
    ['Guest', who],
    ...(p.email ? ([['E-mail', p.email]] as [string, string][]) : []),
    ...(p.phone ? ([['Phone', p.phone]] as [string, string][]) : []),
    ['Enquiries', String(p.enquiries.length)],
  ];
  const subject = `[safari_enquiry] New Safari Enquiry – ${lines[0] ?? ''}${lines.length > 1 ? ` (+${lines.length - 1} more)` : ''}`;
  const html = layout(
    'New Safari Enquiry',
    para(`A new safari enquiry has been received from ${who}.`) +
      detailsTable(rows) +
      list(lines) +
      (p.specialRequirements?.trim()
        ? `<h2 style="margin:8px 0;font-size:16px">Special requirements</h2>${para(p.specialRequirements.trim())}`
        : '') +
      (p.adminUrl ? buttonLink(p.adminUrl, 'Answer in Safari Queries') : ''),
    undefined,
    subject,
  );
  const text = [
    'New Safari Enquiry',
    '',
    `A new safari enquiry has been received from ${who}.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...lines.map((l) => `- ${l}`),
    ...(p.specialRequirements?.trim()
      ? ['', 'Special requirements:', p.specialRequirements.trim()]
      : []),
    ...(p.adminUrl ? ['', `Answer: ${p.adminUrl}`] : []),
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

import { formatInr } from '../../domain/money';
import {
  buttonLink,
  detailsTable,
  escapeHtml,
  formatStayDate,
  list,
  para,
  emailLayout as layout,
  type RenderedEmail,
  type ResortContact,
} from './layout';

/** Safari enquiries: the resort's answer to the guest, and the notice to staff. */

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

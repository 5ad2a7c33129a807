import { formatInr } from '../../domain/money';
import {
  buttonLink,
  detailsTable,
  escapeHtml,
  footerText,
  formatStayDate,
  list,
  para,
  emailLayout as layout,
  type RenderedEmail,
  type ResortContact,
} from './layout';

/** Asking the guest to pay (payment link, balance reminder) and the pre-arrival letter. */

export type PaymentLinkParams = {
  guestName: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  total: number;
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
    ['Total', formatInr(p.total)],
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

export type PaymentReminderParams = {
  guestName: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  total: number;
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
    ['Total amount', formatInr(p.total)],
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

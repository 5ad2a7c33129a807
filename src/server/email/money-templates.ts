import { receiptLines } from '../../domain/money-emails';
import { formatInr } from '../../domain/money';
import {
  buttonLink,
  detailsTable,
  emailLayout,
  formatStayDate,
  para,
  type RenderedEmail,
  type ResortContact,
} from './templates';

/** The guest's e-mails about money after the booking is made (decision 0121). */

type StayRef = {
  /** Greets "Dear …," (money was taken on these bookings, so the name is known; decision 0108). */
  guestName: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  resort: ResortContact;
};

const footer = (r: ResortContact) => `${r.name} · ${r.phone} · ${r.email}`;

function render(
  title: string,
  subject: string,
  p: StayRef,
  intro: string,
  rows: [string, string][],
  after: string[],
  link?: { href: string; label: string },
): RenderedEmail {
  const html = emailLayout(
    title,
    para(`Dear ${p.guestName},`) +
      para(intro) +
      detailsTable(rows) +
      after.map(para).join('') +
      (link ? buttonLink(link.href, link.label) : ''),
    p.resort,
    subject,
  );
  const text = [
    `Dear ${p.guestName},`,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    ...after,
    ...(link ? ['', `${link.label}: ${link.href}`] : []),
    '',
    footer(p.resort),
  ].join('\n');
  return { subject, html, text };
}

export type RefundNoticeParams = StayRef & {
  amount: number;
  /** How it reaches the guest and when (refundHowLine). */
  how: string;
  /** Everything refunded on the booking so far, this one included. */
  refundedInAll: number;
};

/** A refund was processed: the amount, how it is paid back and when to expect it. */
export function renderRefundNotice(p: RefundNoticeParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ['Stay', `${formatStayDate(p.checkIn)} – ${formatStayDate(p.checkOut)}`],
    ['Amount refunded', formatInr(p.amount)],
    ...(p.refundedInAll > p.amount
      ? ([['Refunded in all', formatInr(p.refundedInAll)]] as [string, string][])
      : []),
  ];
  return render(
    'Refund processed',
    `Refund of ${formatInr(p.amount)} processed – ${p.bookingId}`,
    p,
    `We have refunded ${formatInr(p.amount)} for your booking ${p.bookingId} at ${p.resort.name}.`,
    rows,
    [p.how, `If you have any question about it, please call us on ${p.resort.phone}.`],
  );
}

export type PaymentReceiptParams = StayRef & {
  paidNow: number;
  method: string;
  totalPaid: number;
  total: number;
  due: number;
  reference: string | null;
  manageUrl: string | undefined;
};

/** A payment on a booking already confirmed (the balance, or part of it): the receipt. */
export function renderPaymentReceipt(p: PaymentReceiptParams): RenderedEmail {
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ['Stay', `${formatStayDate(p.checkIn)} – ${formatStayDate(p.checkOut)}`],
    ...receiptLines(p),
    ...(p.reference ? ([['Payment ID', p.reference]] as [string, string][]) : []),
  ];
  return render(
    'Payment received',
    `Payment received – ${formatInr(p.paidNow)} – ${p.bookingId}`,
    p,
    `Thank you: we have received ${formatInr(p.paidNow)} for your booking ${p.bookingId}.`,
    rows,
    [
      p.due > 0
        ? `${formatInr(p.due)} is still due: you can pay it online from your booking page, or at the property.`
        : 'Nothing more is due for this booking.',
    ],
    p.manageUrl ? { href: p.manageUrl, label: 'View your booking' } : undefined,
  );
}

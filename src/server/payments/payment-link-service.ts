import {
  CHARGE_KIND_LABELS,
  onlineBalanceDue,
  type ChargeInput,
  type ChargeLine,
} from '../../domain/folio-charges';
import type { Money } from '../../domain/folio-schema';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
import { findBookingByRef, issueAccessToken, type BookingRow } from '../booking-records/repository';
import type { Db } from '../db/client';
import type { Config } from '../env';
import { enqueueEmail } from '../email/outbox';
import {
  buttonLink,
  detailsTable,
  emailLayout,
  escapeHtml,
  formatInr,
  formatStayDate,
  para,
  type RenderedEmail,
  type ResortContact,
} from '../email/templates';
import { conflict, notFound } from '../http/errors';
import { addChargeToBooking, chargeLinesOf } from './charges-service';
import { guestLink } from './confirmation-emails';
import { moneyOfBooking } from './ledger';

/**
 * "E-mail payment link" (decision 0120): the guest gets their booking page with a private link
 * (a new access token, decision 0101), where "Pay balance" takes what is due — the stay's balance
 * and the charges — through the payment flow (plan `balance`). Kind `payment_link` in the outbox.
 */
export const NOTHING_DUE_ONLINE =
  'Nothing can be paid online on this booking now: nothing is due, or it is not confirmed or checked in';
const NO_PUBLIC_URL =
  "The site's public address (PUBLIC_URL) is not set, so no payment link can be made";

/** A new private link to the guest's booking page, or undefined without PUBLIC_URL. */
async function guestPaymentUrl(
  tx: Db,
  b: BookingRow,
  now: Date,
  config: Config,
): Promise<string | undefined> {
  if (!config.publicUrl) return undefined;
  return guestLink(config, b.bookingId, await issueAccessToken(tx, b.id, now));
}

type BalanceLinkParams = {
  guestName: string;
  bookingId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  charges: ChargeLine[];
  money: Money;
  due: number;
  payUrl: string;
  resort: ResortContact;
};

function renderBalanceLink(p: BalanceLinkParams): RenderedEmail {
  const chargeRows: [string, string][] = p.charges.map((c) => [
    `${CHARGE_KIND_LABELS[c.kind]}: ${c.description}`,
    `${c.quantity} × ${formatInr(c.unitPrice)} + GST ${formatInr(c.tax)} = ${formatInr(c.amount)}`,
  ]);
  const rows: [string, string][] = [
    ['Booking ID', p.bookingId],
    ['Villa', p.villaName],
    ['Check-in', formatStayDate(p.checkIn)],
    ['Check-out', formatStayDate(p.checkOut)],
    ...chargeRows,
    ['Total (stay and charges)', formatInr(p.money.total)],
    ['Paid so far', formatInr(Math.max(0, p.money.received - p.money.refunded))],
    ['Due now', formatInr(p.due)],
  ];
  const how = 'Pay securely online from your booking page at this link ("Pay balance"):';
  const subject = `Payment due ${formatInr(p.due)} – ${p.bookingId}`;
  const greeting = `Dear ${p.guestName},`;
  const html = emailLayout(
    'Payment due',
    `<p>${escapeHtml(greeting)}</p>` +
      para(`Here is what is due on your booking with ${p.resort.name}.`) +
      detailsTable(rows) +
      para(how) +
      buttonLink(p.payUrl, `Pay ${formatInr(p.due)}`),
    p.resort,
    `${formatInr(p.due)} due on booking ${p.bookingId}`,
  );
  const text = [
    greeting,
    '',
    `Here is what is due on your booking with ${p.resort.name}.`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    how,
    p.payUrl,
    '',
    `${p.resort.name} · ${p.resort.phone} · ${p.resort.email}`,
  ].join('\n');
  return { subject, html, text };
}

export type PaymentLinkResult = { bookingId: string; to: string; amount: number };

/** `POST /api/admin/bookings/:bookingId/payment-link` (in the idempotency transaction). */
export async function emailPaymentLink(
  tx: Db,
  deps: { now: () => Date; config: Config },
  input: { bookingId: string },
  actor: Actor,
): Promise<PaymentLinkResult> {
  const { config } = deps;
  const now = deps.now();
  const b = await findBookingByRef(tx, input.bookingId, { forUpdate: true });
  if (!b) throw notFound(`Booking not found: ${input.bookingId}`);
  const money = await moneyOfBooking(tx, b);
  const due = onlineBalanceDue(b.status, money);
  if (due <= 0) throw conflict(NOTHING_DUE_ONLINE);
  const payUrl = await guestPaymentUrl(tx, b, now, config);
  if (!payUrl) throw conflict(NO_PUBLIC_URL);
  const email = renderBalanceLink({
    guestName: b.guestName,
    bookingId: b.bookingId,
    villaName: b.villaName,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    charges: await chargeLinesOf(tx, b.id, { activeOnly: true }),
    money,
    due,
    payUrl,
    resort: { name: config.resortName, phone: config.resortPhone, email: config.resortEmail },
  });
  await enqueueEmail(tx, { ...email, kind: 'payment_link', to: b.email, bookingUuid: b.id }, now);
  await recordBookingActivity(tx, {
    bookingId: b.id,
    actor,
    action: 'payment_link_sent',
    description: `Payment link for ${formatInr(due)} e-mailed to ${b.email} by ${actor.name}`,
    at: now,
  });
  return { bookingId: b.bookingId, to: b.email, amount: due };
}

/**
 * The safari of an answered enquiry added to its booking as a charge, with the private link to pay
 * it (decision 0120): called by the safari answer in its transaction. The link is made only when
 * the guest can pay online now (a confirmed or checked-in booking) and PUBLIC_URL is set.
 */
export async function chargeSafariWithLink(
  tx: Db,
  deps: { now: () => Date; config: Config },
  input: { bookingCode: string; charge: Omit<ChargeInput, 'kind'> },
  actor: Actor,
): Promise<{ charge: number; due: number; payUrl: string | undefined }> {
  const now = deps.now();
  const b = await findBookingByRef(tx, input.bookingCode, { forUpdate: true });
  if (!b) throw notFound(`Booking not found: ${input.bookingCode}`);
  const added = await addChargeToBooking(tx, b, { kind: 'safari', ...input.charge }, actor, deps);
  const due = onlineBalanceDue(added.booking.status, added.money);
  const payUrl = due > 0 ? await guestPaymentUrl(tx, added.booking, now, deps.config) : undefined;
  if (payUrl)
    await recordBookingActivity(tx, {
      bookingId: b.id,
      actor,
      action: 'payment_link_sent',
      description: `Payment link for ${formatInr(due)} e-mailed to ${b.email} with the safari answer by ${actor.name}`,
      at: now,
    });
  return { charge: added.charge.amount, due: added.money.due, payUrl };
}

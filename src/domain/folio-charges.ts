import { z } from 'zod';
import { CHARGE_KINDS, chargeTaxPercent, taxOnCharge, type ChargeTaxContext } from './charge-tax';
import type { BookingStatus } from './enums';
import type { Money } from './folio-schema';

/**
 * Charges beyond the room (the folio; decision 0120): what staff may add, what a charge costs, and
 * what the guest may pay online. Pure; `payments/charges-service.ts` stores and moves the money.
 */

/** The largest charge (quantity × unit price) one line may carry, whole rupees. */
const MAX_CHARGE_AMOUNT = 10_000_000;
const MAX_CHARGE_QUANTITY = 1000;

export const CHARGE_MESSAGES = {
  kind: 'Kind must be safari, meal, extra_bed, transport or other',
  description: 'Please describe the charge',
  quantity: 'Quantity must be a whole number from 1 to 1000',
  unitPrice: 'Unit price must be a whole number of rupees above 0',
  tooLarge: `A charge may be at most ₹1,00,00,000 (quantity × unit price)`,
  cancelled: 'Charges cannot be added to a cancelled booking',
  archived: 'This booking was deleted and kept only for its money records; charges cannot change',
  alreadyVoided: 'This charge was already voided',
  notFound: 'Charge not found on this booking',
} as const;

const wholeRupees = z
  .number({ error: CHARGE_MESSAGES.unitPrice })
  .int(CHARGE_MESSAGES.unitPrice)
  .positive(CHARGE_MESSAGES.unitPrice)
  .max(MAX_CHARGE_AMOUNT, CHARGE_MESSAGES.tooLarge);

const chargeLineFields = {
  description: z
    .string({ error: CHARGE_MESSAGES.description })
    .trim()
    .min(1, CHARGE_MESSAGES.description)
    .max(200, 'Description must be at most 200 characters'),
  quantity: z
    .number({ error: CHARGE_MESSAGES.quantity })
    .int(CHARGE_MESSAGES.quantity)
    .min(1, CHARGE_MESSAGES.quantity)
    .max(MAX_CHARGE_QUANTITY, CHARGE_MESSAGES.quantity),
  unitPrice: wholeRupees,
};
const notTooLarge: [
  (c: { quantity: number; unitPrice: number }) => boolean,
  { message: string; path: string[] },
] = [
  (c) => c.quantity * c.unitPrice <= MAX_CHARGE_AMOUNT,
  { message: CHARGE_MESSAGES.tooLarge, path: ['unitPrice'] },
];

/** A charge's description, quantity and unit price (the safari answer adds one: kind safari). */
export const chargeLineSchema = z.object(chargeLineFields).refine(...notTooLarge);

/** `POST /api/admin/bookings/:bookingId/charges` body. */
export const chargeInputSchema = z
  .object({ kind: z.enum(CHARGE_KINDS, { error: CHARGE_MESSAGES.kind }), ...chargeLineFields })
  .refine(...notTooLarge);
export type ChargeInput = z.output<typeof chargeInputSchema>;

/** A charge's figures: ex-tax amount, its GST percent and rupees, and the total the guest owes. */
export function chargeAmounts(
  input: Pick<ChargeInput, 'kind' | 'quantity' | 'unitPrice'>,
  ctx: ChargeTaxContext = {},
): { net: number; taxPercent: number; tax: number; amount: number } {
  const net = input.quantity * input.unitPrice;
  const tax = taxOnCharge(input.kind, net, ctx);
  return { net, taxPercent: chargeTaxPercent(input.kind, ctx), tax, amount: net + tax };
}

/**
 * The stay's tariff per unit-night (decision 0114: room rate plus the extra guests' charge per
 * room), from the booking's price lines: what an extra bed's GST slab follows. Null without nights.
 */
export function stayTariffPerUnitNight(
  lines: readonly { kind: string; amount: number }[],
  nights: number,
  rooms: number,
): number | null {
  if (nights <= 0 || rooms <= 0) return null;
  const room = lines
    .filter((l) => l.kind === 'villa' || l.kind === 'extra-guests')
    .reduce((sum, l) => sum + l.amount, 0);
  return room > 0 ? Math.round(room / (nights * rooms)) : null;
}

/** Why a charge may not be added to a booking now, or null. */
export function chargeRefusal(b: {
  status: BookingStatus;
  archivedAt: Date | string | null;
}): string | null {
  if (b.archivedAt) return CHARGE_MESSAGES.archived;
  if (b.status === 'cancelled') return CHARGE_MESSAGES.cancelled;
  return null;
}

/**
 * What the guest may pay online now as the "balance" (decision 0120): everything due — the stay's
 * balance and any charges — on a confirmed or checked-in booking; nothing otherwise (a pending
 * booking pays its first payment; a cancelled or finished stay is settled by staff).
 */
export function onlineBalanceDue(status: BookingStatus, money: Pick<Money, 'due'>): number {
  return status === 'confirmed' || status === 'checked_in' ? Math.max(0, money.due) : 0;
}

/** A charge as the booking's answers show it (staff: all, voided ones marked; guests: not voided). */
export const ChargeLineSchema = z.object({
  id: z.string(),
  kind: z.enum(CHARGE_KINDS),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  /** GST on quantity × unit price, whole rupees. */
  tax: z.number().int(),
  /** quantity × unit price + tax. */
  amount: z.number().int(),
  createdAt: z.string(),
  /** Set when voided: the charge stays on record and no longer counts. */
  voidedAt: z.string().nullable(),
});
export type ChargeLine = z.infer<typeof ChargeLineSchema>;

/** How screens and e-mails name a charge kind. */
export const CHARGE_KIND_LABELS: Record<(typeof CHARGE_KINDS)[number], string> = {
  safari: 'Safari',
  meal: 'Meal',
  extra_bed: 'Extra bed',
  transport: 'Transport',
  other: 'Other',
};

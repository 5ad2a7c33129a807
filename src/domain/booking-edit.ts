import { z } from 'zod';
import {
  ADMIN_EDITABLE_STATUSES,
  CANCEL_REASON_REQUIRED,
  PAYMENT_ACK_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  checkStatusAction,
  type TransitionVerdict,
} from './booking-status';
import type { IsoDate } from './dates';
import { PROPERTY_PAYMENT_METHODS, type BookingStatus, type PaymentStatus } from './enums';
import { frontDeskRefusal } from './front-desk';
import { emailField, personName } from './guest-form';
import { amountReceived } from './refunds';
import { formatInr } from './money';
import { isoDateField } from './stay-request';

/**
 * Staff editing a booking (PATCH /api/admin/bookings/:bookingId, decision 0054): the body, the
 * spec's messages, which status moves the edit may make, and what a new price does to the money.
 */

export const EDIT_MESSAGES = {
  advanceNegative: 'Advance amount cannot be negative',
  advanceAboveTotal: 'Advance amount cannot exceed total amount',
  advanceFromLedger:
    'The advance follows from the payments recorded on the booking: use Record payment to add one',
  advanceLocked:
    'The advance can only be changed while the payment is pending or half paid; use the payment actions',
  unitTaken: 'Unit is not available for the selected dates',
  unitCount: (rooms: number) => `Choose ${rooms} unit${rooms === 1 ? '' : 's'} (one for each room)`,
  unitNotInVilla: (unit: string, villa: string) => `Unit ${unit} does not belong to ${villa}`,
  unitDuplicate: 'Choose each unit only once',
  pricingRequired: 'Choose whether to keep the old price or take the new one',
  cancelledLocked: 'A cancelled booking cannot be changed; make a new booking instead',
  backToPending: 'A booking cannot be moved back to pending',
  updated: {
    title: 'Booking Updated',
    message: 'Booking and room assignment updated successfully',
  },
  failed: { title: 'Update Failed', message: 'Failed to update booking' },
} as const;

export const PRICING_CHOICES = ['keep', 'reprice'] as const;
export type PricingChoice = (typeof PRICING_CHOICES)[number];

const count = (message: string) => z.number({ error: message }).int('Please enter a whole number');

/** The edit body: only the fields sent change (absent = unchanged; null clears the notes). */
export const bookingEditSchema = z
  .object({
    status: z
      .enum(ADMIN_EDITABLE_STATUSES, {
        error: 'Status must be pending, confirmed, completed, cancelled or no_show',
      })
      .optional(),
    guestName: personName('Guest name').optional(),
    email: emailField.optional(),
    phone: z.string().trim().max(30, 'Phone number is too long').optional(),
    villaId: z
      .string({ error: 'Villa selection is required' })
      .trim()
      .min(1, 'Villa selection is required')
      .max(100)
      .optional(),
    checkIn: isoDateField('Check-in date is required').optional(),
    checkOut: isoDateField('Check-out date is required').optional(),
    adults: count('Please enter the number of adults').optional(),
    children: count('Please enter the number of children').optional(),
    rooms: count('Rooms must be between 1 and 3')
      .min(1, 'Rooms must be between 1 and 3')
      .max(3, 'Rooms must be between 1 and 3')
      .optional(),
    advanceAmount: z
      .number({ error: 'Please enter the advance amount' })
      .int('Please enter a whole number of rupees')
      .min(0, EDIT_MESSAGES.advanceNegative)
      .optional(),
    specialRequests: z
      .string()
      .trim()
      .max(1000, 'Special requests must be less than 1000 characters')
      .nullable()
      .optional(),
    adminNotes: z
      .string()
      .trim()
      .max(2000, 'Admin notes must be at most 2000 characters')
      .nullable()
      .optional(),
    /** The concrete units (GC-03 …), one per room; the database's exclusion constraint judges. */
    unitNumbers: z
      .array(z.string().trim().toUpperCase().min(1).max(20))
      .min(1, 'Choose at least one unit')
      .max(3, 'Choose at most 3 units')
      .refine((v) => new Set(v).size === v.length, EDIT_MESSAGES.unitDuplicate)
      .optional(),
    /** When the stay changes: keep the booked price, or take the server's new quote. */
    pricing: z.enum(PRICING_CHOICES, { error: EDIT_MESSAGES.pricingRequired }).optional(),
    /** Confirming marks the payment paid: staff say the money was received (as the quick action). */
    paymentReceived: z.boolean().optional(),
    /** How the money came when confirming with the payment received (recorded on the ledger). */
    paymentMethod: z.enum(PROPERTY_PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED }).optional(),
    /** Cancelling needs a reason (kept in the history). */
    reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
    /** Check and price everything, answer what would happen, change nothing. */
    dryRun: z.boolean().optional(),
  })
  .strict();
export type BookingEditInput = z.input<typeof bookingEditSchema>;
export type BookingEdit = z.output<typeof bookingEditSchema>;

/**
 * The edit modal's checks of a changed body: its shape, and what the server asks before it changes
 * anything — a price choice when the new stay's price differs, one unit per room when units are
 * chosen, the payment received when confirming an unpaid booking, a reason when cancelling.
 */
export function bookingEditFormSchema(ctx: {
  priceDiffers: boolean;
  /** The rooms typed (NaN when blank). */
  rooms: number;
  /** Paid in full already: confirming asks nothing about the money. */
  paid: boolean;
}) {
  return bookingEditSchema.superRefine((body, zctx) => {
    const add = (path: string, message: string) =>
      zctx.addIssue({ code: 'custom', path: [path], message });
    if (ctx.priceDiffers && !body.pricing) add('pricing', EDIT_MESSAGES.pricingRequired);
    if (body.unitNumbers && body.unitNumbers.length !== ctx.rooms)
      add('unitNumbers', EDIT_MESSAGES.unitCount(ctx.rooms));
    if (body.status === 'confirmed' && !ctx.paid && !body.paymentReceived)
      add('paymentReceived', PAYMENT_ACK_REQUIRED);
    if (body.status === 'cancelled' && !body.reason) add('reason', CANCEL_REASON_REQUIRED);
  });
}

/** Fields whose change means the stay changes: availability re-checked, a new price offered. */
export const STAY_FIELDS = [
  'villaId',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'rooms',
] as const;

/**
 * May the edit modal move a booking from `from` to `to`? Same status: nothing to do. Confirmed,
 * completed, cancelled: the quick actions' rules. No-show: the front desk's rule (a confirmed
 * booking, from the day after check-in). Back to pending: never.
 */
export function checkEditStatus(
  from: BookingStatus,
  to: string,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  today: IsoDate,
): TransitionVerdict {
  if (from === to) return { allowed: true };
  if (to === 'pending') return { allowed: false, reason: EDIT_MESSAGES.backToPending };
  if (to === 'no_show') {
    const refusal = frontDeskRefusal('no-show', { status: from, ...stay }, today);
    return refusal ? { allowed: false, reason: refusal } : { allowed: true };
  }
  return checkStatusAction(from, to);
}

type Money = {
  paymentStatus: string;
  total: number;
  advanceAmount: number;
  remainingAmount: number;
};

/** Remaining = total − advance, never below 0; nothing remains once paid in full. */
export function remainingAmount(b: {
  paymentStatus: string;
  total: number;
  advanceAmount: number;
}) {
  return b.paymentStatus === 'paid' ? 0 : Math.max(0, b.total - b.advanceAmount);
}

/** The advance rules of the edit modal: 0 … total, and only while nothing but an advance was paid. */
export function advanceIssue(
  b: { paymentStatus: string; advanceAmount: number },
  advance: number,
  total: number,
): string | null {
  if (advance < 0) return EDIT_MESSAGES.advanceNegative;
  if (advance > total) return EDIT_MESSAGES.advanceAboveTotal;
  if (advance !== b.advanceAmount && !['pending', 'advance_paid'].includes(b.paymentStatus))
    return EDIT_MESSAGES.advanceLocked;
  return null;
}

/**
 * The money fields after staff take a new price. What was received stays received: a higher total
 * leaves the difference due (a paid booking becomes Half Paid); a total below what was received
 * is refused (refund first, or keep the old price). Failed or refunded bookings keep their price.
 */
export function repricedMoney(
  b: Money,
  newTotal: number,
):
  | { ok: true; paymentStatus: PaymentStatus; advanceAmount: number; remainingAmount: number }
  | { ok: false; message: string } {
  switch (b.paymentStatus) {
    case 'pending': {
      if (b.advanceAmount > newTotal)
        return { ok: false, message: EDIT_MESSAGES.advanceAboveTotal };
      return {
        ok: true,
        paymentStatus: 'pending',
        advanceAmount: b.advanceAmount,
        remainingAmount: Math.max(0, newTotal - b.advanceAmount),
      };
    }
    case 'advance_paid':
    case 'paid': {
      const received = amountReceived(b);
      if (newTotal < received)
        return {
          ok: false,
          message: `The new total (${formatInr(newTotal)}) is below what the guest has paid (${formatInr(received)}); refund first, or keep the old price`,
        };
      if (newTotal === received)
        return {
          ok: true,
          paymentStatus: 'paid',
          advanceAmount: b.advanceAmount,
          remainingAmount: 0,
        };
      return {
        ok: true,
        paymentStatus: 'advance_paid',
        advanceAmount: received,
        remainingAmount: newTotal - received,
      };
    }
    default:
      return {
        ok: false,
        message: `A booking whose payment is ${b.paymentStatus.replace('_', ' ')} keeps its price; choose keep the old price`,
      };
  }
}

import { z } from 'zod';
import {
  CANCEL_REASON_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  type StaffStatusAction,
} from './booking-status';
import { PROPERTY_PAYMENT_METHODS } from './enums';

/*
 * The status dialog's schemas, apart from booking-status.ts so the screens that only show statuses
 * (the dashboard, the lists) do not load zod (decision 0144).
 */

/** Why a booking is cancelled (kept in its history; the guest is e-mailed). */
export const cancelReasonSchema = z
  .string()
  .trim()
  .min(1, CANCEL_REASON_REQUIRED)
  .max(500, 'Reason must be at most 500 characters');

/**
 * What the status dialog asks before a change: how the money came (used when confirming takes
 * what is due) and, for a cancellation, the reason.
 */
export const statusDialogSchema = (status: StaffStatusAction) =>
  z.object({
    paymentMethod: z.enum(PROPERTY_PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED }),
    reason: status === 'cancelled' ? cancelReasonSchema : z.string(),
  });

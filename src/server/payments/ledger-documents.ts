import { eq } from 'drizzle-orm';
import type { MovementKind } from '../../domain/folio';
import type { Db } from '../db/client';
import { bookingCharges, type bookings, type moneyMovements } from '../db/schema';
import type { Config } from '../env';
import {
  documentResortOf,
  issueDocumentsForMovement,
  type DocumentMovementKind,
} from '../documents/issue-service';

type BookingRow = typeof bookings.$inferSelect;
type MovementRow = typeof moneyMovements.$inferSelect;

/**
 * Which ledger movements the tax documents follow (decisions 0112, 0114): money received for the
 * stay issues the invoice (once), a refund decided or a charge voided issues a credit note. A payment
 * the stay did not take (`unapplied_payment`), settlements of a refund, charges added and repricing
 * issue nothing here.
 */
const DOCUMENT_KIND: Partial<Record<MovementKind, DocumentMovementKind>> = {
  online_payment: 'payment',
  bank_transfer: 'payment',
  desk_payment: 'payment',
  refund_requested: 'refund',
  charge_voided: 'charge_void',
};

/** Issues the invoice or credit note a movement implies, in the writer's transaction. */
export async function issueDocumentsAfter(
  tx: Db,
  args: { booking: BookingRow; movement: MovementRow; now: Date; config: Config },
): Promise<void> {
  const { booking, movement, now, config } = args;
  const kind = DOCUMENT_KIND[movement.kind];
  if (!kind) return;
  // A retried refund (`refund:<key>:retryN`, decision 0121) asks again for money whose credit note
  // its first request already issued: one credit note per refund, however often it is retried.
  if (movement.kind === 'refund_requested' && /:retry\d+$/.test(movement.idempotencyKey)) return;
  // A voided charge credits its own tax (the charge's rate), not the invoice's proportion.
  let tax: number | undefined;
  if (kind === 'charge_void' && movement.chargeId) {
    const [charge] = await tx
      .select({ tax: bookingCharges.tax })
      .from(bookingCharges)
      .where(eq(bookingCharges.id, movement.chargeId));
    tax = charge?.tax;
  }
  await issueDocumentsForMovement(tx, {
    booking,
    movement: {
      id: movement.id,
      kind,
      amount: movement.amount,
      at: movement.occurredAt,
      ...(movement.note ? { reason: movement.note } : {}),
      ...(tax !== undefined ? { tax } : {}),
    },
    now,
    resort: documentResortOf(config),
  });
}

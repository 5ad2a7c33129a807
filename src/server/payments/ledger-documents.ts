import { eq } from 'drizzle-orm';
import type { MovementKind } from '../../domain/folio';
import type { Db } from '../db/client';
import { bookingCharges, type bookings, type moneyMovements } from '../db/schema';
import type { Config } from '../env';
import {
  documentResortOf,
  issueChargeInvoice,
  issueDocumentsForMovement,
  type DocumentMovementKind,
} from '../documents/issue-service';

type BookingRow = typeof bookings.$inferSelect;
type MovementRow = typeof moneyMovements.$inferSelect;

/**
 * Which ledger movements the tax documents follow (decisions 0112, 0114, 0120): money received
 * issues the stay's invoice (once) and an invoice of the charges not yet invoiced; a refund decided
 * issues a credit note against the stay's invoice; a voided charge that an invoice covers, a credit
 * note against that invoice at the charge's own tax (a charge never invoiced has nothing to credit).
 * A payment the stay did not take (`unapplied_payment`), settlements of a refund, charges added and
 * repricing issue nothing.
 */
const DOCUMENT_KIND: Partial<Record<MovementKind, DocumentMovementKind>> = {
  online_payment: 'payment',
  bank_transfer: 'payment',
  desk_payment: 'payment',
  refund_requested: 'refund',
  charge_voided: 'charge_void',
};

/** Issues the invoices or credit note a movement implies, in the writer's transaction. */
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
  const resort = documentResortOf(config);
  let credit: { againstInvoiceId: string; tax: number } | undefined;
  if (kind === 'charge_void') {
    const [charge] = movement.chargeId
      ? await tx
          .select({ tax: bookingCharges.tax, invoiceId: bookingCharges.invoiceId })
          .from(bookingCharges)
          .where(eq(bookingCharges.id, movement.chargeId))
      : [];
    if (!charge?.invoiceId) return;
    credit = { againstInvoiceId: charge.invoiceId, tax: charge.tax };
  }
  await issueDocumentsForMovement(tx, {
    booking,
    movement: {
      id: movement.id,
      kind,
      amount: movement.amount,
      at: movement.occurredAt,
      ...(movement.note ? { reason: movement.note } : {}),
      ...credit,
    },
    now,
    resort,
  });
  if (kind === 'payment')
    await issueChargeInvoice(tx, { booking, movementId: movement.id, now, resort });
}

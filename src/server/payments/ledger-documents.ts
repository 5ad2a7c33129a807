import type { MovementKind } from '../../domain/folio';
import type { Db } from '../db/client';
import type { bookings, moneyMovements } from '../db/schema';
import type { Config } from '../env';
import {
  documentResortOf,
  issueDocumentsForMovement,
  type DocumentMovementKind,
} from '../documents/issue-service';

type BookingRow = typeof bookings.$inferSelect;
type MovementRow = typeof moneyMovements.$inferSelect;

/**
 * Which ledger movements the tax documents follow (decisions 0112, 0114, 0120): money received for
 * the stay issues the invoice (once), a refund decided issues a credit note. A payment the stay did
 * not take (`unapplied_payment`), settlements of a refund, charges added or voided and repricing
 * issue nothing here. Charges are on no tax invoice yet (the invoice prints the stay's price lines,
 * decision 0120), so a voided charge has nothing to credit: a credit note for it would lower the
 * tax declared on the stay and the credit left for the stay's refunds.
 */
const DOCUMENT_KIND: Partial<Record<MovementKind, DocumentMovementKind>> = {
  online_payment: 'payment',
  bank_transfer: 'payment',
  desk_payment: 'payment',
  refund_requested: 'refund',
};

/** Issues the invoice or credit note a movement implies, in the writer's transaction. */
export async function issueDocumentsAfter(
  tx: Db,
  args: { booking: BookingRow; movement: MovementRow; now: Date; config: Config },
): Promise<void> {
  const { booking, movement, now, config } = args;
  const kind = DOCUMENT_KIND[movement.kind];
  if (!kind) return;
  await issueDocumentsForMovement(tx, {
    booking,
    movement: {
      id: movement.id,
      kind,
      amount: movement.amount,
      at: movement.occurredAt,
      ...(movement.note ? { reason: movement.note } : {}),
    },
    now,
    resort: documentResortOf(config),
  });
}

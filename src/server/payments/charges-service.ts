import { and, asc, eq, isNull } from 'drizzle-orm';
import { nightsBetween } from '../../domain/dates';
import {
  CHARGE_KIND_LABELS,
  CHARGE_MESSAGES,
  chargeAmounts,
  chargeRefusal,
  stayTariffPerUnitNight,
  type ChargeInput,
  type ChargeLine,
} from '../../domain/folio-charges';
import type { Money } from '../../domain/folio-schema';
import { formatInr } from '../../domain/money';
import type { Actor } from '../audit/record';
import { findBookingByRef, type BookingRow } from '../booking-records/repository';
import type { Db } from '../db/client';
import { bookingCharges } from '../db/schema';
import type { Config } from '../env';
import { conflict, notFound } from '../http/errors';
import { recordMoneyMovement } from './ledger';

/**
 * Charges beyond the room (the folio; decision 0120). A charge is a `booking_charges` row and a
 * `charge_added` movement written by the ledger's one writer in the same transaction (key
 * `charge:<id>`); voiding keeps the row (`voided_at`) and writes `charge_voided` (`charge:<id>:void`),
 * which issues a credit note when the charge was invoiced (decision 0114). `due` follows from the
 * ledger; the guest pays it through the balance flow.
 */
export type ChargeDeps = { now: () => Date; config: Config };

type ChargeRow = typeof bookingCharges.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toChargeLine(c: ChargeRow): ChargeLine {
  return {
    id: c.id,
    kind: c.kind,
    description: c.description,
    quantity: c.quantity,
    unitPrice: c.unitPrice,
    tax: c.tax,
    amount: c.amount,
    createdAt: c.createdAt.toISOString(),
    voidedAt: c.voidedAt?.toISOString() ?? null,
  };
}

/** A booking's charges, oldest first (voided ones too, unless `activeOnly`). */
export async function chargeLinesOf(
  db: Db,
  bookingUuid: string,
  opts: { activeOnly?: boolean } = {},
): Promise<ChargeLine[]> {
  const rows = await db
    .select()
    .from(bookingCharges)
    .where(
      and(
        eq(bookingCharges.bookingId, bookingUuid),
        opts.activeOnly ? isNull(bookingCharges.voidedAt) : undefined,
      ),
    )
    .orderBy(asc(bookingCharges.createdAt), asc(bookingCharges.id));
  return rows.map(toChargeLine);
}

export type ChargeOutcome = { charge: ChargeLine; booking: BookingRow; money: Money };

/**
 * Adds a charge to a booking whose row the caller holds locked in `tx` (the safari answer uses it
 * too). Refuses a cancelled or archived booking (409).
 */
export async function addChargeToBooking(
  tx: Db,
  row: BookingRow,
  input: ChargeInput,
  actor: Actor,
  deps: ChargeDeps,
): Promise<ChargeOutcome> {
  const refusal = chargeRefusal(row);
  if (refusal) throw conflict(refusal);
  const now = deps.now();
  const figures = chargeAmounts(input, {
    slabs: deps.config.gstSlabs,
    stayTariffPerUnitNight:
      stayTariffPerUnitNight(row.priceLines, nightsBetween(row.checkIn, row.checkOut), row.rooms) ??
      undefined,
  });
  const [charge] = await tx
    .insert(bookingCharges)
    .values({
      bookingId: row.id,
      kind: input.kind,
      description: input.description,
      quantity: input.quantity,
      unitPrice: input.unitPrice,
      tax: figures.tax,
      amount: figures.amount,
      createdBy: actor.id,
      createdAt: now,
    })
    .returning();
  const label = `${CHARGE_KIND_LABELS[input.kind]}: ${input.description}`;
  const { booking, money } = await recordMoneyMovement(
    tx,
    {
      bookingUuid: row.id,
      kind: 'charge_added',
      amount: figures.amount,
      idempotencyKey: `charge:${charge!.id}`,
      chargeId: charge!.id,
      note: label,
      activity: {
        action: 'charge_added',
        description: `Charge added by ${actor.name}: ${label}, ${input.quantity} × ${formatInr(input.unitPrice)} + GST ${figures.taxPercent}% ${formatInr(figures.tax)} = ${formatInr(figures.amount)}`,
      },
    },
    { actor, now, config: deps.config },
  );
  return { charge: toChargeLine(charge!), booking, money };
}

async function lockedBooking(tx: Db, ref: string): Promise<BookingRow> {
  const row = await findBookingByRef(tx, ref, { forUpdate: true });
  if (!row) throw notFound(`Booking not found: ${ref}`);
  return row;
}

/** `POST /api/admin/bookings/:bookingId/charges` (in the idempotency transaction). */
export async function addCharge(
  tx: Db,
  deps: ChargeDeps,
  input: { bookingId: string } & ChargeInput,
  actor: Actor,
): Promise<ChargeOutcome> {
  const { bookingId, ...charge } = input;
  return addChargeToBooking(tx, await lockedBooking(tx, bookingId), charge, actor, deps);
}

/**
 * `DELETE /api/admin/bookings/:bookingId/charges/:chargeId`: voids the charge (the row stays, marked
 * voided; its amount stops counting). Another booking's charge is a 404; a second void a 409.
 */
export async function voidCharge(
  db: Db,
  deps: ChargeDeps,
  input: { bookingId: string; chargeId: string },
  actor: Actor,
): Promise<ChargeOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedBooking(tx, input.bookingId);
    if (row.archivedAt) throw conflict(CHARGE_MESSAGES.archived);
    if (!UUID.test(input.chargeId)) throw notFound(CHARGE_MESSAGES.notFound);
    const [charge] = await tx
      .select()
      .from(bookingCharges)
      .where(and(eq(bookingCharges.id, input.chargeId), eq(bookingCharges.bookingId, row.id)));
    if (!charge) throw notFound(CHARGE_MESSAGES.notFound);
    if (charge.voidedAt) throw conflict(CHARGE_MESSAGES.alreadyVoided);
    const now = deps.now();
    const [voided] = await tx
      .update(bookingCharges)
      .set({ voidedAt: now, voidedBy: actor.id })
      .where(eq(bookingCharges.id, charge.id))
      .returning();
    const label = `${CHARGE_KIND_LABELS[charge.kind]}: ${charge.description}`;
    const { booking, money } = await recordMoneyMovement(
      tx,
      {
        bookingUuid: row.id,
        kind: 'charge_voided',
        amount: charge.amount,
        idempotencyKey: `charge:${charge.id}:void`,
        chargeId: charge.id,
        // Printed as the credit note's reason when the charge was invoiced.
        note: `Charge voided (${label})`,
        activity: {
          action: 'charge_voided',
          description: `Charge voided by ${actor.name}: ${label}, ${formatInr(charge.amount)}`,
        },
      },
      { actor, now, config: deps.config },
    );
    return { charge: toChargeLine(voided!), booking, money };
  });
}

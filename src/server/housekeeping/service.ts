import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates';
import {
  coversTonight,
  housekeepingRefusal,
  outOfOrderMessage,
  HOUSEKEEPING_MESSAGES,
  type HousekeepingChange,
  type HousekeepingState,
} from '../../domain/housekeeping';
import type { Actor } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import {
  bookingUnits,
  unitHousekeeping,
  unitHousekeepingHistory,
  villaInventory,
  villas,
} from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { HousekeepingChangeResult, HousekeepingUnit } from './contract';

/*
 * Housekeeping state of the units (decision 0133). The rules are in src/domain/housekeeping.ts; this
 * file reads and writes them. A unit without a `unit_housekeeping` row is clean. Every change locks
 * the unit's row (`villa_inventory ... FOR NO KEY UPDATE`, the lock every booking_units insert takes,
 * decision 0061), so a change and an assignment of the same unit never interleave.
 */

/** A stay on the unit that holds rooms (not cancelled, payment not failed). */
const stayOn = (unit: SQL, night: SQL) =>
  sql`exists (select 1 from booking_units bu join bookings b on b.id = bu.booking_id
      where bu.villa_inventory_id = ${unit} and bu.status in ('reserved', 'occupied')
        and b.status <> 'cancelled' and b.payment_status <> 'failed' and ${night})`;

function unitQuery(db: Db, today: IsoDate) {
  return db
    .select({
      unitId: villaInventory.id,
      unitNumber: villaInventory.unitNumber,
      villaId: villaInventory.villaId,
      villaName: villas.name,
      state: sql<HousekeepingState>`coalesce(${unitHousekeeping.state}, 'clean')`,
      note: unitHousekeeping.note,
      changedAt: unitHousekeeping.updatedAt,
      createdAt: villaInventory.createdAt,
      updatedBy: unitHousekeeping.updatedByName,
      arrivalToday: sql<boolean>`${stayOn(sql`${villaInventory.id}`, sql`bu.check_in = ${today}::date`)}`,
      occupiedTonight: sql<boolean>`${stayOn(
        sql`${villaInventory.id}`,
        sql`daterange(bu.check_in, bu.check_out, '[)') @> ${today}::date`,
      )}`,
    })
    .from(villaInventory)
    .innerJoin(villas, eq(villas.id, villaInventory.villaId))
    .leftJoin(unitHousekeeping, eq(unitHousekeeping.villaInventoryId, villaInventory.id))
    .$dynamic();
}

type UnitRow = Awaited<ReturnType<ReturnType<typeof unitQuery>['execute']>>[number];

function shape(r: UnitRow): HousekeepingUnit {
  return {
    unitId: r.unitId,
    unitNumber: r.unitNumber,
    villaId: r.villaId,
    villaName: r.villaName,
    state: r.state,
    ...(r.state === 'out_of_order' && r.note ? { note: r.note } : {}),
    updatedAt: (r.changedAt ?? r.createdAt).toISOString(),
    ...(r.updatedBy ? { updatedBy: r.updatedBy } : {}),
    arrivalToday: Boolean(r.arrivalToday),
    occupiedTonight: Boolean(r.occupiedTonight),
  };
}

/** Every unit with its state, unit-number order; optionally one villa's or one state's. */
export async function listHousekeeping(
  db: Db,
  q: { villaId?: string | undefined; state?: HousekeepingState | undefined },
  today: IsoDate,
): Promise<HousekeepingUnit[]> {
  const where = and(
    q.villaId ? eq(villaInventory.villaId, q.villaId) : undefined,
    q.state ? sql`coalesce(${unitHousekeeping.state}, 'clean') = ${q.state}` : undefined,
  );
  const rows = await unitQuery(db, today).where(where).orderBy(asc(villaInventory.unitNumber));
  return rows.map(shape);
}

/** Locks the units' rows in unit-number order and reads their states. */
async function lockUnits(tx: Db, unitIds: string[]) {
  if (unitIds.length === 0) return [];
  return tx
    .select({
      id: villaInventory.id,
      unitNumber: villaInventory.unitNumber,
      state: sql<HousekeepingState>`coalesce((select uh.state from unit_housekeeping uh where uh.villa_inventory_id = ${villaInventory.id}), 'clean')`,
      note: sql<
        string | null
      >`(select uh.note from unit_housekeeping uh where uh.villa_inventory_id = ${villaInventory.id})`,
    })
    .from(villaInventory)
    .where(inArray(villaInventory.id, unitIds))
    .orderBy(asc(villaInventory.unitNumber))
    .for('no key update');
}

async function writeState(
  tx: Db,
  unit: { id: string; state: HousekeepingState },
  next: { state: HousekeepingState; note: string | null },
  ctx: { actor: Actor; now: Date; bookingId?: string },
) {
  const values = {
    state: next.state,
    note: next.note,
    updatedAt: ctx.now,
    updatedById: ctx.actor.id,
    updatedByName: ctx.actor.name,
  };
  await tx
    .insert(unitHousekeeping)
    .values({ villaInventoryId: unit.id, ...values })
    .onConflictDoUpdate({ target: unitHousekeeping.villaInventoryId, set: values });
  await tx.insert(unitHousekeepingHistory).values({
    villaInventoryId: unit.id,
    fromState: unit.state,
    toState: next.state,
    note: next.note,
    actorId: ctx.actor.id,
    actorName: ctx.actor.name,
    bookingId: ctx.bookingId ?? null,
    createdAt: ctx.now,
  });
}

/**
 * Staff move a unit to a state (the board's tap). 404 for no such unit, 409 with the reason for a
 * move the rules refuse or that changes nothing. Out of order on a unit a stay holds tonight is
 * allowed (the room is broken either way) and answers a warning naming the stay to move.
 */
export async function changeHousekeeping(
  db: Db,
  unitId: string,
  change: HousekeepingChange,
  ctx: { actor: Actor; now: Date; today: IsoDate },
): Promise<HousekeepingChangeResult> {
  return db.transaction(async (tx) => {
    const [unit] = await lockUnits(tx, [unitId]);
    if (!unit) throw notFound(HOUSEKEEPING_MESSAGES.unitNotFound);
    const note = change.state === 'out_of_order' ? (change.note ?? null) : null;
    const refusal = housekeepingRefusal(unit.state, change.state);
    if (refusal) throw conflict(refusal, { state: refusal });
    if (unit.state === 'out_of_order' && change.state === 'out_of_order' && unit.note === note)
      throw conflict('This room is already out of order with that note', { note: 'Unchanged' });
    await writeState(tx, unit, { state: change.state, note }, ctx);
    const [row] = await unitQuery(tx, ctx.today).where(eq(villaInventory.id, unitId));
    const result = shape(row!);
    if (change.state === 'out_of_order' && result.occupiedTonight) {
      const [stay] = await queryRows<{ code: string }>(
        tx,
        sql`select b.booking_id as code from booking_units bu join bookings b on b.id = bu.booking_id
            where bu.villa_inventory_id = ${unitId} and bu.status in ('reserved', 'occupied')
              and b.status <> 'cancelled' and b.payment_status <> 'failed'
              and daterange(bu.check_in, bu.check_out, '[)') @> ${ctx.today}::date limit 1`,
      );
      if (stay)
        return {
          ...result,
          warning: `${result.unitNumber} has a stay tonight (${stay.code}): move the booking to another room`,
        };
    }
    return result;
  });
}

/**
 * A check-out leaves the booking's rooms dirty (inside the check-out's transaction). A unit out of
 * order stays out of order; one already dirty is left alone. Each change is a history row naming
 * the stay.
 */
export async function markBookingUnitsDirty(
  tx: Db,
  bookingUuid: string,
  ctx: { actor: Actor; now: Date },
): Promise<void> {
  const ids = (
    await tx
      .select({ id: bookingUnits.villaInventoryId })
      .from(bookingUnits)
      .where(eq(bookingUnits.bookingId, bookingUuid))
  ).map((r) => r.id);
  for (const unit of await lockUnits(tx, [...new Set(ids)])) {
    if (unit.state === 'dirty' || unit.state === 'out_of_order') continue;
    await writeState(tx, unit, { state: 'dirty', note: null }, { ...ctx, bookingId: bookingUuid });
  }
}

/** Of these units, the ones out of order (with their notes), unit-number order. */
async function outOfOrderUnits(
  db: Db,
  unitIds: string[],
): Promise<{ id: string; unitNumber: string; note: string | null }[]> {
  if (unitIds.length === 0) return [];
  return db
    .select({
      id: villaInventory.id,
      unitNumber: villaInventory.unitNumber,
      note: unitHousekeeping.note,
    })
    .from(unitHousekeeping)
    .innerJoin(villaInventory, eq(villaInventory.id, unitHousekeeping.villaInventoryId))
    .where(
      and(
        inArray(unitHousekeeping.villaInventoryId, unitIds),
        eq(unitHousekeeping.state, 'out_of_order'),
      ),
    )
    .orderBy(asc(villaInventory.unitNumber));
}

type TonightCheck = {
  stay: { checkIn: IsoDate; checkOut: IsoDate };
  unitIds: string[];
  today: IsoDate;
  /** The booking before the change: units it already held tonight may keep it. */
  before?: { checkIn: IsoDate; checkOut: IsoDate; unitIds: string[] };
};

/**
 * Out-of-order units the stay would newly take for tonight: none when the stay does not cover
 * tonight; a unit the booking already held tonight (a guest in the room) is not new.
 */
export async function newlyOutOfOrderTonight(db: Db, c: TonightCheck) {
  if (!coversTonight(c.stay, c.today)) return [];
  const held = new Set(c.before && coversTonight(c.before, c.today) ? c.before.unitIds : []);
  return outOfOrderUnits(
    db,
    c.unitIds.filter((id) => !held.has(id)),
  );
}

/** Staff chose units: 409 naming the ones out of order tonight (and why). */
export async function refuseOutOfOrderTonight(db: Db, c: TonightCheck): Promise<void> {
  const units = await newlyOutOfOrderTonight(db, c);
  if (units.length === 0) return;
  const message = outOfOrderMessage(units);
  throw conflict(message, { unitNumbers: message });
}

/**
 * The availability rule's part (src/server/availability/service.ts `freeUnitsSql`): a unit out of
 * order is not free for a stay whose nights include tonight (`today` is the resort's date).
 */
export function outOfOrderTonightSql(scope: { checkIn: SQL; checkOut: SQL; today: SQL }): SQL {
  return sql`not (${scope.today} >= ${scope.checkIn} and ${scope.today} < ${scope.checkOut}
      and exists (select 1 from unit_housekeeping uh where uh.villa_inventory_id = vi.id and uh.state = 'out_of_order'))`;
}

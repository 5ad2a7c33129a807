import type { SQL } from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../domain/dates';
import type { MovementKind } from '../../domain/folio';
import type { DateRange } from '../../domain/reports';
import type { Db } from '../db/client';
import { bookingCharges, bookings } from '../db/schema';
import type { Config } from '../env';
import { recordMoneyMovement } from '../payments/ledger';
import { revenueBy, type RevenueRow } from './money-figures';
import type { RevenueSet } from './revenue-sets';
import { insertBookingWithUnits } from '../testing/fixtures';

/**
 * The reports' test data: a confirmed, unpaid stay of one unit priced `subtotal` (18% GST on top),
 * written straight to the database; `made` dates its booking. The booking's uuid.
 */
export async function insertPricedStay(
  db: Db,
  s: {
    villa: string;
    unit: string;
    in: string;
    out: string;
    subtotal: number;
    email: string;
    guestName?: string;
    packageId?: string;
    made?: Date;
  },
): Promise<string> {
  const b = await insertBookingWithUnits(db, {
    villaId: s.villa,
    checkIn: s.in,
    checkOut: s.out,
    unitNumbers: [s.unit],
    status: 'confirmed',
    paymentStatus: 'pending',
    email: s.email,
    guestName: s.guestName,
  });
  const taxes = Math.round(s.subtotal * 0.18);
  await db
    .update(bookings)
    .set({
      subtotal: s.subtotal,
      taxes,
      total: s.subtotal + taxes,
      ...(s.packageId ? { packageId: s.packageId } : {}),
      ...(s.made ? { createdAt: s.made } : {}),
    })
    .where(eq(bookings.id, b.id));
  return b.id;
}

/** A jeep safari charged to a booking: `amount` with its `tax`, at `at`. The charge's id. */
export async function insertSafariCharge(
  db: Db,
  bookingUuid: string,
  c: { amount: number; tax: number; at: string },
): Promise<string> {
  const [row] = await db
    .insert(bookingCharges)
    .values({
      bookingId: bookingUuid,
      kind: 'safari',
      description: 'Jeep safari',
      quantity: 1,
      unitPrice: c.amount - c.tax,
      tax: c.tax,
      amount: c.amount,
      createdAt: new Date(c.at),
    })
    .returning({ id: bookingCharges.id });
  return row!.id;
}

/** A money movement through the ledger's one writer at `at` (cash at the desk, else the test method). */
export function recordTestMovement(
  db: Db,
  config: Config,
  m: { bookingUuid: string; kind: MovementKind; amount: number; at: string; key: string },
) {
  return db.transaction((tx) =>
    recordMoneyMovement(
      tx,
      {
        bookingUuid: m.bookingUuid,
        kind: m.kind,
        amount: m.amount,
        idempotencyKey: m.key,
        method: m.kind === 'desk_payment' ? 'cash' : 'test',
        chargeId: null,
      },
      { actor: { id: null, name: 'Test' }, now: new Date(m.at), config },
    ),
  );
}

/** The revenue figures' keys the report tests read every figure by. */
const REVENUE_KEYS: Record<string, SQL | undefined> = {
  all: undefined,
  villa: sql`b.villa_id`,
  package: sql`coalesce(b.package_id, '')`,
};

/** Revenue rows in key order (the figures' SQL does not order them). */
export const sortedRevenueRows = (rows: RevenueRow[]) =>
  [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));

/** The sets of every revenue key × `wheres` over `range`, its months (bars start on a month's first
 * day) and a range of 40 days before it in the same call, so that months whole in one are partial
 * in the other. */
export function revenueSetsOver(
  range: DateRange,
  wheres: Record<string, SQL | undefined>,
): Record<string, RevenueSet> {
  const sets: Record<string, RevenueSet> = {};
  for (const [k, key] of Object.entries(REVENUE_KEYS))
    for (const [w, where] of Object.entries(wheres)) sets[`${k}:${w}`] = { range, key, where };
  sets.months = { range: { from: `${range.from.slice(0, 7)}-01`, to: range.to }, byMonth: true };
  sets.other = {
    range: { from: addDays(range.from, -40), to: addDays(range.from, -1) },
    key: REVENUE_KEYS.villa,
  };
  return sets;
}

const lastDayOf = (d: IsoDate): IsoDate => {
  const [y, m] = d.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** What `revenueSets` answers for `set` within `villa`, read directly with `revenueBy` (month by month when `byMonth`). */
export async function revenueDirectly(
  db: Db,
  set: RevenueSet,
  o: { timeZone: string; villa?: SQL },
): Promise<RevenueRow[]> {
  const where = sql`((${o.villa ?? sql`true`}) and (${set.where ?? sql`true`}))`;
  if (!set.byMonth)
    return sortedRevenueRows(
      await revenueBy(db, set.range, { timeZone: o.timeZone, where, key: set.key }),
    );
  const rows: RevenueRow[] = [];
  for (let m = set.range.from; m <= set.range.to; m = addDays(lastDayOf(m), 1)) {
    const to = lastDayOf(m) < set.range.to ? lastDayOf(m) : set.range.to;
    const [row] = await revenueBy(db, { from: m, to }, { timeZone: o.timeZone, where });
    if (row) rows.push({ ...row, key: m.slice(0, 7) });
  }
  return sortedRevenueRows(rows);
}

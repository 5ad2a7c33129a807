import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayInZone, type IsoDate } from '../../domain/dates';
import {
  VILLA_DELETE_REFUSED,
  VILLA_NEEDS_UNITS,
  villasNeedUnits,
  type VillaInput,
} from '../../domain/admin-forms';
import { villaOccupancyPercent, type VillaUpdate } from '../../domain/inventory';
import { reportRanges } from '../../domain/reports';
import type { VillaStatus } from '../../domain/enums';
import { recordAudit, type Actor } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import { bookings, villaInventory, villas } from '../db/schema';
import { importedOnNight } from '../channels/calendar-service';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { revenueSql } from '../reports/money-figures';
import type {
  AdminVillaCard,
  AdminVillaList,
  VillaCalendar,
  VillaCalendarDay,
} from './admin-contract';

type Ctx = { actor: Actor; now: Date; timeZone: string };

/** Nights behind the villa card's occupancy figure. */
const VILLA_OCCUPANCY_NIGHTS = 30;

/** A villa card as read; the occupancy rate is worked out from its occupied nights. */
type VillaStatsRow = Omit<AdminVillaCard, 'occupancyRate'> & { occupiedNights: number };

/**
 * Every villa (by name) with the card's figures, in one query: units, bookings, this month's
 * Revenue (decision 0113), occupied unit-nights over the last 30 nights and units occupied tonight.
 */
export async function listVillasWithStats(
  db: Db,
  ctx: { now: Date; timeZone: string },
): Promise<AdminVillaList> {
  const today = todayInZone(ctx.now, ctx.timeZone);
  const since = addDays(today, -VILLA_OCCUPANCY_NIGHTS);
  // The card's revenue: this month so far, as the dashboard and the reports (decision 0113).
  const month = reportRanges({ period: 'month' }, today).current;
  const rows = await queryRows<VillaStatsRow>(
    db,
    sql`with recent as materialized (
          select vi.villa_id, bu.villa_inventory_id, bu.check_in, bu.check_out
          from booking_units bu
          join villa_inventory vi on vi.id = bu.villa_inventory_id
          cross join lateral (select 1 from bookings b where b.id = bu.booking_id and b.status <> 'cancelled' and b.payment_status <> 'failed' offset 0) b
          where bu.status in ('reserved', 'occupied')
            and daterange(bu.check_in, bu.check_out, '[)') && daterange(${since}::date, ${today}::date, '[]')
        ),
        earned as (${revenueSql(month, { timeZone: ctx.timeZone, key: sql`b.villa_id` })})
        select v.id, v.name, v.description, v.base_price as "basePrice", v.max_guests as "maxGuests", v.amenities, v.images, v.status,
          v.created_at as "createdAt", v.updated_at as "updatedAt",
          (select count(*)::int from villa_inventory vi where vi.villa_id = v.id) as "totalUnits",
          (select count(*)::int from villa_inventory vi where vi.villa_id = v.id and vi.status = 'available') as "availableUnits",
          (select count(distinct r.villa_inventory_id)::int from recent r
             where r.villa_id = v.id and r.check_in <= ${today}::date and r.check_out > ${today}::date) as "occupiedNow",
          (select coalesce(sum(least(r.check_out, ${today}::date) - greatest(r.check_in, ${since}::date)), 0)::int from recent r
             where r.villa_id = v.id and r.check_in < ${today}::date) as "occupiedNights",
          -- per villa, the sum of its months' counts (booking_counts, migration 0030), not every booking
          (select coalesce(sum(c.bookings), 0)::int from booking_counts c where c.villa_id = v.id) as bookings,
          coalesce(e.revenue, 0) as revenue
        from villas v left join earned e on e.key = v.id
        order by v.name`,
  );
  const items = rows.map(({ occupiedNights, ...r }) => ({
    ...r,
    revenue: Number(r.revenue),
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
    occupancyRate: villaOccupancyPercent(occupiedNights, r.totalUnits, VILLA_OCCUPANCY_NIGHTS),
  }));
  return {
    items,
    summary: {
      totalVillas: items.length,
      activeVillas: items.filter((v) => v.status === 'active').length,
      totalBookings: items.reduce((s, v) => s + v.bookings, 0),
      totalRevenue: items.reduce((s, v) => s + v.revenue, 0),
      revenuePeriod: month,
    },
  };
}

/** Only pictures this site serves: CSP allows images from our own origin only. */
const IMAGE_PATH_MESSAGE = 'Images must be uploaded photos or paths on this site (starting with /)';
function checkImages(images: readonly string[] | undefined) {
  if (!images) return;
  for (const url of images) {
    if (!/^\/(?!\/)[A-Za-z0-9._~\-/%]+$/.test(url) || url.includes('..'))
      throw badRequest(IMAGE_PATH_MESSAGE, { images: IMAGE_PATH_MESSAGE });
  }
}

const villaRow = {
  id: villas.id,
  name: villas.name,
  description: villas.description,
  basePrice: villas.basePrice,
  maxGuests: villas.maxGuests,
  amenities: villas.amenities,
  images: villas.images,
  status: villas.status,
};

export async function createVilla(db: Db, input: VillaInput, ctx: Ctx) {
  checkImages(input.images);
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: villas.id }).from(villas).where(eq(villas.id, input.id));
    if (exists)
      throw new AppError(409, 'DUPLICATE_ENTRY', `A villa with ID ${input.id} already exists`, {
        id: `A villa with ID ${input.id} already exists`,
      });
    // A new villa has no room units yet: it starts Inactive (decision 0119).
    if (input.status === 'active') throw conflict(VILLA_NEEDS_UNITS, { status: VILLA_NEEDS_UNITS });
    const [row] = await tx
      .insert(villas)
      .values({
        ...input,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning(villaRow);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'villa.create',
      entityType: 'villa',
      entityId: input.id,
      after: row,
      at: ctx.now,
    });
    return row!;
  });
}

const VILLA_ID_LOCKED = 'Villa ID cannot be changed after creation';

export async function updateVilla(db: Db, id: string, patch: VillaUpdate, ctx: Ctx) {
  if (patch.id !== undefined && patch.id !== id)
    throw badRequest(VILLA_ID_LOCKED, { id: VILLA_ID_LOCKED });
  checkImages(patch.images);
  const { id: _ignored, ...changes } = patch;
  return db.transaction(async (tx) => {
    const [before] = await tx.select(villaRow).from(villas).where(eq(villas.id, id)).for('update');
    if (!before) throw notFound(`Villa not found: ${id}`);
    if (changes.status === 'active' && before.status !== 'active') {
      const [without] = await villasWithoutUnits(tx, [id]);
      if (without) throw conflict(VILLA_NEEDS_UNITS, { status: VILLA_NEEDS_UNITS });
    }
    const [row] = await tx
      .update(villas)
      .set({ ...changes, updatedAt: ctx.now })
      .where(eq(villas.id, id))
      .returning(villaRow);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'villa.update',
      entityType: 'villa',
      entityId: id,
      before,
      after: row,
      at: ctx.now,
    });
    return row!;
  });
}

/** Of `ids`, the villas that have no room unit (locked in id order), by name. */
async function villasWithoutUnits(tx: Db, ids: string[]) {
  const rows = await tx
    .select({ id: villas.id, name: villas.name })
    .from(villas)
    .where(
      and(
        inArray(villas.id, ids),
        sql`not exists (select 1 from ${villaInventory} vi where vi.villa_id = ${villas.id})`,
      ),
    )
    .orderBy(asc(villas.id))
    .for('update');
  return rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export async function setVillaStatuses(db: Db, ids: string[], status: VillaStatus, ctx: Ctx) {
  return db.transaction(async (tx) => {
    // Every villa named is locked in id order first (decision 0148), as other multi-row locks are.
    await tx
      .select({ id: villas.id })
      .from(villas)
      .where(inArray(villas.id, [...new Set(ids)]))
      .orderBy(asc(villas.id))
      .for('update');
    if (status === 'active') {
      const without = await villasWithoutUnits(tx, [...new Set(ids)]);
      if (without.length) throw conflict(villasNeedUnits(without.map((v) => v.name)));
    }
    const updated = await tx
      .update(villas)
      .set({ status, updatedAt: ctx.now })
      .where(inArray(villas.id, [...new Set(ids)]))
      .returning({ id: villas.id });
    if (updated.length === 0) throw notFound('No villa was updated');
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'villa.bulk_status',
      entityType: 'villa',
      entityId: null,
      after: { ids: updated.map((u) => u.id), status },
      at: ctx.now,
    });
    return { updated: updated.length };
  });
}

/**
 * Deletes a villa that no booking has ever named (the spec's refusal otherwise), with its units,
 * blocks, rates and rules. The villa row is locked first, so a booking racing the delete either
 * commits first (and the delete is refused) or fails its foreign key.
 */
export async function deleteVilla(db: Db, id: string, ctx: Ctx) {
  return db.transaction(async (tx) => {
    const [villa] = await tx.select(villaRow).from(villas).where(eq(villas.id, id)).for('update');
    if (!villa) throw notFound(`Villa not found: ${id}`);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.villaId, id))) as [{ n: number }];
    if (Number(n) > 0) throw conflict(VILLA_DELETE_REFUSED);
    await tx.delete(villaInventory).where(eq(villaInventory.villaId, id));
    await tx.delete(villas).where(eq(villas.id, id));
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'villa.delete',
      entityType: 'villa',
      entityId: id,
      before: villa,
      at: ctx.now,
    });
    return { id };
  });
}

// ---------- calendar ----------

type CalendarDayRow = Omit<VillaCalendar['days'][number], 'available'>;

/** A month of the villa's calendar: per day the units booked, blocked and free, and the booking count. */
export async function villaCalendar(
  db: Db,
  villaId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<VillaCalendar> {
  const [villa] = await db
    .select({ id: villas.id, name: villas.name })
    .from(villas)
    .where(eq(villas.id, villaId));
  if (!villa) throw notFound(`Villa not found: ${villaId}`);
  const [units, days] = await Promise.all([
    db
      .select({
        id: villaInventory.id,
        unitNumber: villaInventory.unitNumber,
        status: villaInventory.status,
      })
      .from(villaInventory)
      .where(eq(villaInventory.villaId, villaId))
      .orderBy(asc(villaInventory.unitNumber)),
    queryRows<CalendarDayRow>(
      db,
      sql`with s as materialized (
            select bu.villa_inventory_id, bu.booking_id, bu.check_in, bu.check_out
            from booking_units bu
            join villa_inventory vi on vi.id = bu.villa_inventory_id and vi.villa_id = ${villaId}
            cross join lateral (select 1 from bookings b where b.id = bu.booking_id and b.status <> 'cancelled' and b.payment_status <> 'failed' offset 0) b
            where bu.status in ('reserved', 'occupied')
              and daterange(bu.check_in, bu.check_out, '[)') && daterange(${from}::date, ${to}::date, '[]')
          ),
          blk as (
            select ib.block_date from inventory_blocks ib join villa_inventory vi on vi.id = ib.villa_inventory_id
            where vi.villa_id = ${villaId} and ib.block_date >= ${from}::date and ib.block_date <= ${to}::date
          ),
          ext as (
            select er.status, er.handled_at, er.check_in, er.check_out from external_reservations er
            join villa_inventory vi on vi.id = er.villa_inventory_id
            where vi.villa_id = ${villaId} and er.status in ('active', 'conflict')
              and daterange(er.check_in, er.check_out, '[)') && daterange(${from}::date, ${to}::date, '[]')
          )
          select d::date as date,
            (select count(distinct s.villa_inventory_id)::int from s where s.check_in <= d::date and s.check_out > d::date) as booked,
            (select count(*)::int from blk where blk.block_date = d::date) as blocked,
            (select count(*)::int from ext where ext.status = 'active' and ext.check_in <= d::date and ext.check_out > d::date) as imported,
            (select count(*)::int from ext where ext.status = 'conflict' and ext.handled_at is null and ext.check_in <= d::date and ext.check_out > d::date) as conflicts,
            (select count(distinct s.booking_id)::int from s where s.check_in <= d::date and s.check_out > d::date) as bookings
          from generate_series(${from}::date, ${to}::date, interval '1 day') d order by d`,
    ),
  ]);
  const inService = units.filter((u) => u.status === 'available').length;
  return {
    villaId,
    villaName: villa.name,
    totalUnits: inService,
    days: days.map((d) => ({
      ...d,
      available: Math.max(0, inService - d.booked - d.blocked - d.imported),
    })),
  };
}

/** One day of the villa's calendar: the stays of that night and the blocks, per unit. */
export async function villaCalendarDay(
  db: Db,
  villaId: string,
  date: IsoDate,
): Promise<VillaCalendarDay> {
  const [villa] = await db.select({ id: villas.id }).from(villas).where(eq(villas.id, villaId));
  if (!villa) throw notFound(`Villa not found: ${villaId}`);
  const [stays, blocks, imported] = await Promise.all([
    queryRows<VillaCalendarDay['bookings'][number]>(
      db,
      sql`select b.booking_id as "bookingId", b.guest_name as "guestName", b.guests, b.status, b.check_in as "checkIn", b.check_out as "checkOut",
            array_agg(vi.unit_number order by vi.unit_number) as units
          from booking_units bu join bookings b on b.id = bu.booking_id join villa_inventory vi on vi.id = bu.villa_inventory_id
          where vi.villa_id = ${villaId} and bu.status in ('reserved', 'occupied') and b.status <> 'cancelled' and b.payment_status <> 'failed'
            and daterange(bu.check_in, bu.check_out, '[)') @> ${date}::date
          group by b.id order by b.guest_name`,
    ),
    queryRows<VillaCalendarDay['blocks'][number]>(
      db,
      sql`select ib.group_id::text as "blockId", vi.unit_number as "unitNumber", ib.block_type as type, ib.notes
          from inventory_blocks ib join villa_inventory vi on vi.id = ib.villa_inventory_id
          where vi.villa_id = ${villaId} and ib.block_date = ${date}::date order by vi.unit_number`,
    ),
    importedOnNight(db, villaId, date),
  ]);
  return { date, bookings: stays, blocks, imported };
}

import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EMAIL_EXISTS,
  type addGuestUserSchema,
  type editGuestUserSchema,
} from '../../domain/admin-forms';
import { LOYAL_BOOKINGS_ABOVE, PREMIUM_SPEND_ABOVE, type GuestTier } from '../../domain/analytics';
import type { GuestListQuery, GuestSortKey } from '../../domain/catalog-lists';
import { recordAudit, type Actor } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import { bookings, guestFigures, guests } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import { containsPattern, pageWindow } from '../http/list-query';
import type { AdminGuest, GuestProfile, GuestStats } from './admin-contract';
import type { AdminGuestList } from './admin-contract';

/**
 * The guest list: guests derived from bookings by e-mail (case-insensitive), joined with the
 * `guests` rows staff added or edited. Everything is aggregated, searched and paged in SQL.
 * Total Spent = the guest's Payments received, all time (decision 0113: money in net of refunds,
 * summed by the one SQL definition in reports/money-figures.ts); the tier follows
 * src/domain/analytics on it (premium above ₹1,00,000 spent, else loyal above 3 bookings, else
 * active).
 */

type GuestRow = {
  email: string;
  name: string;
  phone: string | null;
  bookings: number;
  totalSpent: number;
  lastBooking: Date | string | null;
  joinedAt: Date | string;
  anonymised: boolean;
  tier: GuestTier;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toGuest(r: GuestRow): AdminGuest {
  return {
    name: r.name,
    email: r.email,
    phone: r.phone,
    bookings: Number(r.bookings),
    totalSpent: Number(r.totalSpent),
    tier: r.tier,
    lastBooking: iso(r.lastBooking),
    joinedAt: iso(r.joinedAt)!,
    anonymised: r.anonymised,
  };
}

/** The tier of a guest (src/domain/analytics): premium on what they spent, else loyal on bookings. */
const tierSql = (
  spent: SQL,
  count: SQL,
) => sql`case when ${spent} > ${PREMIUM_SPEND_ABOVE} then 'premium'
                when ${count} > ${LOYAL_BOOKINGS_ABOVE} then 'loyal'
                else 'active' end`;

/**
 * Every guest as `t`: one row of `guest_figures` each (the guests of the bookings by lower(e-mail)
 * and the ones staff added; the database keeps it in each write's transaction, migration 0028:
 * the name and phone shown, bookings, last booking, joined, Payments received all time), with
 * the tier.
 */
const guestsCte = sql`
  with t as (
    select g.email, g.name, g.phone, g.bookings, g.last_booking, g.joined_at, g.anonymised,
           g.payments_received::float8 as total_spent,
           ${tierSql(sql`g.payments_received`, sql`g.bookings`)} as tier
      from ${guestFigures} g
  )`;

/** The orders of the list, each served by an index of guest_figures (migration 0028). */
const SORT_SQL: Record<GuestSortKey, SQL> = {
  name: sql`lower(t.name)`,
  bookings: sql`t.bookings`,
  totalSpent: sql`t.payments_received`,
  lastBooking: sql`coalesce(t.last_booking, t.joined_at)`,
};

export async function listGuests(db: Db, query: GuestListQuery): Promise<AdminGuestList> {
  const where = query.q
    ? sql`where (t.name ilike ${containsPattern(query.q)} escape '\\' or t.email ilike ${containsPattern(query.q)} escape '\\'
             or t.phone ilike ${containsPattern(query.q)} escape '\\')`
    : sql``;
  const descending = query.sort.startsWith('-');
  const key = (descending ? query.sort.slice(1) : query.sort) as GuestSortKey;
  const direction = descending ? sql`desc` : sql`asc`;
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  // The page straight from the sort's index; the count on its own (a window count would read
  // every guest's row before the first is returned).
  const [rows, [counted]] = await Promise.all([
    queryRows<GuestRow>(
      db,
      sql`select t.email, t.name, t.phone, t.bookings, t.payments_received::float8 as "totalSpent",
                 t.last_booking as "lastBooking", t.joined_at as "joinedAt", t.anonymised,
                 ${tierSql(sql`t.payments_received`, sql`t.bookings`)} as tier
            from ${guestFigures} t ${where}
           order by ${SORT_SQL[key]} ${direction}, t.email ${direction}
           limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${guestFigures} t ${where}`),
  ]);
  return {
    items: rows.map(toGuest),
    total: Number(counted!.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Total Users, Premium Users, Payments received (from all guests), Avg Spending (rounded). */
export async function guestStats(db: Db): Promise<GuestStats> {
  const [row] = await queryRows<{ users: number; premium: number; revenue: number }>(
    db,
    sql`${guestsCte}
        select count(*)::int as users, (count(*) filter (where t.tier = 'premium'))::int as premium,
               coalesce(sum(t.total_spent), 0)::float8 as revenue
          from t`,
  );
  const users = Number(row!.users);
  const revenue = Number(row!.revenue);
  return {
    totalUsers: users,
    premiumUsers: Number(row!.premium),
    paymentsReceived: revenue,
    avgSpending: users ? Math.round(revenue / users) : 0,
  };
}

const normalEmail = (email: string) => email.trim().toLowerCase();

export async function findGuest(db: Db, email: string): Promise<AdminGuest | undefined> {
  const [row] = await queryRows<GuestRow>(
    db,
    sql`${guestsCte}
        select t.email, t.name, t.phone, t.bookings, t.total_spent as "totalSpent", t.last_booking as "lastBooking",
               t.joined_at as "joinedAt", t.anonymised, t.tier
          from t where t.email = ${normalEmail(email)}`,
  );
  return row ? toGuest(row) : undefined;
}

/** The User Profile: the guest and every booking of theirs, newest first. */
export async function guestProfile(db: Db, email: string): Promise<GuestProfile> {
  const guest = await findGuest(db, email);
  if (!guest) throw notFound('Guest not found');
  const rows = await db
    .select({
      bookingId: bookings.bookingId,
      villaName: bookings.villaName,
      packageName: bookings.packageName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
      rooms: bookings.rooms,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      total: bookings.total,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(sql`lower(${bookings.email}) = ${guest.email}`)
    .orderBy(sql`${bookings.createdAt} desc`);
  return { guest, bookings: rows.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })) };
}

/** Add User: a guest record by e-mail; refused when the e-mail already belongs to a guest. */
export async function addGuest(
  db: Db,
  input: z.output<typeof addGuestUserSchema>,
  actor: Actor,
  now: Date,
) {
  await db.transaction(async (tx) => {
    // Serialise adds of the same e-mail with bookings' derived guests: the unique key decides races.
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(sql`lower(${bookings.email}) = ${input.email}`)
      .limit(1);
    if (booked) throw new AppError(409, 'CONFLICT', EMAIL_EXISTS, { email: EMAIL_EXISTS });
    const [row] = await tx
      .insert(guests)
      .values({
        email: input.email,
        name: input.name,
        phone: input.phone,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: guests.email })
      .returning({ id: guests.id });
    if (!row) throw new AppError(409, 'CONFLICT', EMAIL_EXISTS, { email: EMAIL_EXISTS });
    await recordAudit(tx, {
      actor,
      action: 'guest.created',
      entityType: 'guest',
      entityId: row.id,
      at: now,
    });
  });
  return (await findGuest(db, input.email))!;
}

/** Edit a guest's name and phone (kept on the guest record; past bookings keep what the guest typed). */
export async function editGuest(
  db: Db,
  email: string,
  input: z.output<typeof editGuestUserSchema>,
  actor: Actor,
  now: Date,
) {
  const existing = await findGuest(db, email);
  if (!existing) throw notFound('Guest not found');
  if (existing.anonymised)
    throw new AppError(409, 'CONFLICT', 'This guest was anonymised and cannot be edited');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guests)
      .values({
        email: existing.email,
        name: input.name,
        phone: input.phone,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: guests.email,
        set: { name: input.name, phone: input.phone, updatedAt: now },
      })
      .returning({ id: guests.id });
    await recordAudit(tx, {
      actor,
      action: 'guest.updated',
      entityType: 'guest',
      entityId: row!.id,
      at: now,
    });
  });
  return (await findGuest(db, existing.email))!;
}

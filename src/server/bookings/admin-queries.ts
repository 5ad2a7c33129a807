import type { AdminBookingListItem } from './admin-contract';
import type { AdminBookingList } from './admin-contract';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  bookingDateFilter,
  type BookingListQuery,
  TRANSFER_REPORTED,
  type BookingSortKey,
} from '../../domain/booking-list';
import { bookingStatusLabel, paymentStatusLabel } from '../../domain/booking-status';
import { readBookingActivity } from '../audit/booking-activity';
import type { Db } from '../db/client';
import {
  bookingUnits,
  bookings,
  emailOutbox,
  paymentOrders,
  safariQueries,
  villaInventory,
} from '../db/schema';
import { batches, type CsvCell } from '../http/csv-download';
import { notFound } from '../http/errors';
import { orderBy, pageWindow, searchAny } from '../http/list-query';

/**
 * The units of a booking, as `{GC-01,GC-02}` (ordered); empty once cancelled (units freed).
 * Written out because drizzle leaves the outer query's columns unqualified.
 */
const unitNumbers = sql<string[]>`coalesce((
  select array_agg(vi.unit_number order by vi.unit_number)
  from booking_units bu join villa_inventory vi on vi.id = bu.villa_inventory_id
  where bu.booking_id = "bookings"."id"
), '{}')`;

const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  guestName: bookings.guestName,
  total: bookings.total,
  bookingId: bookings.bookingId,
} as const satisfies Record<BookingSortKey, unknown>;

/** SQL type of each sort column, for keyset cursors (compared exactly, e.g. microseconds). */
const SORT_TYPES: Record<BookingSortKey, SQL> = {
  createdAt: sql.raw('timestamptz'),
  checkIn: sql.raw('date'),
  checkOut: sql.raw('date'),
  guestName: sql.raw('text'),
  total: sql.raw('integer'),
  bookingId: sql.raw('text'),
};

const listColumns = {
  id: bookings.id,
  bookingId: bookings.bookingId,
  guestName: bookings.guestName,
  email: bookings.email,
  countryCode: bookings.countryCode,
  phone: bookings.phone,
  villaId: bookings.villaId,
  villaName: bookings.villaName,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  guests: bookings.guests,
  units: unitNumbers,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  total: bookings.total,
  advanceAmount: bookings.advanceAmount,
  remainingAmount: bookings.remainingAmount,
  bookingSource: bookings.bookingSource,
  createdAt: bookings.createdAt,
};

type ListRow = {
  [K in keyof typeof listColumns]: K extends 'units'
    ? string[]
    : K extends 'createdAt'
      ? Date
      : unknown;
};

/** The filters of the list and the export as one WHERE (all in SQL). */
function bookingFilters(query: BookingListQuery, timeZone: string): SQL | undefined {
  // Archived bookings (kept for their money records, decision 0059) leave the list and the export.
  const conditions: (SQL | undefined)[] = [isNull(bookings.archivedAt)];
  if (query.q) {
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      or(
        searchAny(query.q, [
          bookings.guestName,
          bookings.email,
          bookings.bookingId,
          bookings.phone,
        ]),
        // "9876543210" finds "98765 43210"; "+91 98765" finds country code + number.
        digits.length >= 4
          ? sql`regexp_replace(coalesce(${bookings.countryCode}, '') || coalesce(${bookings.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : undefined,
      ),
    );
  }
  if (query.status) conditions.push(eq(bookings.status, query.status));
  if (query.paymentStatus === TRANSFER_REPORTED)
    conditions.push(
      eq(bookings.status, 'pending'),
      eq(bookings.paymentStatus, 'pending'),
      eq(bookings.paymentMethod, 'bank_transfer'),
    );
  else if (query.paymentStatus) conditions.push(eq(bookings.paymentStatus, query.paymentStatus));
  if (query.villaId) conditions.push(eq(bookings.villaId, query.villaId));
  const dates = bookingDateFilter(query, timeZone);
  if (dates.kind === 'stay')
    conditions.push(gte(bookings.checkIn, dates.from), lte(bookings.checkOut, dates.to));
  if (dates.kind === 'created') {
    if (dates.start) conditions.push(gte(bookings.createdAt, dates.start));
    if (dates.end) conditions.push(lt(bookings.createdAt, dates.end));
  }
  return and(...conditions);
}

function toItem(r: ListRow): AdminBookingListItem {
  const row = r as unknown as Omit<AdminBookingListItem, 'createdAt' | 'phone'> & {
    createdAt: Date;
    phone: string | null;
    countryCode: string | null;
  };
  return {
    bookingId: row.bookingId,
    guestName: row.guestName,
    email: row.email,
    phone: row.phone ? [row.countryCode, row.phone].filter(Boolean).join(' ') : null,
    villaId: row.villaId,
    villaName: row.villaName,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    guests: row.guests,
    units: row.units ?? [],
    status: row.status,
    paymentStatus: row.paymentStatus,
    total: row.total,
    advanceAmount: row.advanceAmount,
    remainingAmount: row.remainingAmount,
    bookingSource: row.bookingSource,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of bookings: filtered, searched, sorted and paged by the database. */
export async function listAdminBookings(
  db: Db,
  query: BookingListQuery,
  timeZone: string,
): Promise<AdminBookingList> {
  const where = bookingFilters(query, timeZone);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const sorted = orderBy(query.sort, SORT_COLUMNS, bookings.id);
  const page = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(where)
    .orderBy(...sorted)
    .limit(limit)
    .offset(offset)
    .as('page');
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(bookings)
      .where(where),
    // The page's ids first, then their columns: the units subquery runs for the 20 rows shown,
    // not for every row the OFFSET skips.
    db
      .select(listColumns)
      .from(bookings)
      .innerJoin(page, eq(page.id, bookings.id))
      .orderBy(...sorted),
  ]);
  return {
    items: (rows as ListRow[]).map(toItem),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

const EXPORT_BATCH = 1000;

export const BOOKING_CSV_HEADER = [
  'Booking ID',
  'Guest Name',
  'Email',
  'Phone',
  'Villa',
  'Units',
  'Check-in',
  'Check-out',
  'Guests',
  'Status',
  'Payment Status',
  'Total',
  'Advance',
  'Remaining',
  'Source',
  'Created At',
] as const;

/**
 * Every booking the filters match, in the list's order, as CSV records. Read in keyset batches
 * (sort value, id) so nothing is skipped or repeated while others book, and no transaction is
 * held open while a slow client downloads.
 */
export function exportAdminBookings(
  db: Db,
  query: BookingListQuery,
  timeZone: string,
): AsyncIterable<CsvCell[]> {
  const where = bookingFilters(query, timeZone);
  const descending = query.sort.startsWith('-');
  const key = (descending ? query.sort.slice(1) : query.sort) as BookingSortKey;
  const column = SORT_COLUMNS[key];
  type Batch = ListRow & { cursor: string };
  const fetch = (after: Batch | undefined) =>
    db
      .select({ ...listColumns, cursor: sql<string>`${column}::text` })
      .from(bookings)
      .where(
        and(
          where,
          after
            ? descending
              ? sql`(${column}, ${bookings.id}) < (${after.cursor}::${SORT_TYPES[key]}, ${after.id}::uuid)`
              : sql`(${column}, ${bookings.id}) > (${after.cursor}::${SORT_TYPES[key]}, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(
        descending ? desc(column) : asc(column),
        descending ? desc(bookings.id) : asc(bookings.id),
      )
      .limit(EXPORT_BATCH) as Promise<Batch[]>;
  async function* records(): AsyncGenerator<CsvCell[]> {
    for await (const row of batches(fetch, EXPORT_BATCH)) {
      const b = toItem(row);
      yield [
        b.bookingId,
        b.guestName,
        b.email,
        b.phone,
        b.villaName,
        b.units.join(' '),
        b.checkIn,
        b.checkOut,
        b.guests,
        bookingStatusLabel(b.status),
        paymentStatusLabel(b.paymentStatus),
        b.total,
        b.advanceAmount,
        b.remainingAmount,
        b.bookingSource,
        new Date(b.createdAt),
      ];
    }
  }
  return records();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The spec's look-up: by uuid id, else by booking code. */
export function bookingKey(idOrCode: string): SQL {
  return UUID.test(idOrCode)
    ? eq(bookings.id, idOrCode.toLowerCase())
    : eq(bookings.bookingId, idOrCode);
}

export const bookingNotFound = (idOrCode: string) => notFound(`Booking not found: ${idOrCode}`);

/** Everything staff see on a booking's page. */
export async function adminBookingDetail(db: Db, idOrCode: string) {
  const [booking] = await db.select().from(bookings).where(bookingKey(idOrCode)).limit(1);
  if (!booking) throw bookingNotFound(idOrCode);
  const [units, orders, enquiries, emails, activity] = await Promise.all([
    db
      .select({
        unitNumber: villaInventory.unitNumber,
        villaId: villaInventory.villaId,
        roomType: villaInventory.roomType,
        checkIn: bookingUnits.checkIn,
        checkOut: bookingUnits.checkOut,
        status: bookingUnits.status,
      })
      .from(bookingUnits)
      .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
      .where(eq(bookingUnits.bookingId, booking.id))
      .orderBy(asc(villaInventory.unitNumber)),
    db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.bookingId, booking.id))
      .orderBy(desc(paymentOrders.createdAt)),
    db
      .select()
      .from(safariQueries)
      .where(eq(safariQueries.bookingId, booking.bookingId))
      .orderBy(desc(safariQueries.createdAt)),
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        to: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, booking.id))
      .orderBy(desc(emailOutbox.createdAt)),
    readBookingActivity(db, booking.id),
  ]);
  return { booking, units, orders, enquiries, emails, activity };
}

/** Rows locked for a status change, in id order (two bulk updates never deadlock). */
export async function lockBookings(tx: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return tx
    .select()
    .from(bookings)
    .where(inArray(bookings.bookingId, codes))
    .orderBy(asc(bookings.id))
    .for('update');
}

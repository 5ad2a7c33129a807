import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { nightsBetween, todayInZone, type IsoDate } from '../../domain/dates';
import { formCRecord, type FormCRow } from '../../domain/form-c';
import { formCDueAt } from '../../domain/registration';
import type { Db } from '../db/client';
import {
  bookingRegistrations,
  bookings,
  bookingUnits,
  registrationGuests,
  villaInventory,
} from '../db/schema';
import type { FormCDue } from './contract';
import { fullFormC } from './service';

/** Bookings whose guests come (the day's arrivals); cancelled and no-show ones do not. */
const ARRIVING = ['pending', 'confirmed', 'checked_in', 'checked_out'] as const;

const clock = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/**
 * The day's foreign arrivals with Form C particulars, as CSV records in the FRRO's order
 * (src/domain/form-c.ts). Numbers in full: the route needs the identity permission.
 */
export async function formCRecordsFor(db: Db, date: IsoDate, timeZone: string) {
  const rows = await db
    .select({
      guest: registrationGuests,
      bookingUuid: bookings.id,
      bookingId: bookings.bookingId,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      arrivedAt: bookingRegistrations.arrivedAt,
    })
    .from(registrationGuests)
    .innerJoin(
      bookingRegistrations,
      eq(bookingRegistrations.bookingId, registrationGuests.bookingId),
    )
    .innerJoin(bookings, eq(bookings.id, registrationGuests.bookingId))
    .where(
      and(
        eq(bookings.checkIn, date),
        inArray(bookings.status, [...ARRIVING]),
        ne(registrationGuests.nationality, 'IN'),
        isNotNull(registrationGuests.formC),
      ),
    )
    .orderBy(asc(bookings.bookingId), asc(registrationGuests.position));
  const uuids = [...new Set(rows.map((r) => r.bookingUuid))];
  const units = uuids.length
    ? await db
        .select({ bookingId: bookingUnits.bookingId, unit: villaInventory.unitNumber })
        .from(bookingUnits)
        .innerJoin(villaInventory, eq(villaInventory.id, bookingUnits.villaInventoryId))
        .where(inArray(bookingUnits.bookingId, uuids))
        .orderBy(asc(villaInventory.unitNumber))
    : [];
  const unitsOf = (uuid: string) =>
    units
      .filter((u) => u.bookingId === uuid)
      .map((u) => u.unit)
      .join(' ');
  return rows.map((r) => {
    const formC = fullFormC(r.guest)!;
    const row: FormCRow = {
      name: r.guest.name,
      nationality: r.guest.nationality,
      address: r.guest.address,
      formC: {
        ...formC,
        passportNumber: formC.passportNumber ?? '',
        visaNumber: formC.visaNumber ?? '',
      },
      hotelArrivalDate: r.arrivedAt ? todayInZone(r.arrivedAt, timeZone) : r.checkIn,
      hotelArrivalTime: r.arrivedAt ? clock(r.arrivedAt, timeZone) : '',
      nights: nightsBetween(r.checkIn, r.checkOut),
      checkOut: r.checkOut,
      bookingId: r.bookingId,
      units: unitsOf(r.bookingUuid),
    };
    return formCRecord(row);
  });
}

/**
 * Foreign arrivals whose Form C is not marked submitted, oldest first (the dashboard's alert): a
 * small query on its own, through the partial index of arrivals not yet submitted.
 */
export async function formCDue(db: Db, now: Date, limit = 50): Promise<FormCDue> {
  const rows = await db
    .select({
      bookingId: bookings.bookingId,
      arrivedAt: bookingRegistrations.arrivedAt,
      names: sql<
        string[]
      >`array_agg(${registrationGuests.name} order by ${registrationGuests.position})`,
    })
    .from(bookingRegistrations)
    .innerJoin(bookings, eq(bookings.id, bookingRegistrations.bookingId))
    .innerJoin(
      registrationGuests,
      and(
        eq(registrationGuests.bookingId, bookingRegistrations.bookingId),
        ne(registrationGuests.nationality, 'IN'),
      ),
    )
    .where(
      and(isNull(bookingRegistrations.formCSubmittedAt), isNotNull(bookingRegistrations.arrivedAt)),
    )
    .groupBy(bookings.bookingId, bookingRegistrations.arrivedAt)
    .orderBy(asc(bookingRegistrations.arrivedAt))
    .limit(limit);
  return {
    items: rows.map((r) => {
      const due = formCDueAt(r.arrivedAt!);
      return {
        bookingId: r.bookingId,
        guestNames: r.names,
        arrivedAt: r.arrivedAt!.toISOString(),
        dueAt: due.toISOString(),
        overdue: due.getTime() <= now.getTime(),
      };
    }),
  };
}

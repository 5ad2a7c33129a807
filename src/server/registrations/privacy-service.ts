import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, registrationGuests } from '../db/schema';
import type { Actor } from '../audit/record';
import type { RegistrationExport } from './contract';
import { type GuestRow, holdsNumbers, recordNumbersViewed, registrationView } from './service';

/** Registered names of the bookings' parties (erasure looks for them in every table). */
export async function registeredNames(db: Db, bookingUuids: string[]): Promise<string[]> {
  if (bookingUuids.length === 0) return [];
  const rows = await db
    .select({ name: registrationGuests.name })
    .from(registrationGuests)
    .where(inArray(registrationGuests.bookingId, bookingUuids));
  return rows.map((r) => r.name);
}

/**
 * Erasure on request (decision 0118): the registered guests of the bookings go, numbers, addresses
 * and Form C with them. The booking's registration row (arrival, Form C filed by whom) stays: it
 * names staff only.
 */
export async function eraseRegistrations(db: Db, bookingUuids: string[]): Promise<void> {
  if (bookingUuids.length === 0) return;
  await db.delete(registrationGuests).where(inArray(registrationGuests.bookingId, bookingUuids));
}

/**
 * The guest's data export: each booking's registered guests, numbers in full when the exporter may
 * see them (`reveal`), masked otherwise. Bookings without a registration are left out.
 */
async function registrationsForExport(db: Db, email: string, reveal: boolean) {
  const rows = await db
    .select({ booking: bookings, guest: registrationGuests })
    .from(registrationGuests)
    .innerJoin(bookings, eq(bookings.id, registrationGuests.bookingId))
    .where(sql`lower(${bookings.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(asc(bookings.bookingId), asc(registrationGuests.position));
  const byBooking = new Map<
    string,
    { booking: (typeof rows)[number]['booking']; guests: GuestRow[] }
  >();
  for (const r of rows) {
    const entry = byBooking.get(r.booking.id) ?? { booking: r.booking, guests: [] };
    entry.guests.push(r.guest);
    byBooking.set(r.booking.id, entry);
  }
  return [...byBooking.values()].map(({ booking, guests }) => ({
    bookingUuid: booking.id,
    bookingId: booking.bookingId,
    holdsNumbers: holdsNumbers(guests),
    guests: registrationView(booking, undefined, guests, reveal).guests,
  }));
}

/** The export's registrations as the exporter may see them; unmasked reads go on record. */
export async function exportedRegistrations(
  db: Db,
  email: string,
  viewer: { actor: Actor; mayReveal: boolean },
  now: Date,
): Promise<RegistrationExport> {
  const rows = await registrationsForExport(db, email, viewer.mayReveal);
  for (const r of rows)
    if (viewer.mayReveal && r.holdsNumbers)
      await recordNumbersViewed(db, {
        bookingUuid: r.bookingUuid,
        actor: viewer.actor,
        now,
        where: 'guest data export',
      });
  return rows.map((r) => ({ bookingId: r.bookingId, guests: r.guests }));
}

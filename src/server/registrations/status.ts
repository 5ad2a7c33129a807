import { inArray, or, sql, asc } from 'drizzle-orm';
import { registrationStatus, type RegistrationStatus } from '../../domain/registration';
import type { Db } from '../db/client';
import { bookings, registrationGuests } from '../db/schema';

type BookingKey = (typeof bookings.$inferSelect)['id'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The registration status of each booking (decision 0132): 'complete' when the lead guest is
 * registered and every foreign national has Form C particulars, 'incomplete' when registered but
 * Form C is missing for someone, 'none' when nobody is registered. Takes booking uuids
 * (`bookings.id`); a public booking code (`bookings.booking_id`, "VM…") is accepted too. The map is
 * keyed by exactly the strings passed in, and has every one of them (unknown ones are 'none').
 * One query, whatever the number of bookings.
 */
export async function registrationStatusOf(
  db: Db,
  bookingIds: BookingKey[],
): Promise<Map<string, RegistrationStatus>> {
  const out = new Map<string, RegistrationStatus>(bookingIds.map((id) => [id, 'none']));
  if (bookingIds.length === 0) return out;
  const uuids = [
    ...new Set(bookingIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase())),
  ];
  const codes = [...new Set(bookingIds.filter((id) => !UUID.test(id)))];
  const rows = await db
    .select({
      uuid: bookings.id,
      code: bookings.bookingId,
      name: registrationGuests.name,
      nationality: registrationGuests.nationality,
      hasFormC: sql<boolean>`${registrationGuests.formC} is not null`,
    })
    .from(registrationGuests)
    .innerJoin(bookings, sql`${bookings.id} = ${registrationGuests.bookingId}`)
    .where(
      or(
        uuids.length ? inArray(bookings.id, uuids) : sql`false`,
        codes.length ? inArray(bookings.bookingId, codes) : sql`false`,
      ),
    )
    .orderBy(asc(registrationGuests.position));
  const byBooking = new Map<string, { code: string; guests: typeof rows }>();
  for (const r of rows) {
    const entry = byBooking.get(r.uuid) ?? { code: r.code, guests: [] };
    entry.guests.push(r);
    byBooking.set(r.uuid, entry);
  }
  const byCode = new Map([...byBooking.values()].map((e) => [e.code, e]));
  for (const id of bookingIds) {
    const entry = UUID.test(id) ? byBooking.get(id.toLowerCase()) : byCode.get(id);
    if (entry) out.set(id, registrationStatus(entry.guests));
  }
  return out;
}

import type { Db } from '../db/client';
import { bookingRegistrations, registrationGuests } from '../db/schema';

/**
 * Test data: registers an Indian lead guest (Aadhaar) for a booking, so that check-in is allowed
 * (decision 0132). `bookingUuid` is `bookings.id`. For tests about something after check-in.
 */
export async function registerLeadGuest(db: Db, bookingUuid: string, name = 'Test Guest') {
  await db
    .insert(bookingRegistrations)
    .values({ bookingId: bookingUuid, updatedByName: 'test' })
    .onConflictDoNothing();
  await db.insert(registrationGuests).values({
    bookingId: bookingUuid,
    position: 0,
    name,
    nationality: 'IN',
    idType: 'aadhaar',
    idNumber: '123412341234',
  });
}

import type { BookingStatus, PaymentStatus } from '../../domain/enums';
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, bookingUnits, villaInventory } from '../db/schema';

/**
 * Test data written straight to the database: a booking holding the named units for its nights.
 * For tests that need taken rooms without going through the booking API.
 */
export async function insertBookingWithUnits(
  db: Db,
  stay: {
    villaId: string;
    checkIn: string;
    checkOut: string;
    unitNumbers: string[];
    status?: BookingStatus;
    paymentStatus?: PaymentStatus;
    guestName?: string;
    email?: string;
  },
) {
  const units = await db
    .select({ id: villaInventory.id })
    .from(villaInventory)
    .where(inArray(villaInventory.unitNumber, stay.unitNumbers));
  const [booking] = await db
    .insert(bookings)
    .values({
      bookingId: `VM${Date.now()}${randomBytes(4).toString('hex').toUpperCase().replace(/\d/g, 'X').slice(0, 5)}`,
      guestName: stay.guestName ?? 'Test Guest',
      email: stay.email ?? 'guest@example.com',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: 2,
      adults: 2,
      rooms: Math.min(3, Math.max(1, units.length)),
      villaId: stay.villaId,
      villaName: stay.villaId,
      villaPrice: 15000,
      subtotal: 15000,
      taxes: 2700,
      total: 17700,
      remainingAmount: 17700,
      status: stay.status ?? 'confirmed',
      paymentStatus: stay.paymentStatus ?? 'paid',
    })
    .returning({ id: bookings.id, bookingId: bookings.bookingId });
  if (units.length) {
    await db.insert(bookingUnits).values(
      units.map((u) => ({
        bookingId: booking!.id,
        villaInventoryId: u.id,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
      })),
    );
  }
  return booking!;
}

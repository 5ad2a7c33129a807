import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { todayInZone } from '../../domain/dates';
import { retentionCutoff } from '../../domain/registration';
import { recordBookingActivity } from '../audit/booking-activity';
import { SYSTEM_ACTOR } from '../audit/record';
import type { Db } from '../db/client';
import { bookingRegistrations, bookings, registrationGuests } from '../db/schema';

const BATCH = 200;

/**
 * Retention (decision 0132): the identity and document numbers of stays that ended more than
 * `keepDays` ago (REGISTRATION_KEEP_DAYS, default 365) are erased, each booking's history saying
 * so. Names, nationality and the rest of Form C stay with the booking. Runs in batches; each batch
 * is one transaction, so a process dying halfway leaves every booking either erased or not.
 * Returns how many bookings it erased.
 */
export async function eraseExpiredIdentityNumbers(
  db: Db,
  input: { now: Date; timeZone: string; keepDays: number },
): Promise<number> {
  const cutoff = retentionCutoff(todayInZone(input.now, input.timeZone), input.keepDays);
  let erased = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: bookingRegistrations.bookingId })
        .from(bookingRegistrations)
        .innerJoin(bookings, eq(bookings.id, bookingRegistrations.bookingId))
        .where(and(isNull(bookingRegistrations.numbersErasedAt), lt(bookings.checkOut, cutoff)))
        .limit(BATCH)
        .for('update', { of: bookingRegistrations, skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((d) => d.id);
      await tx
        .update(registrationGuests)
        .set({ idNumber: null, passportNumber: null, visaNumber: null })
        .where(inArray(registrationGuests.bookingId, ids));
      await tx
        .update(bookingRegistrations)
        .set({ numbersErasedAt: input.now })
        .where(inArray(bookingRegistrations.bookingId, ids));
      for (const id of ids)
        await recordBookingActivity(tx, {
          bookingId: id,
          actor: SYSTEM_ACTOR,
          action: 'identity_numbers_erased',
          description: `Identity and document numbers erased: the stay ended more than ${input.keepDays} days ago (retention)`,
          at: input.now,
        });
      return ids.length;
    });
    erased += done;
    if (done < BATCH) return erased;
  }
}

import type { SafariTiming } from '../../domain/enums';
import { safariName } from '../../domain/safari';
import type { Db } from '../db/client';
import { safariQueries } from '../db/schema';
import { publish } from '../events/publish';

export type EnquiryCard = { date: string; timing: SafariTiming; persons: number };
export type EnquiryGuest = {
  name?: string;
  email?: string;
  phone?: string;
  specialRequirements?: string;
};

/** One safari_queries row per card, all pending, linked to the guest's session until a booking exists. */
export async function storeSafariEnquiries(
  db: Db,
  sessionId: string,
  cards: EnquiryCard[],
  guest: EnquiryGuest = {},
) {
  return db.transaction(async (tx) => {
    const rows = await insertEnquiries(tx, sessionId, cards, guest);
    // Staff hear about each enquiry (bell, toast, the Safari Queries list) once it commits.
    for (const row of rows) {
      await publish(tx, {
        type: 'safari_enquiry.created',
        enquiryId: row.id,
        guestName: guest.name ?? null,
        safariName: row.safariName,
        date: row.preferredDate ?? '',
        persons: row.numberOfPersons,
      });
    }
    return rows;
  });
}

function insertEnquiries(db: Db, sessionId: string, cards: EnquiryCard[], guest: EnquiryGuest) {
  return db
    .insert(safariQueries)
    .values(
      cards.map((card) => ({
        bookingId: sessionId,
        guestName: guest.name ?? null,
        email: guest.email ?? null,
        phone: guest.phone ?? null,
        safariOptionId: null,
        safariName: safariName(card.timing),
        preferredDate: card.date,
        preferredTiming: card.timing,
        numberOfPersons: card.persons,
        specialRequirements: guest.specialRequirements ?? null,
        status: 'pending',
      })),
    )
    .returning({
      id: safariQueries.id,
      bookingId: safariQueries.bookingId,
      safariName: safariQueries.safariName,
      preferredDate: safariQueries.preferredDate,
      preferredTiming: safariQueries.preferredTiming,
      numberOfPersons: safariQueries.numberOfPersons,
      status: safariQueries.status,
      createdAt: safariQueries.createdAt,
    });
}

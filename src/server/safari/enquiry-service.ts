import type { SafariTiming } from '../../domain/enums';
import { safariName } from '../../domain/safari';
import type { Db } from '../db/client';
import { safariQueries } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { renderSafariEnquiryNotification } from '../email/templates';
import type { Config } from '../env';
import { publish } from '../events/publish';
import { adminAddress } from '../payments/confirmation-emails';

export type EnquiryCard = { date: string; timing: SafariTiming; persons: number };
export type EnquiryGuest = {
  name?: string;
  email?: string;
  phone?: string;
  specialRequirements?: string;
};

/**
 * One safari_queries row per card, all pending, belonging to no booking: they carry the browsing
 * session (the server's, never a client-chosen id) and a booking made from that session takes them
 * (decision 0106). Nothing here can reach an existing booking.
 */
export async function storeSafariEnquiries(
  db: Db,
  browsingSession: string,
  cards: EnquiryCard[],
  guest: EnquiryGuest = {},
  notify?: { config: Config; now: Date },
) {
  return db.transaction(async (tx) => {
    const rows = await insertEnquiries(tx, browsingSession, cards, guest);
    // The resort hears about it by e-mail too (ADMIN_NOTIFY_EMAIL), in the same transaction.
    if (notify && rows.length > 0) {
      const { config, now } = notify;
      const rendered = renderSafariEnquiryNotification({
        guestName: guest.name ?? null,
        email: guest.email ?? null,
        phone: guest.phone ?? null,
        enquiries: rows.map((r) => ({
          safariName: r.safariName,
          date: r.preferredDate,
          timing: r.preferredTiming,
          persons: r.numberOfPersons,
        })),
        specialRequirements: guest.specialRequirements ?? null,
        adminUrl: config.publicUrl
          ? `${config.publicUrl.replace(/\/+$/, '')}/admin/safari-queries`
          : undefined,
      });
      await enqueueEmail(
        tx,
        {
          ...rendered,
          kind: 'safari_enquiry_notification',
          to: adminAddress(config),
          bookingUuid: null,
        },
        now,
      );
    }
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

function insertEnquiries(
  db: Db,
  browsingSession: string,
  cards: EnquiryCard[],
  guest: EnquiryGuest,
) {
  return db
    .insert(safariQueries)
    .values(
      cards.map((card) => ({
        bookingId: null,
        browsingSession,
        guestName: guest.name ?? null,
        email: guest.email ?? null,
        phone: guest.phone ?? null,
        safariOptionId: null,
        safariName: safariName(card.timing),
        preferredDate: card.date,
        preferredTiming: card.timing,
        numberOfPersons: card.persons,
        specialRequirements: guest.specialRequirements ?? null,
        status: 'pending' as const,
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

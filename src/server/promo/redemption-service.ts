import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizePromoCode, promoIssue, type Promo } from '../../domain/promo';
import { queryRows, type Db } from '../db/client';
import { promoRedemptions } from '../db/schema';
import { badRequest } from '../http/errors';

/**
 * A code's uses (decision 0128): redemptions confirmed (the booking was paid) plus pending ones whose
 * booking is still unpaid and pending (they reserve a use until paid or expired).
 */
const COUNTS_AS_USE = sql`(r.status = 'confirmed' or (r.status = 'pending' and b.status = 'pending'))`;

export type PromoWithUses = Promo & { uses: number };

/** The code as typed (any case, spaces trimmed) with its current uses, or null. */
export async function findPromo(db: Db, code: string): Promise<PromoWithUses | null> {
  const [row] = await queryRows<PromoWithUses>(
    db,
    sql`select p.id, p.code, p.kind, p.value, p.stay_from as "stayFrom", p.stay_to as "stayTo",
          p.book_from as "bookFrom", p.book_to as "bookTo", p.min_nights as "minNights",
          p.villa_ids as "villaIds", p.max_uses as "maxUses", p.max_uses_per_email as "maxUsesPerEmail",
          p.is_active as "isActive",
          (select count(*)::int from promo_redemptions r join bookings b on b.id = r.booking_id
            where r.promo_code_id = p.id and ${COUNTS_AS_USE}) as uses
        from promo_codes p where p.code = ${normalizePromoCode(code)}`,
  );
  return row
    ? {
        ...row,
        stayFrom: day(row.stayFrom),
        stayTo: day(row.stayTo),
        bookFrom: day(row.bookFrom),
        bookTo: day(row.bookTo),
      }
    : null;
}

const day = (d: unknown) => (d == null ? null : String(d).slice(0, 10));

/**
 * Takes a use of the code for a new booking, in the booking's transaction: under the code's lock
 * the uses (total, and by this e-mail) are counted again, so parallel bookings never take more uses
 * than the code has; refused with the reason (400, field promoCode). The use is pending until the
 * booking is paid (confirmPromoUse) or expires (releasePromoUse).
 */
export async function reservePromoUse(
  tx: Db,
  r: {
    promo: Promo;
    bookingUuid: string;
    email: string;
    discount: number;
    stay: { villaId: string; villaName: string; checkIn: string; checkOut: string; today: string };
  },
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promo:${r.promo.id}`}))`);
  const email = r.email.trim().toLowerCase();
  const [counts] = await queryRows<{ uses: number; byEmail: number }>(
    tx,
    sql`select count(*)::int as uses, count(*) filter (where r.email = ${email})::int as "byEmail"
        from promo_redemptions r join bookings b on b.id = r.booking_id
        where r.promo_code_id = ${r.promo.id}::uuid and ${COUNTS_AS_USE}`,
  );
  const issue = promoIssue(r.promo, {
    ...r.stay,
    uses: counts?.uses ?? 0,
    usesByEmail: counts?.byEmail ?? 0,
  });
  if (issue) throw badRequest(issue, { promoCode: issue });
  await tx.insert(promoRedemptions).values({
    promoCodeId: r.promo.id,
    bookingId: r.bookingUuid,
    email,
    discount: r.discount,
  });
}

/**
 * The booking was paid: its use of a code counts. Call in the settlement's transaction. A booking
 * paid after it expired (and revived) counts too: the money was taken at that price.
 */
export async function confirmPromoUse(tx: Db, bookingUuid: string, now: Date): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(
        eq(promoRedemptions.bookingId, bookingUuid),
        inArray(promoRedemptions.status, ['pending', 'released']),
      ),
    );
}

/** The bookings expired unpaid: their uses of codes are given back. Call in the expiry's transaction. */
export async function releasePromoUse(
  tx: Db,
  bookingUuids: string | string[],
  now: Date,
): Promise<void> {
  const ids = Array.isArray(bookingUuids) ? bookingUuids : [bookingUuids];
  if (ids.length === 0) return;
  await tx
    .update(promoRedemptions)
    .set({ status: 'released', releasedAt: now })
    .where(and(inArray(promoRedemptions.bookingId, ids), eq(promoRedemptions.status, 'pending')));
}

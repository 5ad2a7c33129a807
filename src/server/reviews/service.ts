import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { addDays, todayInZone } from '../../domain/dates';
import {
  REVIEW_REFUSALS,
  REVIEW_REQUEST_DAYS_AFTER,
  REVIEW_REQUEST_LAST_DAY,
  reviewAuthor,
  reviewRefusal,
  reviewRequestDue,
  type ReviewInput,
} from '../../domain/reviews';
import { recordBookingActivity } from '../audit/booking-activity';
import { recordAudit, SYSTEM_ACTOR, type Actor } from '../audit/record';
import { issueAccessToken, type BookingRow } from '../booking-records/repository';
import type { Db } from '../db/client';
import { bookings, emailOutbox, guestReviews, type ReviewStatus } from '../db/schema';
import type { Config } from '../env';
import { AppError, conflict, notFound } from '../http/errors';
import { guestLink } from '../payments/confirmation-emails';
import { enqueueEmail } from '../email/outbox';
import { renderReviewRequest } from './email';

/** Reviews after the stay (decision 0131). */

const reviewColumns = {
  id: guestReviews.id,
  author: guestReviews.author,
  rating: guestReviews.rating,
  body: guestReviews.body,
  status: guestReviews.status,
  createdAt: guestReviews.createdAt,
};

async function reviewOf(db: Db, bookingUuid: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(guestReviews)
    .where(eq(guestReviews.bookingId, bookingUuid));
  return row;
}

/** What the guest's booking page shows: may they write one, and the one they wrote. */
export async function guestReviewState(
  deps: { db: Db; config: Config; now: () => Date },
  b: BookingRow,
) {
  const review = await reviewOf(deps.db, b.id);
  const refusal = reviewRefusal(b, todayInZone(deps.now(), deps.config.resortTz));
  return {
    canReview: !review && refusal === undefined,
    reason: review ? REVIEW_REFUSALS.already : (refusal ?? null),
    review: review ? { rating: review.rating, body: review.body, status: review.status } : null,
  };
}

/** The guest's review, pending until staff approve it. One per booking. */
export async function submitReview(
  deps: { db: Db; config: Config; now: () => Date },
  b: BookingRow,
  input: ReviewInput,
) {
  const now = deps.now();
  const refusal = reviewRefusal(b, todayInZone(now, deps.config.resortTz));
  if (refusal) throw new AppError(409, 'CONFLICT', refusal);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guestReviews)
      .values({
        bookingId: b.id,
        author: reviewAuthor(b.guestName),
        rating: input.rating,
        body: input.body,
        createdAt: now,
      })
      .onConflictDoNothing({ target: guestReviews.bookingId })
      .returning(reviewColumns);
    if (!row) throw conflict(REVIEW_REFUSALS.already);
    await recordBookingActivity(tx, {
      bookingId: b.id,
      actor: { id: null, name: b.guestName },
      action: 'review_submitted',
      description: `Guest reviewed the stay: ${input.rating} of 5 (awaiting approval)`,
      at: now,
    });
    return row;
  });
}

export async function listReviews(db: Db, status?: ReviewStatus) {
  return db
    .select({
      ...reviewColumns,
      bookingId: bookings.bookingId,
      villaName: bookings.villaName,
      checkOut: bookings.checkOut,
    })
    .from(guestReviews)
    .innerJoin(bookings, eq(bookings.id, guestReviews.bookingId))
    .where(status ? eq(guestReviews.status, status) : undefined)
    .orderBy(asc(guestReviews.status), desc(guestReviews.createdAt))
    .limit(500);
}

export async function setReviewStatus(
  db: Db,
  id: string,
  status: ReviewStatus,
  actor: Actor,
  at: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(guestReviews)
      .set({ status, decidedAt: at, decidedBy: actor.id })
      .where(eq(guestReviews.id, id))
      .returning(reviewColumns);
    if (!row) throw notFound('Review not found');
    await recordAudit(tx, {
      actor,
      action: `review_${status}`,
      entityType: 'guest_review',
      entityId: id,
      after: { status },
      at,
    });
    return row;
  });
}

/**
 * The job: each stayed booking whose check-out was 2 to 14 days ago, not reviewed and not yet
 * asked, gets one request e-mail with its private link. The outbox row of kind `review_request`
 * is the record, written under the booking's row lock (as the reminders of decision 0085).
 * Needs PUBLIC_URL (the link); without it nothing is sent.
 */
export async function sendReviewRequests(db: Db, config: Config, now: Date) {
  if (!config.publicUrl) return { considered: 0, queued: 0 };
  const today = todayInZone(now, config.resortTz);
  const candidates = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['confirmed', 'checked_in', 'checked_out', 'completed']),
        lte(bookings.checkOut, addDays(today, -REVIEW_REQUEST_DAYS_AFTER)),
        gte(bookings.checkOut, addDays(today, -REVIEW_REQUEST_LAST_DAY)),
      ),
    );
  let queued = 0;
  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      const [b] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!b || !reviewRequestDue(b, today)) return;
      const [asked] = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'review_request')))
        .limit(1);
      if (asked || (await reviewOf(tx, b.id))) return;
      const token = await issueAccessToken(tx, b.id, now);
      const rendered = renderReviewRequest({
        guestName: b.guestName,
        villaName: b.villaName,
        reviewUrl: `${guestLink(config, b.bookingId, token)!}#review`,
        resort: { name: config.resortName, phone: config.resortPhone, email: config.resortEmail },
      });
      await enqueueEmail(
        tx,
        { ...rendered, kind: 'review_request', to: b.email, bookingUuid: b.id },
        now,
      );
      await recordBookingActivity(tx, {
        bookingId: b.id,
        actor: SYSTEM_ACTOR,
        action: 'review_request',
        description: `Review request e-mailed to ${b.email}`,
        at: now,
      });
      queued++;
    });
  }
  return { considered: candidates.length, queued };
}

/** How many approved reviews the home page shows (newest first). */
const HOME_REVIEW_COUNT = 6;

/** Only approved reviews, newest first: what the home page may show (decision 0131). */
export function listPublicReviews(db: Db, limit = HOME_REVIEW_COUNT) {
  return db
    .select({
      author: guestReviews.author,
      rating: guestReviews.rating,
      body: guestReviews.body,
      stayedIn: bookings.villaName,
    })
    .from(guestReviews)
    .innerJoin(bookings, eq(bookings.id, guestReviews.bookingId))
    .where(eq(guestReviews.status, 'approved'))
    .orderBy(desc(guestReviews.decidedAt), desc(guestReviews.createdAt))
    .limit(limit);
}

import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { safariResponseSchema } from '../../domain/admin-forms';
import { startOfWeek, todayInZone, zonedDateTime } from '../../domain/dates';
import type { SafariQueryStatus } from '../../domain/enums';
import {
  canChangeSafariStatus,
  canRespondToSafari,
  CONFIRMED_BY_ADMIN_RESPONSE,
  SAFARI_NO_EMAIL,
  SAFARI_RESPOND_REFUSED,
  SAFARI_UNBOOKED_PURGED_STATUSES,
  safariTransitionRefused,
} from '../../domain/safari-status';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import { bookings, safariQueries } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { renderSafariResponse, type ResortContact } from '../email/templates';
import { publish } from '../events/publish';
import { badRequest, conflict, notFound } from '../http/errors';
import type { Config } from '../env';
import { chargeSafariWithLink } from '../payments/payment-link-service';
import { orderBy, pageWindow, searchAny } from '../http/list-query';
import type { SafariListQuery } from '../../domain/catalog-lists';
import type { AdminSafariEnquiry, SafariStats } from './admin-contract';
import type { AdminSafariList } from './admin-contract';

const enquiryColumns = {
  id: safariQueries.id,
  bookingId: safariQueries.bookingId,
  guestName: safariQueries.guestName,
  email: safariQueries.email,
  phone: safariQueries.phone,
  safariOptionId: safariQueries.safariOptionId,
  safariName: safariQueries.safariName,
  preferredDate: safariQueries.preferredDate,
  preferredTiming: safariQueries.preferredTiming,
  numberOfPersons: safariQueries.numberOfPersons,
  specialRequirements: safariQueries.specialRequirements,
  status: safariQueries.status,
  adminNotes: safariQueries.adminNotes,
  response: safariQueries.response,
  respondedAt: safariQueries.respondedAt,
  respondedBy: safariQueries.respondedBy,
  createdAt: safariQueries.createdAt,
  updatedAt: safariQueries.updatedAt,
};
type EnquiryRow = Pick<typeof safariQueries.$inferSelect, keyof typeof enquiryColumns>;

function toEnquiry(r: EnquiryRow): AdminSafariEnquiry {
  return {
    ...r,
    respondedAt: r.respondedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/**
 * An enquiry of a guest who never booked: no booking and no address to answer (decision 0119).
 * The SQL twin of `isAnswerableEnquiry`.
 */
const UNBOOKED = sql`(${safariQueries.bookingId} is null and coalesce(trim(${safariQueries.email}), '') = '')`;
const ANSWERABLE = sql`not ${UNBOOKED}`;

/** The Safari Queries list: search over guest name, e-mail and safari name, a status filter, paged in SQL. */
export async function listSafariEnquiries(
  db: Db,
  query: SafariListQuery,
): Promise<AdminSafariList> {
  const conditions: SQL[] = [];
  if (query.q)
    conditions.push(
      searchAny(query.q, [safariQueries.guestName, safariQueries.email, safariQueries.safariName]),
    );
  if (query.status) conditions.push(eq(safariQueries.status, query.status));
  conditions.push(query.view === 'unbooked' ? UNBOOKED : ANSWERABLE);
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const [rows, [total]] = await Promise.all([
    db
      .select(enquiryColumns)
      .from(safariQueries)
      .where(where)
      .orderBy(
        ...orderBy(
          query.sort,
          {
            createdAt: safariQueries.createdAt,
            preferredDate: safariQueries.preferredDate,
            guestName: safariQueries.guestName,
            status: safariQueries.status,
          },
          safariQueries.id,
        ),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(safariQueries).where(where),
  ]);
  return {
    items: rows.map((r) => toEnquiry(r)),
    total: Number(total!.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Total Queries, Pending, Confirmed, Cancelled, Completed, This Week (since Monday in the resort) of
 * the answerable enquiries, and how many unbooked ones there are — one SQL pass.
 */
export async function safariEnquiryStats(
  db: Db,
  now: Date,
  timeZone: string,
  unbookedKeepDays: number,
): Promise<SafariStats> {
  const weekStart = zonedDateTime(startOfWeek(todayInZone(now, timeZone)), '00:00', timeZone);
  // The figures are of the answerable list; unbooked enquiries are counted on their own.
  const answerable = (condition: SQL) =>
    sql`(count(*) filter (where ${ANSWERABLE} and ${condition}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${ANSWERABLE}))::int`,
      pending: answerable(sql`${safariQueries.status} = 'pending'`),
      confirmed: answerable(sql`${safariQueries.status} = 'confirmed'`),
      cancelled: answerable(sql`${safariQueries.status} = 'cancelled'`),
      completed: answerable(sql`${safariQueries.status} = 'completed'`),
      thisWeek: answerable(gte(safariQueries.createdAt, weekStart)!),
      unbooked: sql<number>`(count(*) filter (where ${UNBOOKED}))::int`,
    })
    .from(safariQueries);
  return {
    unbooked: Number(row!.unbooked),
    unbookedKeepDays,
    total: Number(row!.total),
    pending: Number(row!.pending),
    confirmed: Number(row!.confirmed),
    cancelled: Number(row!.cancelled),
    completed: Number(row!.completed),
    thisWeek: Number(row!.thisWeek),
  };
}

export async function getSafariEnquiry(db: Db, id: string): Promise<AdminSafariEnquiry> {
  const [row] = await db.select(enquiryColumns).from(safariQueries).where(eq(safariQueries.id, id));
  if (!row) throw notFound('Safari enquiry not found');
  return toEnquiry(row);
}

async function lockEnquiry(tx: Db, id: string) {
  const [row] = await tx.select().from(safariQueries).where(eq(safariQueries.id, id)).for('update');
  if (!row) throw notFound('Safari enquiry not found');
  return row;
}

/**
 * Moves an enquiry along the spec's transitions only (pending → confirmed | cancelled, confirmed →
 * completed). Confirming without a response records 'Query confirmed by admin', the time and the staff member.
 */
export async function changeSafariStatus(
  db: Db,
  id: string,
  to: SafariQueryStatus,
  actor: Actor,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, id);
    const from = row.status;
    if (!canChangeSafariStatus(from, to))
      throw conflict(safariTransitionRefused(from, to), {
        status: safariTransitionRefused(from, to),
      });
    const fillResponse = to === 'confirmed' && !row.response;
    await tx
      .update(safariQueries)
      .set({
        status: to,
        ...(fillResponse
          ? { response: CONFIRMED_BY_ADMIN_RESPONSE, respondedAt: now, respondedBy: actor.name }
          : {}),
        updatedAt: now,
      })
      .where(eq(safariQueries.id, id));
    await recordAudit(tx, {
      actor,
      action: 'safari_enquiry.status_changed',
      entityType: 'safari_enquiry',
      entityId: id,
      before: { status: from },
      after: { status: to },
      at: now,
    });
  });
  return getSafariEnquiry(db, id);
}

const SAFARI_CHARGE_NEEDS_BOOKING =
  'This enquiry is not linked to a booking, so the safari cannot be charged; answer without a charge';

/**
 * Staff answer an enquiry: it becomes confirmed with the response, the time and the staff member,
 * and the response is e-mailed to the guest through the outbox — all in one transaction.
 */
export async function respondToSafari(
  db: Db,
  id: string,
  input: z.output<typeof safariResponseSchema>,
  actor: Actor,
  ctx: { now: Date; resort: ResortContact; config: Config },
) {
  const { now } = ctx;
  await db.transaction(async (tx) => {
    const row = await lockEnquiry(tx, id);
    const status = row.status;
    if (!canRespondToSafari(status)) throw conflict(SAFARI_RESPOND_REFUSED(status));
    if (!row.email) throw conflict(SAFARI_NO_EMAIL);
    if (input.charge && !row.bookingId)
      throw badRequest(SAFARI_CHARGE_NEEDS_BOOKING, { charge: SAFARI_CHARGE_NEEDS_BOOKING });
    // The safari as a charge on the booking, and the link to pay it (decision 0120).
    const payment =
      input.charge && row.bookingId
        ? await chargeSafariWithLink(
            tx,
            { now: () => now, config: ctx.config },
            { bookingCode: row.bookingId, charge: input.charge },
            actor,
          )
        : undefined;
    await tx
      .update(safariQueries)
      .set({
        status: 'confirmed',
        response: input.response,
        ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes || null } : {}),
        respondedAt: now,
        respondedBy: actor.name,
        updatedAt: now,
      })
      .where(eq(safariQueries.id, id));
    // booking_id is a real booking code or null (a foreign key, decision 0106).
    const code = row.bookingId;
    const [booking] = code
      ? await tx
          .select({ id: bookings.id, guestName: bookings.guestName })
          .from(bookings)
          .where(eq(bookings.bookingId, code))
      : [];
    const message = renderSafariResponse({
      // Staff answer: greet the enquirer by name, or by the name on the booking it belongs to.
      guestName: row.guestName?.trim() || booking?.guestName || null,
      safariName: row.safariName,
      preferredDate: row.preferredDate,
      preferredTiming: row.preferredTiming,
      persons: row.numberOfPersons,
      bookingId: code,
      response: input.response,
      respondedBy: actor.name,
      resort: ctx.resort,
      payment,
    });
    await enqueueEmail(
      tx,
      { ...message, kind: 'safari_response', to: row.email, bookingUuid: booking?.id ?? null },
      now,
    );
    await recordAudit(tx, {
      actor,
      action: 'safari_enquiry.responded',
      entityType: 'safari_enquiry',
      entityId: id,
      before: { status, response: row.response },
      after: { status: 'confirmed', response: input.response },
      at: now,
    });
    await publish(
      tx,
      { type: 'safari_enquiry.answered', enquiryId: id, guestName: row.guestName },
      now,
    );
  });
  return getSafariEnquiry(db, id);
}

/**
 * Removes the enquiries of guests who never booked once they are `keepDays` old (the
 * `safari-unbooked-purge` job; decision 0119). Enquiries staff confirmed or completed stay.
 */
export async function purgeUnbookedSafariEnquiries(
  db: Db,
  now: Date,
  keepDays: number,
): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 86_400_000);
  const removed = await db
    .delete(safariQueries)
    .where(
      and(
        UNBOOKED,
        inArray(safariQueries.status, [...SAFARI_UNBOOKED_PURGED_STATUSES]),
        lt(safariQueries.createdAt, before),
      ),
    )
    .returning({ id: safariQueries.id });
  return removed.length;
}

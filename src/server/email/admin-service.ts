import type { OutboxItem, OutboxMessage, OutboxSummary } from './admin-contract';
import { and, count, eq, type SQL } from 'drizzle-orm';
import { canResendEmail, canRetryEmail, type OutboxListQuery } from '../../domain/guest-emails';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import { bookings, emailOutbox } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { orderBy, pageWindow, searchAny, type ListPage } from '../http/list-query';

/** The outbox as staff see it (admin "E-mails", docs/decisions/0085). */

/** The contract's summary without what the route adds (whether SMTP is configured). */
type StatusCounts = Omit<OutboxSummary, 'smtpConfigured'>;

const columns = {
  id: emailOutbox.id,
  kind: emailOutbox.kind,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  sentAt: emailOutbox.sentAt,
  bookingId: bookings.bookingId,
};

/**
 * A row of `columns`: the contract's item, its timestamps as the table gives them (Dates). Drizzle
 * checks the select against it.
 */
type Timestamps = Pick<typeof emailOutbox.$inferSelect, 'createdAt' | 'nextAttemptAt' | 'sentAt'>;
type Row = Omit<OutboxItem, keyof Timestamps> & Timestamps;

const toItem = (r: Row): OutboxItem => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

export async function listOutbox(db: Db, q: OutboxListQuery): Promise<ListPage<OutboxItem>> {
  const where: SQL[] = [];
  if (q.status) where.push(eq(emailOutbox.status, q.status));
  if (q.kind) where.push(eq(emailOutbox.kind, q.kind));
  if (q.q)
    where.push(searchAny(q.q, [emailOutbox.toAddress, emailOutbox.subject, bookings.bookingId]));
  const filter = where.length ? and(...where) : undefined;
  const rows = await db
    .select(columns)
    .from(emailOutbox)
    .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
    .where(filter)
    .orderBy(
      ...orderBy(
        q.sort,
        {
          createdAt: emailOutbox.createdAt,
          status: emailOutbox.status,
          attempts: emailOutbox.attempts,
          toAddress: emailOutbox.toAddress,
        },
        emailOutbox.id,
      ),
    )
    .limit(pageWindow(q.page, q.pageSize).limit)
    .offset(pageWindow(q.page, q.pageSize).offset);
  const [total] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
    .where(filter);
  return { items: rows.map(toItem), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** How many messages are in each state (the screen's cards and the dashboard's banner). */
export async function outboxSummary(db: Db): Promise<StatusCounts> {
  const rows = await db
    .select({ status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const summary: StatusCounts = { pending: 0, sent: 0, held: 0, failed: 0 };
  for (const r of rows) summary[r.status] = r.n;
  return summary;
}

export async function getOutboxMessage(db: Db, id: string): Promise<OutboxMessage> {
  const [row] = await db
    .select({ ...columns, html: emailOutbox.html, text: emailOutbox.text })
    .from(emailOutbox)
    .leftJoin(bookings, eq(bookings.id, emailOutbox.bookingId))
    .where(eq(emailOutbox.id, id));
  if (!row) throw notFound('E-mail not found');
  return { ...toItem(row), html: row.html, text: row.text };
}

/**
 * Retry a message that did not go out (failed, or held while SMTP was not configured): back in the
 * queue now with a fresh count of attempts. Without SMTP it is held again by the next run.
 */
export async function retryOutboxMessage(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
): Promise<OutboxMessage> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: emailOutbox.status, attempts: emailOutbox.attempts })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id))
      .for('update');
    if (!row) throw notFound('E-mail not found');
    if (!canRetryEmail(row.status))
      throw conflict(
        row.status === 'sent'
          ? 'This e-mail was sent; use Resend to send it again.'
          : 'This e-mail is already queued.',
      );
    await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(eq(emailOutbox.id, id));
    await recordAudit(tx, {
      actor,
      action: 'email.retried',
      entityType: 'email',
      entityId: id,
      before: row,
      after: { status: 'pending', attempts: 0 },
      at: now,
    });
  });
  return getOutboxMessage(db, id);
}

/** Resend a sent message: a new copy of it goes into the queue; the sent one stays as it was. */
export async function resendOutboxMessage(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
): Promise<OutboxMessage> {
  const copyId = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw notFound('E-mail not found');
    if (!canResendEmail(row.status))
      throw conflict('Only a sent e-mail can be resent; use Retry for one that did not go out.');
    const [copy] = await tx
      .insert(emailOutbox)
      .values({
        kind: row.kind,
        toAddress: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        bookingId: row.bookingId,
        status: 'pending',
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: emailOutbox.id });
    await recordAudit(tx, {
      actor,
      action: 'email.resent',
      entityType: 'email',
      entityId: id,
      after: { copy: copy!.id },
      at: now,
    });
    return copy!.id;
  });
  return getOutboxMessage(db, copyId);
}

import { eq, isNull, lte, or, sql } from 'drizzle-orm';
import { todayInZone } from '../../domain/dates';
import { parseIcalFeed, type ImportedEvent } from '../../domain/ical-feed';
import { queryRows, type Db } from '../db/client';
import { channelFeeds, externalReservations, villaInventory } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { emailLayout, para } from '../email/templates';
import type { Config } from '../env';
import { publish } from '../events/publish';
import { fetchFeed, FetchRefused } from './safe-fetch';

export type SyncResult = {
  status: 'ok' | 'failed';
  /** Events the feed holds now (after a failure: the last good count). */
  events: number;
  /** Open conflicts of this feed (not marked handled). */
  conflicts: number;
  error?: string;
};

type Feed = typeof channelFeeds.$inferSelect;
type Deps = { db: Db; config: Config; now: Date };

type NewConflict = {
  checkIn: string;
  checkOut: string;
  conflictWith: string;
};

/**
 * Makes the feed's external reservations exactly the given events, in one transaction under the
 * unit's row lock (the same lock every writer of the unit's nights takes, migrations 0009/0019):
 * unchanged events are left alone (a re-import changes nothing), vanished or changed ones are removed
 * (freeing their nights), new ones are stored active when their nights are free, else as a conflict
 * (an OTA reservation over a night taken here) or shadowed (an OTA's "not available", or the same
 * feed twice). New conflicts ring the bell and e-mail the staff address in the same transaction.
 */
async function applyFeedEvents(
  deps: Deps,
  feed: Feed,
  events: ImportedEvent[],
): Promise<SyncResult> {
  const { db, config, now } = deps;
  return db.transaction(async (tx) => {
    const [unit] = await tx
      .select({ unitNumber: villaInventory.unitNumber, villaId: villaInventory.villaId })
      .from(villaInventory)
      .where(eq(villaInventory.id, feed.villaInventoryId))
      .for('no key update');
    if (!unit) throw new Error('The unit of this feed is gone');
    const existing = await tx
      .select()
      .from(externalReservations)
      .where(eq(externalReservations.channelFeedId, feed.id));
    const wanted = new Map(events.map((e) => [e.uid, e]));
    const stale = existing.filter((r) => {
      const e = wanted.get(r.uid);
      return !e || e.checkIn !== r.checkIn || e.checkOut !== r.checkOut;
    });
    const kept = new Map(existing.filter((r) => !stale.includes(r)).map((r) => [r.uid, r]));
    for (const r of stale)
      await tx.delete(externalReservations).where(eq(externalReservations.id, r.id));
    const fresh: NewConflict[] = [];
    for (const e of events) {
      const have = kept.get(e.uid);
      if (have) {
        if (have.summary !== e.summary || have.kind !== e.kind)
          await tx
            .update(externalReservations)
            .set({ summary: e.summary, kind: e.kind, updatedAt: now })
            .where(eq(externalReservations.id, have.id));
        continue;
      }
      const [taken] = await queryRows<{ taker: string | null; ownFeed: boolean }>(
        tx,
        sql`select t.taker, coalesce((select er.channel_feed_id = ${feed.id}::uuid from external_reservations er
                 where t.taker like 'external %' and er.id = substr(t.taker, 10)::uuid), false) as "ownFeed"
            from (select unit_nights_taken_by(${feed.villaInventoryId}::uuid, ${e.checkIn}::date, ${e.checkOut}::date, 'none') as taker) t`,
      );
      const taker = taken?.taker ?? null;
      const status = !taker
        ? 'active'
        : e.kind === 'unavailable' || taken?.ownFeed
          ? 'shadowed'
          : 'conflict';
      const conflictWith = taker ? await describeTaker(tx, taker) : null;
      await tx.insert(externalReservations).values({
        channelFeedId: feed.id,
        villaInventoryId: feed.villaInventoryId,
        uid: e.uid,
        summary: e.summary,
        kind: e.kind,
        checkIn: e.checkIn,
        checkOut: e.checkOut,
        status,
        conflictWith,
        createdAt: now,
        updatedAt: now,
      });
      if (status === 'conflict')
        fresh.push({ checkIn: e.checkIn, checkOut: e.checkOut, conflictWith: conflictWith! });
    }
    await tx
      .update(channelFeeds)
      .set({
        lastFetchedAt: now,
        lastSuccessAt: now,
        lastStatus: 'ok',
        lastError: null,
        lastEventCount: events.length,
      })
      .where(eq(channelFeeds.id, feed.id));
    for (const c of fresh) await notifyConflict(tx, config, now, feed, unit, c);
    return { status: 'ok', events: events.length, conflicts: await openConflicts(tx, feed.id) };
  });
}

/** "booking VM-…" / "block 2027-01-10" / "external <uuid>" in words staff read. */
async function describeTaker(tx: Db, taker: string): Promise<string> {
  if (!taker.startsWith('external ')) return taker;
  const [row] = await queryRows<{ name: string; summary: string | null }>(
    tx,
    sql`select f.name, er.summary from external_reservations er join channel_feeds f on f.id = er.channel_feed_id
        where er.id = ${taker.slice('external '.length)}::uuid`,
  );
  return row
    ? `${row.name} reservation${row.summary ? ` (${row.summary})` : ''}`
    : 'another channel';
}

async function openConflicts(tx: Db, feedId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from external_reservations
        where channel_feed_id = ${feedId}::uuid and status = 'conflict' and handled_at is null`,
  );
  return Number(row?.n ?? 0);
}

async function notifyConflict(
  tx: Db,
  config: Config,
  now: Date,
  feed: Feed,
  unit: { unitNumber: string; villaId: string },
  c: NewConflict,
) {
  const bookingId = c.conflictWith.startsWith('booking ') ? c.conflictWith.slice(8) : null;
  const subject = `Channel conflict: ${feed.name} sold ${unit.unitNumber} for ${c.checkIn} – ${c.checkOut}`;
  const lines = [
    `${feed.name} has a reservation on ${unit.unitNumber} (${unit.villaId}) for the nights ${c.checkIn} to ${c.checkOut} (check-out day).`,
    `Those nights were already taken here: ${c.conflictWith}.`,
    'Move the direct booking to a free unit, or settle it with the channel and mark the conflict handled (Villas → Channels).',
  ];
  await enqueueEmail(
    tx,
    {
      kind: 'admin_notification',
      to: config.adminNotifyEmail ?? config.resortEmail,
      bookingUuid: null,
      subject,
      text: lines.join('\n\n'),
      html: emailLayout('Channel conflict', lines.map(para).join(''), {
        name: config.resortName,
        phone: config.resortPhone,
        email: config.resortEmail,
      }),
    },
    now,
  );
  await publish(
    tx,
    {
      type: 'channel.conflict',
      channelName: feed.name,
      unitNumber: unit.unitNumber,
      villaId: unit.villaId,
      checkIn: c.checkIn,
      checkOut: c.checkOut,
      conflictWith: c.conflictWith,
      bookingId,
    },
    now,
  );
}

/** Records a failed fetch or parse: nothing else changes, the last good state stays. */
async function markFailed(deps: Deps, feed: Feed, error: string): Promise<SyncResult> {
  await deps.db
    .update(channelFeeds)
    .set({ lastFetchedAt: deps.now, lastStatus: 'failed', lastError: error.slice(0, 500) })
    .where(eq(channelFeeds.id, feed.id));
  return {
    status: 'failed',
    events: feed.lastEventCount ?? 0,
    conflicts: await openConflicts(deps.db, feed.id),
    error,
  };
}

/** Fetches one feed and applies it; a feed that fails changes nothing but its health. */
export async function syncFeed(deps: Deps, feed: Feed): Promise<SyncResult> {
  let text: string;
  try {
    text = await fetchFeed(feed.url, {
      allowedHosts: deps.config.channels.allowedHosts,
      timeoutMs: deps.config.channels.fetchTimeoutMs,
    });
  } catch (err) {
    if (err instanceof FetchRefused) return markFailed(deps, feed, err.message);
    throw err;
  }
  const parsed = parseIcalFeed(text, todayInZone(deps.now, deps.config.resortTz));
  if (!parsed.ok) return markFailed(deps, feed, parsed.error);
  return applyFeedEvents(deps, feed, parsed.events);
}

/**
 * The job (every minute): the feeds whose last fetch is ICAL_SYNC_MINUTES old or more (or never),
 * one after the other; one feed's failure never stops the others. Deciding "due" per feed keeps the
 * schedule the same under both job runners (pg-boss ticks each minute, decision 0022).
 */
export async function syncDueFeeds(db: Db, config: Config, now: () => Date) {
  const dueBefore = new Date(now().getTime() - config.channels.syncMinutes * 60_000);
  const feeds = await db
    .select()
    .from(channelFeeds)
    .where(or(isNull(channelFeeds.lastFetchedAt), lte(channelFeeds.lastFetchedAt, dueBefore)))
    .orderBy(channelFeeds.createdAt);
  let failed = 0;
  for (const feed of feeds) {
    const r = await syncFeed({ db, config, now: now() }, feed).catch(async (err: unknown) =>
      markFailed({ db, config, now: now() }, feed, `Sync failed: ${(err as Error).message}`),
    );
    if (r.status === 'failed') failed++;
  }
  return { feeds: feeds.length, failed };
}

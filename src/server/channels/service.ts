import { eq, sql } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import { channelFeeds, externalReservations, villaInventory } from '../db/schema';
import { pgErrorCode } from '../db/pg-error-code';
import { badRequest, conflict, notFound } from '../http/errors';
import type { ChannelFeed, ChannelFeedInput, ExternalReservation } from './admin-contract';

export { syncDueFeeds, syncFeed } from './sync-service';

const feedColumns = sql`f.id::text, f.villa_inventory_id::text as "unitId", vi.unit_number as "unitNumber", vi.villa_id as "villaId",
  f.name, f.url, f.created_by as "createdBy", f.created_at as "createdAt", f.last_fetched_at as "lastFetchedAt",
  f.last_status as "lastStatus", f.last_error as "lastError", coalesce(f.last_event_count, 0) as "events",
  f.last_success_at as "lastSuccessAt",
  (select count(*)::int from external_reservations er where er.channel_feed_id = f.id and er.status = 'conflict' and er.handled_at is null) as conflicts`;

type FeedRow = Omit<ChannelFeed, 'nextRunAt'> & {
  createdAt: string | Date;
  lastFetchedAt: string | Date | null;
  lastSuccessAt: string | Date | null;
};

const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());

function toFeed(r: FeedRow, syncMinutes: number, now: Date): ChannelFeed {
  const last = r.lastFetchedAt ? new Date(r.lastFetchedAt).getTime() : null;
  const next = last === null ? now.getTime() : Math.max(now.getTime(), last + syncMinutes * 60_000);
  return {
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    lastFetchedAt: iso(r.lastFetchedAt),
    lastSuccessAt: iso(r.lastSuccessAt),
    nextRunAt: new Date(next).toISOString(),
  };
}

/** Every feed with its health, by unit. */
export async function listFeeds(
  db: Db,
  ctx: { syncMinutes: number; now: Date },
): Promise<ChannelFeed[]> {
  const rows = await queryRows<FeedRow>(
    db,
    sql`select ${feedColumns} from channel_feeds f join villa_inventory vi on vi.id = f.villa_inventory_id
        order by vi.unit_number, f.name, f.created_at`,
  );
  return rows.map((r) => toFeed(r, ctx.syncMinutes, ctx.now));
}

export async function getFeed(db: Db, id: string) {
  const [feed] = await db.select().from(channelFeeds).where(eq(channelFeeds.id, id));
  if (!feed) throw notFound('Channel feed not found');
  return feed;
}

async function feedView(db: Db, id: string, ctx: { syncMinutes: number; now: Date }) {
  const [row] = await queryRows<FeedRow>(
    db,
    sql`select ${feedColumns} from channel_feeds f join villa_inventory vi on vi.id = f.villa_inventory_id
        where f.id = ${id}::uuid`,
  );
  if (!row) throw notFound('Channel feed not found');
  return toFeed(row, ctx.syncMinutes, ctx.now);
}

/** Adds a feed to a unit (by id or number). The first fetch is the next run or "Sync now". */
export async function createFeed(
  db: Db,
  input: ChannelFeedInput,
  ctx: { actor: Actor; now: Date; syncMinutes: number },
): Promise<ChannelFeed> {
  const [unit] = await db
    .select({ id: villaInventory.id })
    .from(villaInventory)
    .where(
      input.unitId
        ? eq(villaInventory.id, input.unitId)
        : eq(villaInventory.unitNumber, input.unitNumber ?? ''),
    );
  if (!unit)
    throw badRequest('Unit not found', {
      [input.unitId ? 'unitId' : 'unitNumber']: 'No such room unit',
    });
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(channelFeeds)
        .values({
          villaInventoryId: unit.id,
          name: input.name,
          url: input.url,
          createdBy: ctx.actor.name,
          createdAt: ctx.now,
        })
        .returning({ id: channelFeeds.id });
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'channel_feed.create',
        entityType: 'channel_feed',
        entityId: row!.id,
        after: { unitId: unit.id, name: input.name, url: input.url },
        at: ctx.now,
      });
      return row!.id;
    });
    return feedView(db, id, ctx);
  } catch (err) {
    if (pgErrorCode(err) === '23505')
      throw conflict('This unit already has a feed with that address');
    throw err;
  }
}

/** Removes a feed and every reservation it imported: their nights are free again at once. */
export async function deleteFeed(db: Db, id: string, ctx: { actor: Actor; now: Date }) {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(channelFeeds)
      .where(eq(channelFeeds.id, id))
      .returning({ id: channelFeeds.id, name: channelFeeds.name, url: channelFeeds.url });
    if (!removed) throw notFound('Channel feed not found');
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'channel_feed.delete',
      entityType: 'channel_feed',
      entityId: id,
      before: removed,
      at: ctx.now,
    });
    return { id };
  });
}

const reservationColumns = sql`er.id::text, f.id::text as "feedId", f.name as "channelName", vi.unit_number as "unitNumber",
  vi.villa_id as "villaId", er.uid, er.summary, er.kind, er.check_in as "checkIn", er.check_out as "checkOut",
  er.status, er.conflict_with as "conflictWith", er.handled_at as "handledAt", er.handled_by as "handledBy"`;

type ReservationRow = Omit<ExternalReservation, 'handledAt'> & { handledAt: string | Date | null };
const toReservation = (r: ReservationRow): ExternalReservation => ({
  ...r,
  handledAt: iso(r.handledAt),
});

/** Imported reservations from `from` on (a unit's timeline), or only the open conflicts. */
export async function listReservations(
  db: Db,
  q: { unitNumber?: string; from: string; conflictsOnly?: boolean },
): Promise<ExternalReservation[]> {
  const rows = await queryRows<ReservationRow>(
    db,
    sql`select ${reservationColumns}
        from external_reservations er join channel_feeds f on f.id = er.channel_feed_id
        join villa_inventory vi on vi.id = er.villa_inventory_id
        where er.check_out > ${q.from}::date
          ${q.unitNumber ? sql`and vi.unit_number = ${q.unitNumber}` : sql``}
          ${q.conflictsOnly ? sql`and (er.status = 'conflict' and er.handled_at is null)` : sql``}
        order by vi.unit_number, er.check_in, f.name`,
  );
  return rows.map(toReservation);
}

/** Staff settled a conflict with the channel: it stops alarming (it stays stored). */
export async function markHandled(
  db: Db,
  id: string,
  ctx: { actor: Actor; now: Date },
): Promise<ExternalReservation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(externalReservations)
      .set({ handledAt: ctx.now, handledBy: ctx.actor.name, updatedAt: ctx.now })
      .where(eq(externalReservations.id, id))
      .returning({ id: externalReservations.id, status: externalReservations.status });
    if (!row) throw notFound('Imported reservation not found');
    if (row.status !== 'conflict') throw conflict('This imported reservation is not a conflict');
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'channel_conflict.handled',
      entityType: 'external_reservation',
      entityId: id,
      at: ctx.now,
    });
    const [view] = await queryRows<ReservationRow>(
      tx,
      sql`select ${reservationColumns} from external_reservations er join channel_feeds f on f.id = er.channel_feed_id
          join villa_inventory vi on vi.id = er.villa_inventory_id where er.id = ${id}::uuid`,
    );
    return toReservation(view!);
  });
}

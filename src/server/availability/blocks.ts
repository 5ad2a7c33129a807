import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { todayInZone, type IsoDate } from '../../domain/dates';
import {
  alreadyBlockedMessage,
  blockDateIssues,
  blockDates,
  blockedByBookingMessage,
  type BlockRequest,
} from '../../domain/inventory';
import { recordAudit, type Actor } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import { inventoryBlocks, villaInventory, villas } from '../db/schema';
import { pgConstraintName, pgErrorCode } from '../db/pg-error-code';
import { conflict, notFound } from '../http/errors';
import { throwIfIssues } from '../http/validation';
import type { Block } from './admin-contract';

/**
 * Blocks the named units (or every unit of the villa) on each date of [from, to]. One transaction:
 * the units' rows are locked in unit-number order, so a booking that races for the same unit waits
 * (its insert trigger takes the same lock) and exactly one of them wins
 * (docs/decisions/0061-blocks-and-bookings-exclude-each-other.md). A unit booked on one of those
 * nights is refused, naming the booking.
 */
export async function createBlock(
  db: Db,
  req: BlockRequest,
  ctx: { actor: Actor; now: Date; timeZone: string },
): Promise<Block> {
  throwIfIssues(blockDateIssues(req, todayInZone(ctx.now, ctx.timeZone)));
  const groupId = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      const [villa] = await tx
        .select({ id: villas.id })
        .from(villas)
        .where(eq(villas.id, req.villaId));
      if (!villa) throw notFound(`Villa not found: ${req.villaId}`);
      const wanted = req.unitNumbers?.length ? [...new Set(req.unitNumbers)] : null;
      const units = await tx
        .select({ id: villaInventory.id, unitNumber: villaInventory.unitNumber })
        .from(villaInventory)
        .where(
          and(
            eq(villaInventory.villaId, req.villaId),
            wanted ? inArray(villaInventory.unitNumber, wanted) : undefined,
          ),
        )
        .orderBy(asc(villaInventory.unitNumber))
        .for('no key update');
      if (wanted) {
        const missing = wanted.filter((n) => !units.some((u) => u.unitNumber === n));
        if (missing.length) throw notFound(`Unit not found in this villa: ${missing.join(', ')}`);
      }
      if (units.length === 0) throw notFound('This villa has no room units to block');
      const ids = units.map((u) => u.id);
      const lastNight = req.to;
      const [booked] = await queryRows<{
        unitNumber: string;
        bookingId: string;
        checkIn: string;
        checkOut: string;
      }>(
        tx,
        sql`select vi.unit_number as "unitNumber", b.booking_id as "bookingId", b.check_in as "checkIn", b.check_out as "checkOut"
            from booking_units bu join bookings b on b.id = bu.booking_id join villa_inventory vi on vi.id = bu.villa_inventory_id
            where bu.villa_inventory_id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
              and bu.status in ('reserved', 'occupied')
              and bu.check_in <= ${lastNight}::date and bu.check_out > ${req.from}::date
            order by vi.unit_number, bu.check_in limit 1`,
      );
      if (booked)
        throw conflict(
          blockedByBookingMessage(
            booked.unitNumber,
            booked.bookingId,
            booked.checkIn,
            booked.checkOut,
          ),
        );
      const [already] = await tx
        .select({ unitNumber: villaInventory.unitNumber, date: inventoryBlocks.blockDate })
        .from(inventoryBlocks)
        .innerJoin(villaInventory, eq(villaInventory.id, inventoryBlocks.villaInventoryId))
        .where(
          and(
            inArray(inventoryBlocks.villaInventoryId, ids),
            gte(inventoryBlocks.blockDate, req.from),
            lte(inventoryBlocks.blockDate, req.to),
          ),
        )
        .orderBy(asc(inventoryBlocks.blockDate), asc(villaInventory.unitNumber))
        .limit(1);
      if (already) throw conflict(alreadyBlockedMessage(already.unitNumber, already.date));
      const dates = blockDates(req.from, req.to);
      const notes = req.notes?.trim() || null;
      await tx.insert(inventoryBlocks).values(
        units.flatMap((u) =>
          dates.map((blockDate) => ({
            villaInventoryId: u.id,
            blockDate,
            blockType: req.type,
            notes,
            createdBy: ctx.actor.name,
            groupId,
            createdAt: ctx.now,
          })),
        ),
      );
      const group: Block = {
        id: groupId,
        villaId: req.villaId,
        unitNumbers: units.map((u) => u.unitNumber),
        from: req.from,
        to: req.to,
        type: req.type,
        notes,
        createdBy: ctx.actor.name,
        createdAt: ctx.now.toISOString(),
      };
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'block.create',
        entityType: 'inventory_block',
        entityId: groupId,
        after: group,
        at: ctx.now,
      });
      return group;
    });
  } catch (err) {
    // The triggers' last word (a booking committed between our read and our insert cannot happen
    // under the row locks, but any writer that skipped them still meets the trigger).
    // channels (decision 0122): an OTA's imported reservation holds the unit that night.
    if (pgConstraintName(err) === 'inventory_blocks_not_external')
      throw conflict(
        "One of these units is held by a channel's reservation on those dates (Villas → Channels)",
      );
    if (pgErrorCode(err) === '23P01')
      throw conflict('A booking took one of these units on those dates; refresh and try again');
    if (pgErrorCode(err) === '23505')
      throw conflict('One of these units is already blocked on those dates');
    throw err;
  }
}

/** Blocks of a villa (or all villas) touching [from, to], one entry per staff action. */
export async function listBlocks(
  db: Db,
  q: { villaId?: string; from: IsoDate; to: IsoDate },
): Promise<Block[]> {
  return queryRows<Block>(
    db,
    sql`select ib.group_id::text as id, vi.villa_id as "villaId",
          array_agg(distinct vi.unit_number order by vi.unit_number) as "unitNumbers",
          min(ib.block_date) as "from", max(ib.block_date) as "to", min(ib.block_type) as type, min(ib.notes) as notes,
          min(ib.created_by) as "createdBy", min(ib.created_at) as "createdAt"
        from inventory_blocks ib join villa_inventory vi on vi.id = ib.villa_inventory_id
        where ib.group_id in (
          select ib2.group_id from inventory_blocks ib2 join villa_inventory vi2 on vi2.id = ib2.villa_inventory_id
          where ib2.block_date >= ${q.from}::date and ib2.block_date <= ${q.to}::date
            and (${q.villaId ?? null}::text is null or vi2.villa_id = ${q.villaId ?? null}::text))
        group by ib.group_id, vi.villa_id
        order by "from", id`,
  ).then((rows) => rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })));
}

/** Removes a whole block (every unit and date it created). */
export async function deleteBlock(db: Db, id: string, ctx: { actor: Actor; now: Date }) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(inventoryBlocks)
      .where(eq(inventoryBlocks.groupId, id))
      .returning({ date: inventoryBlocks.blockDate });
    if (removed.length === 0) throw notFound('Block not found');
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'block.delete',
      entityType: 'inventory_block',
      entityId: id,
      before: { dates: removed.length },
      at: ctx.now,
    });
    return { id, removedDates: removed.length };
  });
}

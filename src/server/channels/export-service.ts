import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addDays, todayInZone } from '../../domain/dates';
import { buildAvailabilityIcs, joinNights, type TakenStretch } from '../../domain/ical-export';
import { recordAudit, type Actor } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import { icalExportTokens, villaInventory, villas } from '../db/schema';
import { notFound } from '../http/errors';

/** What an export feed says for a night: never who, only that it is taken. */
const EXPORT_SUMMARY = { reserved: 'Reserved', blocked: 'Blocked' } as const;

export type ExportEntry = { unitNumber?: string; villaId?: string; url: string };

/** Like the database's ical_export_token(): 64 hex characters of randomness. */
const newToken = () => randomBytes(32).toString('hex');

const urlOf = (base: string, scope: 'units' | 'villas', token: string) =>
  `${base.replace(/\/+$/, '')}/api/ical/${scope}/${token}.ics`;

/** The private export URLs: one per unit (by unit number), then one per villa (tokens: migration 0019). */
export async function listExports(db: Db, baseUrl: string): Promise<ExportEntry[]> {
  const rows = await queryRows<{
    unitNumber: string | null;
    villaId: string | null;
    token: string;
  }>(
    db,
    sql`select vi.unit_number as "unitNumber", t.villa_id as "villaId", t.token
        from ical_export_tokens t left join villa_inventory vi on vi.id = t.villa_inventory_id
        order by t.villa_id nulls first, vi.unit_number`,
  );
  return rows.map((r) =>
    r.unitNumber
      ? { unitNumber: r.unitNumber, url: urlOf(baseUrl, 'units', r.token) }
      : { villaId: r.villaId!, url: urlOf(baseUrl, 'villas', r.token) },
  );
}

/** A new token for one unit or villa: the old URL stops working at once. */
export async function rotateExport(
  db: Db,
  target: { unitNumber?: string; villaId?: string },
  ctx: { actor: Actor; now: Date; baseUrl: string },
): Promise<ExportEntry> {
  const token = newToken();
  return db.transaction(async (tx) => {
    if (target.unitNumber) {
      const [unit] = await tx
        .select({ id: villaInventory.id })
        .from(villaInventory)
        .where(eq(villaInventory.unitNumber, target.unitNumber));
      if (!unit) throw notFound(`Unit not found: ${target.unitNumber}`);
      await tx
        .insert(icalExportTokens)
        .values({ token, villaInventoryId: unit.id, createdAt: ctx.now })
        .onConflictDoUpdate({
          target: icalExportTokens.villaInventoryId,
          set: { token, createdAt: ctx.now },
        });
    } else {
      const [villa] = await tx
        .select({ id: villas.id })
        .from(villas)
        .where(eq(villas.id, target.villaId ?? ''));
      if (!villa) throw notFound(`Villa not found: ${target.villaId}`);
      await tx
        .insert(icalExportTokens)
        .values({ token, villaId: villa.id, createdAt: ctx.now })
        .onConflictDoUpdate({
          target: icalExportTokens.villaId,
          set: { token, createdAt: ctx.now },
        });
    }
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'channel_export.rotate',
      entityType: 'ical_export',
      entityId: target.unitNumber ?? target.villaId ?? '',
      at: ctx.now,
    });
    return target.unitNumber
      ? { unitNumber: target.unitNumber, url: urlOf(ctx.baseUrl, 'units', token) }
      : { villaId: target.villaId!, url: urlOf(ctx.baseUrl, 'villas', token) };
  });
}

/**
 * Everything that takes the units' nights from yesterday on: stays (any source), blocks and active
 * imported reservations. UIDs stay the same from fetch to fetch.
 */
async function takenStretches(db: Db, unitIds: string[], from: string): Promise<TakenStretch[]> {
  if (unitIds.length === 0) return [];
  const ids = sql.join(
    unitIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [stays, blocks, external] = await Promise.all([
    queryRows<{ bookingUuid: string; unitNumber: string; checkIn: string; checkOut: string }>(
      db,
      sql`select bu.booking_id::text as "bookingUuid", vi.unit_number as "unitNumber", bu.check_in as "checkIn", bu.check_out as "checkOut"
          from booking_units bu join villa_inventory vi on vi.id = bu.villa_inventory_id
          where bu.villa_inventory_id in (${ids}) and bu.status in ('reserved', 'occupied') and bu.check_out > ${from}::date`,
    ),
    queryRows<{ groupId: string; unitNumber: string; date: string }>(
      db,
      sql`select ib.group_id::text as "groupId", vi.unit_number as "unitNumber", ib.block_date as date
          from inventory_blocks ib join villa_inventory vi on vi.id = ib.villa_inventory_id
          where ib.villa_inventory_id in (${ids}) and ib.block_date >= ${from}::date`,
    ),
    queryRows<{ id: string; checkIn: string; checkOut: string }>(
      db,
      sql`select er.id::text, er.check_in as "checkIn", er.check_out as "checkOut" from external_reservations er
          where er.villa_inventory_id in (${ids}) and er.status = 'active' and er.check_out > ${from}::date`,
    ),
  ]);
  return [
    ...stays.map((s) => ({
      uid: `booking-${s.bookingUuid}-${s.unitNumber}@villagemachaan`,
      start: s.checkIn,
      end: s.checkOut,
      summary: EXPORT_SUMMARY.reserved,
    })),
    ...joinNights(
      blocks.map((b) => ({
        key: `block-${b.groupId}-${b.unitNumber}`,
        date: b.date,
        summary: EXPORT_SUMMARY.blocked,
      })),
    ).map((s) => ({ ...s, uid: `${s.uid}@villagemachaan` })),
    ...external.map((e) => ({
      uid: `imported-${e.id}@villagemachaan`,
      start: e.checkIn,
      end: e.checkOut,
      summary: EXPORT_SUMMARY.reserved,
    })),
  ].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

/** The .ics of a unit's or villa's token, or null for an unknown token. */
export async function exportFeed(
  db: Db,
  scope: 'units' | 'villas',
  token: string,
  ctx: { now: Date; timeZone: string; resortName: string },
): Promise<string | null> {
  const rows = await queryRows<{ id: string; label: string }>(
    db,
    scope === 'units'
      ? sql`select vi.id, vi.unit_number as label from ical_export_tokens t join villa_inventory vi on vi.id = t.villa_inventory_id where t.token = ${token}`
      : sql`select vi.id, v.name as label from ical_export_tokens t join villas v on v.id = t.villa_id
            join villa_inventory vi on vi.villa_id = v.id where t.token = ${token}`,
  );
  if (rows.length === 0) {
    if (scope === 'villas') {
      // A villa without units still has a (empty) feed.
      const [v] = await queryRows<{ name: string }>(
        db,
        sql`select v.name from ical_export_tokens t join villas v on v.id = t.villa_id where t.token = ${token}`,
      );
      if (v)
        return buildAvailabilityIcs({
          name: `${ctx.resortName} – ${v.name}`,
          stretches: [],
          now: ctx.now,
        });
    }
    return null;
  }
  const from = addDays(todayInZone(ctx.now, ctx.timeZone), -1);
  return buildAvailabilityIcs({
    name: `${ctx.resortName} – ${rows[0]!.label}`,
    stretches: await takenStretches(
      db,
      rows.map((r) => r.id),
      from,
    ),
    now: ctx.now,
  });
}

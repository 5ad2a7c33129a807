import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { todayInZone } from '../../domain/dates';
import { LAST_UNIT_OF_ACTIVE_VILLA } from '../../domain/admin-forms';
import { UNIT_MESSAGES, type UnitForm } from '../../domain/inventory';
import { recordAudit, type Actor } from '../audit/record';
import { queryRows, type Db } from '../db/client';
import { villaInventory, villas } from '../db/schema';
import { DEFAULT_UNIT_AMENITIES } from '../db/seed-data';
import { AppError, conflict, notFound } from '../http/errors';
import { pgErrorCode } from '../db/pg-error-code';

type Ctx = { actor: Actor; now: Date; timeZone: string };

const unitRow = {
  id: villaInventory.id,
  villaId: villaInventory.villaId,
  unitNumber: villaInventory.unitNumber,
  roomType: villaInventory.roomType,
  floor: villaInventory.floor,
  viewType: villaInventory.viewType,
  status: villaInventory.status,
};

export async function listUnits(db: Db, villaId: string) {
  const [villa] = await db.select({ id: villas.id }).from(villas).where(eq(villas.id, villaId));
  if (!villa) throw notFound(`Villa not found: ${villaId}`);
  return db
    .select(unitRow)
    .from(villaInventory)
    .where(eq(villaInventory.villaId, villaId))
    .orderBy(asc(villaInventory.unitNumber));
}

const duplicate = (n: string) =>
  new AppError(409, 'DUPLICATE_ENTRY', UNIT_MESSAGES.duplicate(n), {
    unitNumber: UNIT_MESSAGES.duplicate(n),
  });

export async function createUnit(
  db: Db,
  villaId: string,
  input: Required<Pick<UnitForm, 'unitNumber' | 'floor'>> & UnitForm,
  ctx: Ctx,
) {
  try {
    return await db.transaction(async (tx) => {
      const [villa] = await tx.select({ id: villas.id }).from(villas).where(eq(villas.id, villaId));
      if (!villa) throw notFound(`Villa not found: ${villaId}`);
      const [sibling] = await tx
        .select({ roomType: villaInventory.roomType })
        .from(villaInventory)
        .where(eq(villaInventory.villaId, villaId))
        .limit(1);
      const [row] = await tx
        .insert(villaInventory)
        .values({
          villaId,
          unitNumber: input.unitNumber,
          floor: input.floor,
          viewType: input.viewType || null,
          status: input.status ?? 'available',
          roomType: input.roomType ?? sibling?.roomType ?? 'villa',
          amenities: DEFAULT_UNIT_AMENITIES,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning(unitRow);
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'unit.create',
        entityType: 'villa_inventory',
        entityId: row!.id,
        after: row,
        at: ctx.now,
      });
      return row!;
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw duplicate(input.unitNumber);
    throw err;
  }
}

export async function updateUnit(db: Db, id: string, patch: Partial<UnitForm>, ctx: Ctx) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select(unitRow)
        .from(villaInventory)
        .where(eq(villaInventory.id, id))
        .for('no key update');
      if (!before) throw notFound('Room unit not found');
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const [row] = await tx
        .update(villaInventory)
        .set({ ...changes, updatedAt: ctx.now })
        .where(eq(villaInventory.id, id))
        .returning(unitRow);
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'unit.update',
        entityType: 'villa_inventory',
        entityId: id,
        before,
        after: row,
        at: ctx.now,
      });
      return row!;
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505' && patch.unitNumber) throw duplicate(patch.unitNumber);
    throw err;
  }
}

/**
 * Deletes a room unit: refused while a reserved or occupied stay on it has nights from today on
 * ('Cannot delete unit with active bookings'), and refused when past stays refer to it (their
 * history keeps the unit; set it out of service instead). The unit row is locked first, so a
 * booking cannot slip in between the check and the delete.
 */
export async function deleteUnit(db: Db, id: string, ctx: Ctx) {
  const today = todayInZone(ctx.now, ctx.timeZone);
  return db.transaction(async (tx) => {
    const [unit] = await tx
      .select(unitRow)
      .from(villaInventory)
      .where(eq(villaInventory.id, id))
      .for('update');
    if (!unit) throw notFound('Room unit not found');
    const [refs] = await queryRows<{ active: number; any: number }>(
      tx,
      sql`select count(*) filter (where bu.status in ('reserved', 'occupied') and bu.check_out > ${today}::date)::int as active,
            count(*)::int as any
          from booking_units bu where bu.villa_inventory_id = ${id}::uuid`,
    );
    if (Number(refs?.active ?? 0) > 0) throw conflict(UNIT_MESSAGES.activeBookings);
    if (Number(refs?.any ?? 0) > 0) throw conflict(UNIT_MESSAGES.pastBookings);
    // An Active villa keeps at least one room unit (decision 0119). The villa row is locked, so a
    // concurrent activation or delete of its other unit waits for this one.
    const [villa] = await tx
      .select({ status: villas.status })
      .from(villas)
      .where(eq(villas.id, unit.villaId))
      .for('update');
    if (villa?.status === 'active') {
      const [others] = await tx
        .select({ n: count() })
        .from(villaInventory)
        .where(and(eq(villaInventory.villaId, unit.villaId), ne(villaInventory.id, id)));
      if (Number(others?.n ?? 0) === 0) throw conflict(LAST_UNIT_OF_ACTIVE_VILLA);
    }
    await tx.delete(villaInventory).where(eq(villaInventory.id, id));
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'unit.delete',
      entityType: 'villa_inventory',
      entityId: id,
      before: unit,
      at: ctx.now,
    });
    return { id };
  });
}

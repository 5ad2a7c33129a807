import { asc, eq, sql } from 'drizzle-orm';
import { promoCodeSchema, type PromoCodeInput, type PromoCodeUpdate } from '../../domain/promo';
import type { Actor } from '../audit/record';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/client';
import { promoCodes } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { pgConstraintName, pgErrorCode } from '../db/pg-error-code';
import { parseWith } from '../http/validation';

type Ctx = { actor: Actor; now: Date };

const DUPLICATE = 'A promo code with this code already exists';

/** Every code with its uses: paid (confirmed), reserved by unpaid bookings, and the discount given. */
export async function listPromoCodes(db: Db) {
  return db
    .select({
      id: promoCodes.id,
      code: promoCodes.code,
      kind: promoCodes.kind,
      value: promoCodes.value,
      stayFrom: promoCodes.stayFrom,
      stayTo: promoCodes.stayTo,
      bookFrom: promoCodes.bookFrom,
      bookTo: promoCodes.bookTo,
      minNights: promoCodes.minNights,
      villaIds: promoCodes.villaIds,
      maxUses: promoCodes.maxUses,
      maxUsesPerEmail: promoCodes.maxUsesPerEmail,
      isActive: promoCodes.isActive,
      updatedAt: promoCodes.updatedAt,
      usesPaid: sql<number>`(select count(*)::int from promo_redemptions r where r.promo_code_id = promo_codes.id and r.status = 'confirmed')`,
      usesReserved: sql<number>`(select count(*)::int from promo_redemptions r join bookings b on b.id = r.booking_id where r.promo_code_id = promo_codes.id and r.status = 'pending' and b.status = 'pending')`,
      discountGiven: sql<number>`(select coalesce(sum(r.discount), 0)::int from promo_redemptions r where r.promo_code_id = promo_codes.id and r.status = 'confirmed')`,
    })
    .from(promoCodes)
    .orderBy(asc(promoCodes.code));
}

export type PromoCodeRow = Awaited<ReturnType<typeof listPromoCodes>>[number];

async function one(db: Db, id: string): Promise<PromoCodeRow> {
  const row = (await listPromoCodes(db)).find((r) => r.id === id);
  if (!row) throw notFound('Promo code not found');
  return row;
}

function duplicate(err: unknown): boolean {
  return pgErrorCode(err) === '23505' && /promo_codes_code/.test(pgConstraintName(err) ?? '');
}

export async function createPromoCode(db: Db, input: PromoCodeInput, ctx: Ctx) {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'promo_code.create',
        entityType: 'promo_code',
        entityId: row!.id,
        after: row,
        at: ctx.now,
      });
      return row!.id;
    });
    return one(db, id);
  } catch (err) {
    if (duplicate(err)) throw conflict(DUPLICATE, { code: DUPLICATE });
    throw err;
  }
}

/** Only the fields sent change; the merged code must still pass the form's rules. */
export async function updatePromoCode(db: Db, id: string, patch: PromoCodeUpdate, ctx: Ctx) {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.id, id))
        .for('update');
      if (!before) throw notFound('Promo code not found');
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, v]) => v !== undefined),
      ) as PromoCodeUpdate;
      const { id: _id, createdAt: _c, updatedAt: _u, ...current } = before;
      parseWith(promoCodeSchema, { ...current, ...changes });
      const [row] = await tx
        .update(promoCodes)
        .set({ ...changes, updatedAt: ctx.now })
        .where(eq(promoCodes.id, id))
        .returning();
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'promo_code.update',
        entityType: 'promo_code',
        entityId: id,
        before,
        after: row,
        at: ctx.now,
      });
    });
  } catch (err) {
    if (duplicate(err)) throw conflict(DUPLICATE, { code: DUPLICATE });
    throw err;
  }
  return one(db, id);
}

import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, todayInZone, type IsoDate } from '../../domain/dates';
import {
  RATE_MESSAGES,
  RATE_PREVIEW_DAYS,
  type PricingRuleInput,
  type PricingRuleUpdate,
  type RateOverrideBody,
} from '../../domain/inventory';
import { nightlyRate, type PricingRule } from '../../domain/pricing';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import { availability, pricingRules, villas } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { RateOverride, RatePreview } from './admin-contract';

type Ctx = { actor: Actor; now: Date; timeZone: string };

async function requireVilla(db: Db, id: string) {
  const [villa] = await db
    .select({ id: villas.id, name: villas.name, basePrice: villas.basePrice })
    .from(villas)
    .where(eq(villas.id, id));
  if (!villa) throw notFound(`Villa not found: ${id}`);
  return villa;
}

function refusePast(date: IsoDate, ctx: Ctx) {
  if (date < todayInZone(ctx.now, ctx.timeZone))
    throw badRequest(RATE_MESSAGES.past, { date: RATE_MESSAGES.past });
}

/** Sets the villa's price for one night (replaces the rules for that night). */
export async function setRateOverride(
  db: Db,
  villaId: string,
  date: IsoDate,
  body: RateOverrideBody,
  ctx: Ctx,
): Promise<RateOverride> {
  refusePast(date, ctx);
  await requireVilla(db, villaId);
  const { price } = body;
  // Absent restrictions stay as they are (decision 0127); null minNights hands it back to the rules.
  const restrictions = {
    ...(body.minNights !== undefined ? { minNights: body.minNights } : {}),
    ...(body.closedToArrival !== undefined ? { closedToArrival: body.closedToArrival } : {}),
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(overrideColumns)
      .from(availability)
      .where(and(eq(availability.villaId, villaId), eq(availability.date, date)));
    const [after] = await tx
      .insert(availability)
      .values({
        villaId,
        date,
        priceOverride: price,
        ...restrictions,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .onConflictDoUpdate({
        target: [availability.villaId, availability.date],
        set: { priceOverride: price, ...restrictions, updatedAt: ctx.now },
      })
      .returning(overrideColumns);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'rate.set',
      entityType: 'villa',
      entityId: villaId,
      before: {
        date,
        price: before?.price ?? null,
        minNights: before?.minNights ?? null,
        closedToArrival: before?.closedToArrival ?? false,
      },
      after: { date, ...after! },
      at: ctx.now,
    });
    return { villaId, date, ...after! };
  });
}

const overrideColumns = {
  price: availability.priceOverride,
  minNights: availability.minNights,
  closedToArrival: availability.closedToArrival,
};

/** Clears the night's override: the rules (or the base price) apply again. */
export async function clearRateOverride(
  db: Db,
  villaId: string,
  date: IsoDate,
  ctx: Ctx,
): Promise<RateOverride> {
  refusePast(date, ctx);
  await requireVilla(db, villaId);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(availability)
      .where(and(eq(availability.villaId, villaId), eq(availability.date, date)))
      .returning({ price: availability.priceOverride });
    if (removed.length === 0) throw notFound(`No special rate on ${date}`);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'rate.clear',
      entityType: 'villa',
      entityId: villaId,
      before: { date, price: removed[0]!.price },
      at: ctx.now,
    });
    return { villaId, date, price: null, minNights: null, closedToArrival: false };
  });
}

const ruleColumns = {
  id: pricingRules.id,
  name: pricingRules.name,
  villaId: pricingRules.villaId,
  priceModifier: pricingRules.priceModifier,
  isActive: pricingRules.isActive,
  startDate: pricingRules.startDate,
  endDate: pricingRules.endDate,
  daysOfWeek: pricingRules.daysOfWeek,
  minNights: pricingRules.minNights,
  closedToArrival: pricingRules.closedToArrival,
};

async function activeRules(db: Db, villaId: string): Promise<PricingRule[]> {
  return db
    .select(ruleColumns)
    .from(pricingRules)
    .where(
      and(
        eq(pricingRules.isActive, true),
        sql`(${pricingRules.villaId} is null or ${pricingRules.villaId} = ${villaId})`,
      ),
    );
}

/**
 * The nightly rate of each of the next `days` nights from `from` (default: the resort's today),
 * computed by the one pricing function, with the night's override if any.
 */
export async function ratePreview(
  db: Db,
  villaId: string,
  q: { from?: IsoDate; days?: number },
  ctx: { now: Date; timeZone: string },
): Promise<RatePreview> {
  const villa = await requireVilla(db, villaId);
  const from = q.from ?? todayInZone(ctx.now, ctx.timeZone);
  const days = q.days ?? RATE_PREVIEW_DAYS;
  const end = addDays(from, days);
  const [rules, overrides] = await Promise.all([
    activeRules(db, villaId),
    db
      .select({
        date: availability.date,
        priceOverride: availability.priceOverride,
        minNights: availability.minNights,
        closedToArrival: availability.closedToArrival,
      })
      .from(availability)
      .where(
        and(
          eq(availability.villaId, villaId),
          gte(availability.date, from),
          lt(availability.date, end),
        ),
      )
      .orderBy(asc(availability.date)),
  ]);
  const nights = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const own = overrides.find((o) => o.date === date);
    return {
      ...nightlyRate(villa, date, rules, overrides),
      override: own?.priceOverride ?? null,
      // The night's own restrictions (decision 0127), which the rate dialog edits.
      minNights: own?.minNights ?? null,
      closedToArrival: own?.closedToArrival ?? false,
    };
  });
  return { villaId, basePrice: villa.basePrice, from, nights };
}

export async function listPricingRules(db: Db) {
  return db
    .select({ ...ruleColumns, updatedAt: pricingRules.updatedAt })
    .from(pricingRules)
    .orderBy(asc(pricingRules.name));
}

async function checkVillaRef(db: Db, villaId: string | null | undefined) {
  if (villaId) await requireVilla(db, villaId);
}

export async function createPricingRule(
  db: Db,
  input: PricingRuleInput,
  ctx: Omit<Ctx, 'timeZone'>,
) {
  await checkVillaRef(db, input.villaId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pricingRules)
      .values({
        ...input,
        startDate: input.startDate ?? null,
        endDate: input.endDate ?? null,
        daysOfWeek: input.daysOfWeek ?? null,
        minNights: input.minNights ?? null,
        closedToArrival: input.closedToArrival ?? false,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ ...ruleColumns, updatedAt: pricingRules.updatedAt });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'pricing_rule.create',
      entityType: 'pricing_rule',
      entityId: row!.id,
      after: row,
      at: ctx.now,
    });
    return row!;
  });
}

export async function updatePricingRule(
  db: Db,
  id: string,
  patch: PricingRuleUpdate,
  ctx: Omit<Ctx, 'timeZone'>,
) {
  await checkVillaRef(db, patch.villaId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(ruleColumns)
      .from(pricingRules)
      .where(eq(pricingRules.id, id))
      .for('update');
    if (!before) throw notFound('Pricing rule not found');
    const next = {
      ...before,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    if (next.startDate && next.endDate && next.endDate < next.startDate) {
      throw badRequest('End date must be on or after the start date', {
        endDate: 'End date must be on or after the start date',
      });
    }
    const [row] = await tx
      .update(pricingRules)
      .set({
        ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
        updatedAt: ctx.now,
      })
      .where(eq(pricingRules.id, id))
      .returning({ ...ruleColumns, updatedAt: pricingRules.updatedAt });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'pricing_rule.update',
      entityType: 'pricing_rule',
      entityId: id,
      before,
      after: row,
      at: ctx.now,
    });
    return row!;
  });
}

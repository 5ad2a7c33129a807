import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates';
import { quoteStay, type PricedPackage, type PricingRule, type Quote } from '../../domain/pricing';
import type { QuoteRequest } from '../../domain/stay-request';
import { guestIssues, stayDateIssues } from '../../domain/stay-rules';
import type { Db } from '../db/client';
import { availability, packages, pricingRules, villas } from '../db/schema';
import { notFound } from '../http/errors';
import { throwIfIssues } from '../http/validation';

export type QuotedVilla = { id: string; name: string; basePrice: number; maxGuests: number; images: string[] };
export type PricedStay = { quote: Quote; villa: QuotedVilla; pkg: PricedPackage | null };

export type QuoteContext = { now: Date; timeZone: string; admin?: boolean };

/** The pricing rules and per-date overrides that can touch a villa's nights in [checkIn, checkOut). */
export async function loadPricing(db: Db, villaId: string, checkIn: IsoDate, checkOut: IsoDate) {
  const [rules, overrides] = await Promise.all([
    db
      .select({
        name: pricingRules.name,
        villaId: pricingRules.villaId,
        priceModifier: pricingRules.priceModifier,
        isActive: pricingRules.isActive,
        startDate: pricingRules.startDate,
        endDate: pricingRules.endDate,
        daysOfWeek: pricingRules.daysOfWeek,
      })
      .from(pricingRules)
      .where(
        and(
          eq(pricingRules.isActive, true),
          or(isNull(pricingRules.villaId), eq(pricingRules.villaId, villaId)),
          or(isNull(pricingRules.startDate), lt(pricingRules.startDate, checkOut)),
          or(isNull(pricingRules.endDate), gte(pricingRules.endDate, checkIn)),
        ),
      ),
    db
      .select({ date: availability.date, priceOverride: availability.priceOverride })
      .from(availability)
      .where(and(eq(availability.villaId, villaId), gte(availability.date, checkIn), lt(availability.date, checkOut))),
  ]);
  return { rules: rules as PricingRule[], overrides };
}

export async function findBookableVilla(db: Db, villaId: string): Promise<QuotedVilla> {
  const [villa] = await db
    .select({ id: villas.id, name: villas.name, basePrice: villas.basePrice, maxGuests: villas.maxGuests, images: villas.images })
    .from(villas)
    .where(and(eq(villas.id, villaId), eq(villas.status, 'active')));
  if (!villa) throw notFound(`Villa not found: ${villaId}`);
  return villa;
}

export async function findActivePackage(db: Db, packageId: string): Promise<PricedPackage> {
  const [pkg] = await db
    .select({ id: packages.id, name: packages.name, price: packages.price, duration: packages.duration })
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.isActive, true)))
    .orderBy(asc(packages.id));
  if (!pkg) throw notFound(`Package not found: ${packageId}`);
  return pkg;
}

/**
 * The server's price for a stay: validates dates and guests (400), finds the active villa and
 * package (404), reads rules and overrides, and runs the one pricing function.
 */
export async function priceStay(db: Db, request: QuoteRequest, ctx: QuoteContext): Promise<PricedStay> {
  throwIfIssues(stayDateIssues(request, ctx));
  throwIfIssues(guestIssues(request, undefined));
  const villa = await findBookableVilla(db, request.villaId);
  throwIfIssues(guestIssues(request, villa.maxGuests));
  const pkg = request.packageId ? await findActivePackage(db, request.packageId) : null;
  const { rules, overrides } = await loadPricing(db, villa.id, request.checkIn, request.checkOut);
  const quote = quoteStay({ ...request, villa, pkg, rules, overrides });
  return { quote, villa, pkg };
}

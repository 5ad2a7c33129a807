import { and, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates';
import type { GstSlabs } from '../../domain/gst';
import {
  quoteStay,
  type PriceOverride,
  type PricedPackage,
  type PricingRule,
  type Quote,
} from '../../domain/pricing';
import { stayRestrictionIssues } from '../../domain/stay-restrictions';
import { PROMO_MESSAGES, promoIssue, type Promo } from '../../domain/promo';
import { todayInZone } from '../../domain/dates';
import { findPromo } from '../promo/redemption-service';
import { badRequest } from '../http/errors';
import type { QuoteRequest } from '../../domain/stay-request';
import { guestIssues, stayDateIssues, type StayContext } from '../../domain/stay-rules';
import type { Db } from '../db/client';
import { param, runStatement, statement } from '../db/statement';
import { villas } from '../db/schema';
import { packageUnavailable } from '../../domain/admin-forms';
import { conflict, notFound } from '../http/errors';
import { throwIfIssues } from '../http/validation';

export type QuotedVilla = {
  id: string;
  name: string;
  basePrice: number;
  maxGuests: number;
  images: string[];
};
export type PricedStay = {
  quote: Quote;
  villa: QuotedVilla;
  pkg: PricedPackage | null;
  /** The promo code applied, checked against its rules and current uses (decision 0128). */
  promo: Promo | null;
};

/**
 * The stay rules' context plus the GST slabs the quote taxes by (config.gstSlabs, decision 0114).
 * `overrideRestrictions`: staff booking past a minimum stay or closed arrival (decision 0127); the
 * caller has required and records the reason.
 */
export type QuoteContext = StayContext & { gstSlabs: GstSlabs; overrideRestrictions?: boolean };

export async function findBookableVilla(db: Db, villaId: string): Promise<QuotedVilla> {
  const [villa] = await db
    .select({
      id: villas.id,
      name: villas.name,
      basePrice: villas.basePrice,
      maxGuests: villas.maxGuests,
      images: villas.images,
    })
    .from(villas)
    .where(and(eq(villas.id, villaId), eq(villas.status, 'active')));
  if (!villa) throw notFound(`Villa not found: ${villaId}`);
  return villa;
}

type PricingContextRow = {
  villa: QuotedVilla | null;
  pkg: (PricedPackage & { isActive: boolean }) | null;
  rules: PricingRule[];
  overrides: PriceOverride[];
};

/** Villa, package, rules and overrides of a stay in one round trip (the quote's hot path). */
const pricingContext = statement(
  sql`select
        (select json_build_object('id', v.id, 'name', v.name, 'basePrice', v.base_price, 'maxGuests', v.max_guests, 'images', v.images)
           from villas v where v.id = ${param('villaId')} and v.status = 'active') as villa,
        (select json_build_object('id', p.id, 'name', p.name, 'price', p.price, 'duration', p.duration, 'isActive', p.is_active)
           from packages p where p.id = ${param('packageId')}::text) as pkg,
        (select coalesce(json_agg(json_build_object(
                  'name', r.name, 'villaId', r.villa_id, 'priceModifier', r.price_modifier::float8, 'isActive', r.is_active,
                  'startDate', r.start_date, 'endDate', r.end_date, 'daysOfWeek', r.days_of_week,
                  'minNights', r.min_nights, 'closedToArrival', r.closed_to_arrival)), '[]'::json)
           from pricing_rules r
           where r.is_active and (r.villa_id is null or r.villa_id = ${param('villaId')})
             and (r.start_date is null or r.start_date < ${param('checkOut')}::date)
             and (r.end_date is null or r.end_date >= ${param('checkIn')}::date)) as rules,
        (select coalesce(json_agg(json_build_object('date', a.date, 'priceOverride', a.price_override,
                  'minNights', a.min_nights, 'closedToArrival', a.closed_to_arrival)), '[]'::json)
           from availability a
           where a.villa_id = ${param('villaId')} and a.date >= ${param('checkIn')}::date and a.date < ${param('checkOut')}::date) as overrides`,
);

async function loadPricingContext(
  db: Db,
  villaId: string,
  packageId: string | null | undefined,
  checkIn: IsoDate,
  checkOut: IsoDate,
) {
  const [row] = await runStatement<PricingContextRow>(db, pricingContext, {
    villaId,
    packageId: packageId ?? null,
    checkIn,
    checkOut,
  });
  return row!;
}

/**
 * The server's price for a stay: validates dates and guests (400), finds the active villa and
 * package (404), reads rules and overrides, and runs the one pricing function.
 */
export async function priceStay(
  db: Db,
  request: QuoteRequest,
  ctx: QuoteContext,
): Promise<PricedStay> {
  throwIfIssues(stayDateIssues(request, ctx));
  throwIfIssues(guestIssues(request, undefined, { admin: ctx.admin }));
  return priceCheckedStay(db, request, ctx);
}

/**
 * priceStay for a stay whose stay rules the caller has already checked with this `ctx`
 * (createBooking: once per request, decision 0134): the villa's capacity, its restrictions and the
 * promo code are still checked here, as they need the database.
 */
export async function priceCheckedStay(
  db: Db,
  request: QuoteRequest,
  ctx: QuoteContext,
): Promise<PricedStay> {
  const { villa, pkg, rules, overrides } = await loadPricingContext(
    db,
    request.villaId,
    request.packageId,
    request.checkIn,
    request.checkOut,
  );
  if (!villa) throw notFound(`Villa not found: ${request.villaId}`);
  if (request.packageId && !pkg) throw notFound(`Package not found: ${request.packageId}`);
  // A package staff deactivated (perhaps while the guest was choosing) is refused with words.
  if (pkg && !pkg.isActive)
    throw conflict(packageUnavailable(pkg.name), { packageId: packageUnavailable(pkg.name) });
  throwIfIssues(guestIssues(request, villa.maxGuests, { admin: ctx.admin }));
  if (!ctx.overrideRestrictions) throwIfIssues(stayRestrictionIssues(request, rules, overrides));
  const priced: PricedPackage | null = pkg
    ? { id: pkg.id, name: pkg.name, price: pkg.price, duration: pkg.duration }
    : null;
  const promo = request.promoCode ? await checkedPromo(db, request, villa, ctx) : null;
  const quote = quoteStay({
    ...request,
    villa,
    pkg: priced,
    rules,
    overrides,
    gstSlabs: ctx.gstSlabs,
    promo,
  });
  return { quote, villa, pkg: priced, promo };
}

/** The typed code, or 400 with the reason it cannot be used for this stay (field promoCode). */
async function checkedPromo(
  db: Db,
  request: QuoteRequest & { promoCode?: string | null },
  villa: QuotedVilla,
  ctx: QuoteContext,
): Promise<Promo> {
  const promo = await findPromo(db, request.promoCode!);
  if (!promo) throw badRequest(PROMO_MESSAGES.unknown, { promoCode: PROMO_MESSAGES.unknown });
  const issue = promoIssue(promo, {
    villaId: villa.id,
    villaName: villa.name,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    today: todayInZone(ctx.now, ctx.timeZone),
    uses: promo.uses,
  });
  if (issue) throw badRequest(issue, { promoCode: issue });
  return promo;
}

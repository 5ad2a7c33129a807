import { formatInr } from './money';
import { dayOfWeek, eachNight, formatShortDate, type IsoDate } from './dates';
import { DEFAULT_GST_SLABS, gstPercentFor, taxAt, type GstSlabs } from './gst';
import { promoDiscount, promoLabel, type Promo } from './promo';

/**
 * One price, everywhere: the quote shown in steps 2 and 4, the amount charged and the amounts
 * stored on the booking all come from `quoteStay`.
 */

/** The GST percent of every seeded villa (tariff above ₹7,500 a night); the rule is `./gst.ts`. */
const TAX_PERCENT = 18;
const VILLA_EXTRA_GUEST_PER_NIGHT = 2000;
const PACKAGE_EXTRA_GUEST_PER_NIGHT = 500;
const GUESTS_INCLUDED_PER_ROOM = 2;
const GUESTS_INCLUDED_IN_PACKAGE = 2;
const CURRENCY = 'INR';

export type PricingRule = {
  name: string;
  villaId: string | null;
  priceModifier: number;
  isActive: boolean;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  daysOfWeek: number[] | null;
  /** Shortest stay that may include a night the rule covers (decision 0127); null: no minimum. */
  minNights?: number | null;
  /** No arrival on a night the rule covers (decision 0127). */
  closedToArrival?: boolean;
};

export type PriceOverride = {
  date: IsoDate;
  priceOverride: number | null;
  minNights?: number | null;
  closedToArrival?: boolean;
};

export type PricedVilla = { id: string; name: string; basePrice: number };
export type PricedPackage = { id: string; name: string; price: number; duration: string };

type PriceLineKind =
  'villa' | 'extra-guests' | 'package' | 'package-extra-guests' | 'discount' | 'tax';
type PriceLine = { kind: PriceLineKind; label: string; amount: number };

export type NightRate = { date: IsoDate; rate: number; reason: string | null };

export type Quote = {
  nights: number;
  nightly: NightRate[];
  lines: PriceLine[];
  villaTotal: number;
  packageTotal: number;
  safariTotal: number;
  /** The promo code's discount (decision 0128); `subtotal` is after it (the taxable amount). */
  discount: number;
  subtotal: number;
  taxes: number;
  total: number;
  halfAdvance: number;
  currency: typeof CURRENCY;
};

export type QuoteInput = {
  villa: PricedVilla;
  checkIn: IsoDate;
  checkOut: IsoDate;
  adults: number;
  children: number;
  rooms: number;
  pkg?: PricedPackage | null;
  rules: PricingRule[];
  overrides: PriceOverride[];
  /** GST slabs by tariff per unit-night (decision 0114); default India's slabs on accommodation. */
  gstSlabs?: GstSlabs;
  /** A promo code the caller has checked (promoIssue); its discount is a price line. */
  promo?: Pick<Promo, 'code' | 'kind' | 'value'> | null;
};

const inr = formatInr;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function ruleCovers(rule: PricingRule, villaId: string, date: IsoDate): boolean {
  if (!rule.isActive) return false;
  if (rule.villaId !== null && rule.villaId !== villaId) return false;
  if (rule.startDate && date < rule.startDate) return false;
  if (rule.endDate && date > rule.endDate) return false;
  if (rule.daysOfWeek && rule.daysOfWeek.length > 0 && !rule.daysOfWeek.includes(dayOfWeek(date)))
    return false;
  return true;
}

/** The night's rate: the date's override, else base × the highest active modifier covering it (rounded), else base. */
export function nightlyRate(
  villa: PricedVilla,
  date: IsoDate,
  rules: PricingRule[],
  overrides: PriceOverride[],
): NightRate {
  const override = overrides.find((o) => o.date === date && o.priceOverride !== null);
  if (override?.priceOverride != null)
    return { date, rate: override.priceOverride, reason: 'special rate' };
  let best: PricingRule | undefined;
  for (const rule of rules) {
    // A rule at ×1 changes no price (it may be there only for a minimum stay or closed arrival).
    if (rule.priceModifier === 1) continue;
    if (ruleCovers(rule, villa.id, date) && (!best || rule.priceModifier > best.priceModifier))
      best = rule;
  }
  if (!best) return { date, rate: villa.basePrice, reason: null };
  return {
    date,
    rate: Math.round(villa.basePrice * best.priceModifier),
    reason: best.name.toLowerCase() + ' rate',
  };
}

/** Package cost by duration; unknown durations count like "Per night"; a price of 0 costs nothing. */
export function packageTotal(
  pkg: PricedPackage | null | undefined,
  nights: number,
  guests: number,
): number {
  if (!pkg || pkg.price <= 0) return 0;
  let base: number;
  switch (pkg.duration) {
    case 'Per stay':
    case 'One-time':
      base = pkg.price;
      break;
    case 'Per person':
      base = pkg.price * guests;
      break;
    default:
      base = pkg.price * nights;
  }
  return base + packageExtraGuests(guests) * PACKAGE_EXTRA_GUEST_PER_NIGHT * nights;
}

const packageExtraGuests = (guests: number) => Math.max(0, guests - GUESTS_INCLUDED_IN_PACKAGE);

/** Tax on `subtotal` at one rate (default the seeded villas' 18%). */
export function taxesOn(subtotal: number, percent: number = TAX_PERCENT): number {
  return taxAt(subtotal, percent);
}

type StayTax = {
  taxes: number;
  label: string;
  byPercent: { percent: number; taxable: number }[];
};

/**
 * GST of a stay, night by night: a night's rate comes from its tariff per unit-night (the room's
 * rate plus the extra guests' charge per room); the night's share of the package and extra guests
 * follows the room (composite supply). One slab → "Taxes (18% GST)"; mixed slabs say so.
 */
function stayTax(
  nightly: NightRate[],
  rooms: number,
  extrasPerNight: number,
  otherTotal: number,
  slabs: GstSlabs,
): StayTax {
  const nights = nightly.length;
  if (nights === 0) {
    const taxable = otherTotal;
    return {
      taxes: taxAt(taxable, TAX_PERCENT),
      label: `Taxes (${TAX_PERCENT}% GST)`,
      byPercent: [{ percent: TAX_PERCENT, taxable }],
    };
  }
  const groups = new Map<number, { nights: number; room: number }>();
  for (const n of nightly) {
    const percent = gstPercentFor(n.rate + extrasPerNight / rooms, slabs);
    const g = groups.get(percent) ?? { nights: 0, room: 0 };
    g.nights += 1;
    g.room += n.rate * rooms;
    groups.set(percent, g);
  }
  const byPercent = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([percent, g]) => ({
      percent,
      // The whole of the other amounts when one slab covers every night (exact integers).
      taxable: g.room + (g.nights === nights ? otherTotal : (otherTotal * g.nights) / nights),
    }));
  const taxes = Math.round(byPercent.reduce((sum, g) => sum + (g.taxable * g.percent) / 100, 0));
  const only = byPercent.length === 1 ? byPercent[0] : undefined;
  const label = only
    ? `Taxes (${only.percent}% GST)`
    : `Taxes (GST ${byPercent.map((g) => `${g.percent}% on ${inr(Math.round(g.taxable))}`).join(', ')})`;
  return { taxes, label, byPercent };
}

/** Half & Half: 50% of the total (rounded) now, the rest at the property, never below 0. */
export function halfPayment(total: number): { advance: number; remaining: number } {
  const advance = Math.round(total / 2);
  return { advance, remaining: Math.max(0, total - advance) };
}

/** What is still due after `paid`, never below 0. */
export function remainingAfter(total: number, paid: number): number {
  return Math.max(0, total - paid);
}

/** The amount sent to the payment provider: rupees × 100. */
export function toPaise(rupeesAmount: number): number {
  return rupeesAmount * 100;
}

function packageLabel(pkg: PricedPackage, nights: number, guests: number): string {
  switch (pkg.duration) {
    case 'Per stay':
    case 'One-time':
      return `${pkg.name} (${pkg.duration.toLowerCase()})`;
    case 'Per person':
      return `${pkg.name}: ${inr(pkg.price)} × ${plural(guests, 'guest')}`;
    default:
      return `${pkg.name}: ${inr(pkg.price)} × ${plural(nights, 'night')}`;
  }
}

export function quoteStay(input: QuoteInput): Quote {
  const { villa, checkIn, checkOut, adults, children, rooms, pkg, rules, overrides } = input;
  const gstSlabs = input.gstSlabs ?? DEFAULT_GST_SLABS;
  const guests = adults + children;
  const nightly = eachNight(checkIn, checkOut).map((date) =>
    nightlyRate(villa, date, rules, overrides),
  );
  const nights = nightly.length;
  const lines: PriceLine[] = [];
  const roomsText = rooms > 1 ? ` × ${plural(rooms, 'room')}` : '';

  const sameRate = nightly.every(
    (n) => n.rate === nightly[0]?.rate && n.reason === nightly[0]?.reason,
  );
  if (sameRate && nightly[0]) {
    const reason = nightly[0].reason ? ` (${nightly[0].reason})` : '';
    lines.push({
      kind: 'villa',
      label: `${villa.name}: ${inr(nightly[0].rate)} × ${plural(nights, 'night')}${roomsText}${reason}`,
      amount: nightly[0].rate * nights * rooms,
    });
  } else {
    for (const n of nightly) {
      const reason = n.reason ? ` (${n.reason})` : '';
      lines.push({
        kind: 'villa',
        label: `${villa.name}, night of ${formatShortDate(n.date)}${roomsText}${reason}`,
        amount: n.rate * rooms,
      });
    }
  }

  const extraGuests = Math.max(0, guests - GUESTS_INCLUDED_PER_ROOM * rooms);
  const extraGuestCharge = extraGuests * VILLA_EXTRA_GUEST_PER_NIGHT * nights;
  if (extraGuestCharge > 0) {
    lines.push({
      kind: 'extra-guests',
      label: `Extra guests: ${extraGuests} × ${inr(VILLA_EXTRA_GUEST_PER_NIGHT)} × ${plural(nights, 'night')}`,
      amount: extraGuestCharge,
    });
  }
  const villaTotal = nightly.reduce((sum, n) => sum + n.rate * rooms, 0) + extraGuestCharge;

  const pkgTotal = packageTotal(pkg, nights, guests);
  if (pkg && pkgTotal > 0) {
    const extra = packageExtraGuests(guests) * PACKAGE_EXTRA_GUEST_PER_NIGHT * nights;
    lines.push({
      kind: 'package',
      label: packageLabel(pkg, nights, guests),
      amount: pkgTotal - extra,
    });
    if (extra > 0) {
      lines.push({
        kind: 'package-extra-guests',
        label: `${pkg.name}, extra guests: ${packageExtraGuests(guests)} × ${inr(PACKAGE_EXTRA_GUEST_PER_NIGHT)} × ${plural(nights, 'night')}`,
        amount: extra,
      });
    }
  }

  const gross = villaTotal + pkgTotal;
  const discount = input.promo ? promoDiscount(input.promo, gross) : 0;
  if (input.promo && discount > 0)
    lines.push({ kind: 'discount', label: promoLabel(input.promo), amount: -discount });
  const subtotal = gross - discount;
  const tax = stayTax(
    nightly,
    rooms,
    extraGuests * VILLA_EXTRA_GUEST_PER_NIGHT,
    extraGuestCharge + pkgTotal,
    gstSlabs,
  );
  // Tax on the discounted amount: each slab's taxable share shrinks in proportion (slabs stay
  // those of the tariff per unit-night, decision 0128).
  const taxes =
    discount === 0 || gross === 0
      ? tax.taxes
      : Math.round(
          tax.byPercent.reduce(
            (sum, g) => sum + (g.taxable * (subtotal / gross) * g.percent) / 100,
            0,
          ),
        );
  lines.push({ kind: 'tax', label: tax.label, amount: taxes });
  const total = subtotal + taxes;
  return {
    nights,
    nightly,
    lines,
    villaTotal,
    packageTotal: pkgTotal,
    safariTotal: 0,
    discount,
    subtotal,
    taxes,
    total,
    halfAdvance: halfPayment(total).advance,
    currency: CURRENCY,
  };
}

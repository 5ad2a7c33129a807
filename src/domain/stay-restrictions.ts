import { eachNight, formatLongDate, type IsoDate } from './dates';
import { ruleCovers, type PriceOverride, type PricingRule } from './pricing';
import type { FieldIssue } from './stay-rules';

/**
 * Minimum stay and closed arrival (decision 0127). Pricing rules and per-date overrides may set
 * both; the calendar shows them, the quote and every booking path enforce them through
 * `stayRestrictionIssues` (staff may override with a reason).
 */
export type NightRestrictions = { minNights: number | null; closedToArrival: boolean };

export const RESTRICTION_MESSAGES = {
  minNights: (n: number) => `Minimum stay for these dates is ${n} nights`,
  closedToArrival: (date: IsoDate) =>
    `Arrival is not possible on ${formatLongDate(date)}. Please choose another arrival date`,
  overrideReason: 'Give a reason for overriding the minimum stay or closed arrival',
} as const;

const RESTRICTION_PREFIXES = [
  RESTRICTION_MESSAGES.minNights(0).split('0')[0]!,
  RESTRICTION_MESSAGES.closedToArrival('2000-01-01').split(' on ')[0]!,
];

/** Whether a refusal's message is a minimum-stay or closed-arrival one (staff may override it). */
export const isStayRestrictionMessage = (message: string) =>
  RESTRICTION_PREFIXES.some((p) => message.startsWith(p));

/**
 * The night's restrictions: its override's minimum when it sets one, else the longest minimum of
 * the active rules covering it; closed to arrival when the override or any covering rule says so.
 */
export function nightRestrictions(
  villaId: string,
  date: IsoDate,
  rules: PricingRule[],
  overrides: PriceOverride[],
): NightRestrictions {
  const override = overrides.find((o) => o.date === date);
  let minNights: number | null = override?.minNights ?? null;
  let closedToArrival = override?.closedToArrival === true;
  for (const rule of rules) {
    if (!ruleCovers(rule, villaId, date)) continue;
    if (override?.minNights == null && rule.minNights != null)
      minNights = Math.max(minNights ?? 0, rule.minNights);
    if (rule.closedToArrival) closedToArrival = true;
  }
  return { minNights: minNights !== null && minNights > 1 ? minNights : null, closedToArrival };
}

/** The longest minimum stay of any night of [checkIn, checkOut), or null. */
export function stayMinNights(
  villaId: string,
  checkIn: IsoDate,
  checkOut: IsoDate,
  rules: PricingRule[],
  overrides: PriceOverride[],
): number | null {
  let min: number | null = null;
  for (const date of eachNight(checkIn, checkOut)) {
    const n = nightRestrictions(villaId, date, rules, overrides).minNights;
    if (n !== null) min = Math.max(min ?? 0, n);
  }
  return min;
}

/**
 * Why the stay breaks the restrictions: arrival on a closed night (field checkIn), or fewer nights
 * than the longest minimum of the nights it covers (field checkOut). Empty when it is allowed.
 */
export function stayRestrictionIssues(
  stay: { villaId: string; checkIn: IsoDate; checkOut: IsoDate },
  rules: PricingRule[],
  overrides: PriceOverride[],
): FieldIssue[] {
  const { villaId, checkIn, checkOut } = stay;
  const nights = eachNight(checkIn, checkOut).length;
  if (nights === 0) return [];
  const issues: FieldIssue[] = [];
  if (nightRestrictions(villaId, checkIn, rules, overrides).closedToArrival)
    issues.push({ field: 'checkIn', message: RESTRICTION_MESSAGES.closedToArrival(checkIn) });
  const min = stayMinNights(villaId, checkIn, checkOut, rules, overrides);
  if (min !== null && nights < min)
    issues.push({ field: 'checkOut', message: RESTRICTION_MESSAGES.minNights(min) });
  return issues;
}

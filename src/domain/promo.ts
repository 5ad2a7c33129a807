import { z } from 'zod';
import { eachNight, formatLongDate, isIsoDate, type IsoDate } from './dates';
import { formatInr } from './money';

/**
 * Promo codes (decision 0128): a percentage or an amount off the stay's subtotal (room, extra guests
 * and package), applied by the one pricing function as a price line; tax is on the discounted
 * amount. A use is counted when the booking is paid; an unpaid booking keeps its use reserved until
 * it expires, so parallel bookings can never take more uses than the code has.
 */
export const PROMO_KINDS = ['percent', 'amount'] as const;
type PromoKind = (typeof PROMO_KINDS)[number];

export type Promo = {
  id: string;
  code: string;
  kind: PromoKind;
  value: number;
  stayFrom: IsoDate | null;
  stayTo: IsoDate | null;
  bookFrom: IsoDate | null;
  bookTo: IsoDate | null;
  minNights: number | null;
  villaIds: readonly string[] | null;
  maxUses: number | null;
  maxUsesPerEmail: number | null;
  isActive: boolean;
};

export const PROMO_MESSAGES = {
  unknown: 'This promo code is not valid',
  inactive: 'This promo code is no longer active',
  bookingWindow: (from: IsoDate | null, to: IsoDate | null) =>
    `This promo code can be used for bookings made ${window(from, to)}`,
  stayWindow: (from: IsoDate | null, to: IsoDate | null) =>
    `This promo code is valid for stays ${window(from, to)}`,
  minNights: (n: number) => `This promo code needs a stay of at least ${n} nights`,
  villa: (villaName: string) => `This promo code is not valid for the ${villaName}`,
  usedUp: 'This promo code has been fully used',
  usedByEmail: 'This promo code has already been used with this e-mail address',
} as const;

function window(from: IsoDate | null, to: IsoDate | null): string {
  if (from && to) return `from ${formatLongDate(from)} to ${formatLongDate(to)}`;
  if (from) return `from ${formatLongDate(from)}`;
  return `until ${formatLongDate(to!)}`;
}

/** How a code is typed: trimmed, upper case. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/**
 * Why the code cannot be used for this stay (a sentence for the guest), or null. `uses`: the uses
 * taken (paid) or reserved (unpaid, unexpired) by others; `usesByEmail` when the e-mail is known.
 */
export function promoIssue(
  promo: Promo,
  stay: {
    villaId: string;
    villaName: string;
    checkIn: IsoDate;
    checkOut: IsoDate;
    today: IsoDate;
    uses: number;
    usesByEmail?: number | undefined;
  },
): string | null {
  if (!promo.isActive) return PROMO_MESSAGES.inactive;
  if (
    (promo.bookFrom && stay.today < promo.bookFrom) ||
    (promo.bookTo && stay.today > promo.bookTo)
  )
    return PROMO_MESSAGES.bookingWindow(promo.bookFrom, promo.bookTo);
  const nights = eachNight(stay.checkIn, stay.checkOut);
  const last = nights.at(-1);
  if (
    (promo.stayFrom && stay.checkIn < promo.stayFrom) ||
    (promo.stayTo && last !== undefined && last > promo.stayTo)
  )
    return PROMO_MESSAGES.stayWindow(promo.stayFrom, promo.stayTo);
  if (promo.minNights && nights.length < promo.minNights)
    return PROMO_MESSAGES.minNights(promo.minNights);
  if (promo.villaIds && promo.villaIds.length > 0 && !promo.villaIds.includes(stay.villaId))
    return PROMO_MESSAGES.villa(stay.villaName);
  if (promo.maxUses !== null && stay.uses >= promo.maxUses) return PROMO_MESSAGES.usedUp;
  if (
    promo.maxUsesPerEmail !== null &&
    stay.usesByEmail !== undefined &&
    stay.usesByEmail >= promo.maxUsesPerEmail
  )
    return PROMO_MESSAGES.usedByEmail;
  return null;
}

/** The discount on `subtotal`: a percentage (rounded) or an amount, never more than the subtotal. */
export function promoDiscount(promo: Pick<Promo, 'kind' | 'value'>, subtotal: number): number {
  const off = promo.kind === 'percent' ? Math.round((subtotal * promo.value) / 100) : promo.value;
  return Math.max(0, Math.min(subtotal, off));
}

/** "Promo code FOREST10 (10% off)" / "Promo code MONSOON (₹2,000 off)" */
export function promoLabel(promo: Pick<Promo, 'code' | 'kind' | 'value'>): string {
  const off = promo.kind === 'percent' ? `${promo.value}% off` : `${formatInr(promo.value)} off`;
  return `Promo code ${promo.code} (${off})`;
}

// ---------- the admin form ----------

const optionalDate = z
  .union([z.string().refine(isIsoDate, 'Please enter a valid date (YYYY-MM-DD)'), z.null()])
  .optional();
const optionalCount = (what: string) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(100_000, `${what} is too large`)
    .nullable()
    .optional();

const promoFields = z.object({
  code: z
    .string({ error: 'Code is required' })
    .trim()
    .min(3, 'Code must have 3 to 30 letters or digits')
    .max(30, 'Code must have 3 to 30 letters or digits')
    .regex(/^[A-Za-z0-9_-]+$/, 'Code may use letters, digits, - and _ only')
    .transform(normalizePromoCode),
  kind: z.enum(PROMO_KINDS, { error: 'Choose percentage or amount' }),
  value: z
    .number({ error: 'Value must be a whole number' })
    .int('Value must be a whole number')
    .min(1, 'Value must be at least 1')
    .max(10_000_000, 'Value is too large'),
  stayFrom: optionalDate,
  stayTo: optionalDate,
  bookFrom: optionalDate,
  bookTo: optionalDate,
  minNights: optionalCount('Minimum nights'),
  villaIds: z.array(z.string().trim().min(1).max(100)).max(50).nullable().optional(),
  maxUses: optionalCount('Total uses'),
  maxUsesPerEmail: optionalCount('Uses per e-mail'),
  isActive: z.boolean().optional(),
});

type PromoShape = z.output<typeof promoFields>;
function promoRules(v: Partial<PromoShape>, ctx: z.RefinementCtx) {
  if (v.kind === 'percent' && v.value !== undefined && v.value > 100)
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
  if (v.stayFrom && v.stayTo && v.stayTo < v.stayFrom)
    ctx.addIssue({
      code: 'custom',
      path: ['stayTo'],
      message: 'Stay end must be on or after its start',
    });
  if (v.bookFrom && v.bookTo && v.bookTo < v.bookFrom)
    ctx.addIssue({
      code: 'custom',
      path: ['bookTo'],
      message: 'Booking end must be on or after its start',
    });
}

export const promoCodeSchema = promoFields.superRefine(promoRules);
export const promoCodeUpdateSchema = promoFields.partial().superRefine(promoRules);
export type PromoCodeInput = z.output<typeof promoCodeSchema>;
export type PromoCodeForm = z.input<typeof promoCodeSchema>;
export type PromoCodeUpdate = z.output<typeof promoCodeUpdateSchema>;

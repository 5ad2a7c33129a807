/**
 * Tax on a charge beyond the room (the folio, decision 0112): one function so the tax rule lives in
 * one place. For now 18% of the amount before tax, rounded to whole rupees; the GST slab rule
 * replaces this body (issue 22), callers do not change.
 */
export type ChargeKind = 'safari' | 'meal' | 'extra_bed' | 'transport' | 'other';

export const CHARGE_KINDS = ['safari', 'meal', 'extra_bed', 'transport', 'other'] as const;

export function taxOnCharge(_kind: ChargeKind, amountExTax: number): number {
  return Math.round(amountExTax * 0.18);
}

import { DEFAULT_GST_SLABS, gstPercentFor, taxAt, type GstSlabs } from './gst';

/**
 * GST on a charge beyond the room (the folio; decision 0114). Amounts are whole rupees.
 * - `extra_bed`: part of the accommodation (same supply), so it follows the accommodation slab of
 *   the stay's tariff per unit-night (`stayTariffPerUnitNight`); unknown → the top slab.
 * - `meal`: restaurant service in a hotel. In "specified premises" (a hotel with any unit above
 *   ₹7,500 a day, as every villa of this resort is) 18% with input tax credit, elsewhere 5% without.
 *   `specifiedPremises` defaults to true; a resort with only cheaper units passes false.
 * - `safari`, `transport`, `other`: 18% (tour and transport services arranged by the hotel and other
 *   services at the standard rate; a resort's accountant may choose otherwise here, in one place).
 */
export const CHARGE_KINDS = ['safari', 'meal', 'extra_bed', 'transport', 'other'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export type ChargeTaxContext = {
  stayTariffPerUnitNight?: number;
  slabs?: GstSlabs;
  specifiedPremises?: boolean;
};

export function chargeTaxPercent(kind: ChargeKind, ctx: ChargeTaxContext = {}): number {
  switch (kind) {
    case 'extra_bed':
      return gstPercentFor(
        ctx.stayTariffPerUnitNight ?? Number.POSITIVE_INFINITY,
        ctx.slabs ?? DEFAULT_GST_SLABS,
      );
    case 'meal':
      return (ctx.specifiedPremises ?? true) ? 18 : 5;
    case 'safari':
    case 'transport':
    case 'other':
      return 18;
  }
}

/** Rupees of GST on a charge of `amountExTax` rupees (rounded to the rupee). */
export function taxOnCharge(
  kind: ChargeKind,
  amountExTax: number,
  ctx: ChargeTaxContext = {},
): number {
  return taxAt(amountExTax, chargeTaxPercent(kind, ctx));
}

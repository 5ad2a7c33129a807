import { DEFAULT_GST_SLABS, gstPercentFor, taxAt, type GstSlabs } from './gst';

/**
 * GST on a charge beyond the room (the folio; decision 0114). Amounts are whole rupees.
 * - `extra_bed`: part of the accommodation (same supply), so it follows the accommodation slab of
 *   the stay's tariff per unit-night (`stayTariffPerUnitNight`); unknown → the top slab.
 * - `meal`: restaurant service in a hotel whose room tariffs are all above ₹7,500 is 18% with input
 *   tax credit ("specified premises"); in any other hotel 5% without credit. It follows the stay's
 *   tariff the same way: above the accommodation's top bound 18%, else 5%.
 * - `safari`, `transport`, `other`: 18% (tour operator / passenger transport by a hotel and other
 *   services are treated at the standard rate; a resort may configure otherwise with its accountant).
 */
export type ChargeKind = 'safari' | 'meal' | 'extra_bed' | 'transport' | 'other';

export type ChargeTaxContext = { stayTariffPerUnitNight?: number; slabs?: GstSlabs };

export function chargeTaxPercent(kind: ChargeKind, ctx: ChargeTaxContext = {}): number {
  const slabs = ctx.slabs ?? DEFAULT_GST_SLABS;
  const tariff = ctx.stayTariffPerUnitNight ?? Number.POSITIVE_INFINITY;
  switch (kind) {
    case 'extra_bed':
      return gstPercentFor(tariff, slabs);
    case 'meal': {
      const topBound = slabs.at(-2)?.upTo ?? 0;
      return tariff > topBound ? 18 : 5;
    }
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

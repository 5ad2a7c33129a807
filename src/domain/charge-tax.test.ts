import { describe, expect, it } from 'vitest';
import {
  chargeTaxPercent,
  taxOnCharge,
  type ChargeKind,
  type ChargeTaxContext,
} from './charge-tax';

describe('taxOnCharge (decision 0114)', () => {
  it.each<[ChargeKind, number, ChargeTaxContext, number, number]>([
    // [kind, amount ex tax, context, percent, tax]
    ['safari', 4500, {}, 18, 810],
    ['transport', 1200, { stayTariffPerUnitNight: 3000 }, 18, 216],
    ['other', 999, {}, 18, 180],
    ['extra_bed', 2000, { stayTariffPerUnitNight: 15000 }, 18, 360],
    ['extra_bed', 2000, { stayTariffPerUnitNight: 5000 }, 5, 100],
    ['extra_bed', 2000, {}, 18, 360],
    ['meal', 1000, {}, 18, 180], // specified premises: units above ₹7,500
    ['meal', 1000, { specifiedPremises: true }, 18, 180],
    ['meal', 1000, { specifiedPremises: false }, 5, 50],
  ])('%s of ₹%i %j: %i%% = ₹%i', (kind, amount, ctx, percent, tax) => {
    expect(chargeTaxPercent(kind, ctx)).toBe(percent);
    expect(taxOnCharge(kind, amount, ctx)).toBe(tax);
  });

  it('an extra bed follows configured slabs', () => {
    const slabs = [
      { upTo: 2500, percent: 12 },
      { upTo: null, percent: 28 },
    ];
    expect(taxOnCharge('extra_bed', 1000, { stayTariffPerUnitNight: 2000, slabs })).toBe(120);
  });
});

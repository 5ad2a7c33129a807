import { describe, expect, it } from 'vitest';
import { chargeTaxPercent, taxOnCharge, type ChargeKind } from './charge-tax';

describe('taxOnCharge (decision 0114)', () => {
  it.each<[ChargeKind, number, number | undefined, number, number]>([
    // [kind, amount ex tax, stay tariff per unit-night, percent, tax]
    ['safari', 4500, 15000, 18, 810],
    ['safari', 4500, undefined, 18, 810],
    ['transport', 1200, 3000, 18, 216],
    ['other', 999, 15000, 18, 180],
    ['extra_bed', 2000, 15000, 18, 360],
    ['extra_bed', 2000, 5000, 5, 100],
    ['extra_bed', 2000, 800, 0, 0],
    ['extra_bed', 2000, undefined, 18, 360],
    ['meal', 1000, 15000, 18, 180], // "specified premises": rooms above ₹7,500
    ['meal', 1000, 7500, 5, 50],
    ['meal', 1000, undefined, 18, 180],
  ])('%s of ₹%i (stay ₹%s a unit-night): %i%% = ₹%i', (kind, amount, tariff, percent, tax) => {
    const ctx = tariff === undefined ? {} : { stayTariffPerUnitNight: tariff };
    expect(chargeTaxPercent(kind, ctx)).toBe(percent);
    expect(taxOnCharge(kind, amount, ctx)).toBe(tax);
  });

  it('follows configured slabs for an extra bed', () => {
    const slabs = [
      { upTo: 2500, percent: 12 },
      { upTo: null, percent: 28 },
    ];
    expect(taxOnCharge('extra_bed', 1000, { stayTariffPerUnitNight: 2000, slabs })).toBe(120);
  });
});

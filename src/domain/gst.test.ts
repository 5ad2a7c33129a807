import { describe, expect, it } from 'vitest';
import { DEFAULT_GST_SLABS, gstPercentFor, gstSlabIssues, parseGstSlabs, taxAt } from './gst';

describe('gstPercentFor (default: Indian GST on accommodation from 22 Sep 2025)', () => {
  it.each([
    [0, 5], // no exemption below ₹1,000 since 18 Jul 2022
    [999, 5],
    [1000, 5],
    [1001, 5],
    [5000, 5],
    [7500, 5],
    [7501, 18],
    [15000, 18], // Glass Cottage weekday
    [18000, 18], // Garden Villa
    [19500, 18], // Glass Cottage weekend (× 1.3)
    [22000, 18], // Jungle Suite
    [39600, 18], // Jungle Suite holiday (× 1.8)
  ])('a tariff of ₹%i per unit-night → %i%%', (tariff, percent) => {
    expect(gstPercentFor(tariff)).toBe(percent);
    expect(gstPercentFor(tariff, DEFAULT_GST_SLABS)).toBe(percent);
  });

  it('follows configured slabs (e.g. an exemption up to ₹1,000)', () => {
    const withExemption = [
      { upTo: 1000, percent: 0 },
      { upTo: 7500, percent: 5 },
      { upTo: null, percent: 18 },
    ];
    expect(gstPercentFor(1000, withExemption)).toBe(0);
    expect(gstPercentFor(1001, withExemption)).toBe(5);

    const slabs = [
      { upTo: 2500, percent: 12 },
      { upTo: null, percent: 28 },
    ];
    expect(gstPercentFor(2500, slabs)).toBe(12);
    expect(gstPercentFor(2501, slabs)).toBe(28);
  });
});

describe('taxAt', () => {
  it.each([
    [15000, 18, 2700],
    [31000, 18, 5580],
    [5001, 5, 250],
    [5010, 5, 251], // 250.5 rounds up
    [900, 0, 0],
  ])('%i at %i%% → %i', (amount, percent, tax) => expect(taxAt(amount, percent)).toBe(tax));
});

describe('parseGstSlabs (GST_SLABS)', () => {
  it.each([
    ['7500:5,*:18', DEFAULT_GST_SLABS],
    [' 7500 : 5 , * : 18 ', DEFAULT_GST_SLABS],
    [
      '1000:0,7500:5,*:18',
      [
        { upTo: 1000, percent: 0 },
        { upTo: 7500, percent: 5 },
        { upTo: null, percent: 18 },
      ],
    ],
    ['*:18', [{ upTo: null, percent: 18 }]],
    [
      '2500:12,*:28',
      [
        { upTo: 2500, percent: 12 },
        { upTo: null, percent: 28 },
      ],
    ],
    [
      '7500:2.5,*:9',
      [
        { upTo: 7500, percent: 2.5 },
        { upTo: null, percent: 9 },
      ],
    ],
  ])('"%s" is valid', (text, slabs) => expect(parseGstSlabs(text)).toEqual({ slabs }));

  it.each([
    ['', '"" is not "upTo:percent"'],
    ['1000:0,7500:5', 'the last slab must be open ("*")'],
    ['*:0,7500:5', 'only the last slab may be open ("*")'],
    ['7500:5,1000:0,*:18', 'slab bounds must increase'],
    ['1000:0,1000:5,*:18', 'slab bounds must increase'],
    ['1000:101,*:18', '"101" is not a percent between 0 and 100 (two decimals at most)'],
    ['1000:-1,*:18', '"1000:-1" is not "upTo:percent"'],
    ['abc', '"abc" is not "upTo:percent"'],
  ])('"%s" is refused: %s', (text, issue) => {
    const parsed = parseGstSlabs(text);
    expect('issues' in parsed && parsed.issues).toContain(issue);
  });

  it('gstSlabIssues refuses an empty list', () => {
    expect(gstSlabIssues([])).toEqual(['at least one slab is needed']);
  });
});

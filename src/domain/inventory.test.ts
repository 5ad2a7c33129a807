import { describe, expect, it } from 'vitest';
import {
  blockDateIssues,
  blockDates,
  blockRequestSchema,
  daysOfWeekLabel,
  occupancyPercent,
  pricingRuleSchema,
  unitFormSchema,
  villaOccupancyPercent,
} from './inventory';

describe('blocks', () => {
  it.each([
    ['today to tomorrow', '2026-11-22', '2026-11-23', []],
    ['one day', '2026-12-01', '2026-12-01', []],
    [
      'yesterday',
      '2026-11-21',
      '2026-11-23',
      [{ field: 'from', message: 'Past dates cannot be blocked' }],
    ],
    [
      'reversed',
      '2026-12-05',
      '2026-12-01',
      [{ field: 'to', message: 'End date must be on or after the start date' }],
    ],
    [
      '367 days',
      '2026-12-01',
      '2027-12-02',
      [{ field: 'to', message: 'A block can cover at most 366 days' }],
    ],
  ])('%s', (_label, from, to, issues) => {
    expect(blockDateIssues({ from, to }, '2026-11-22')).toEqual(issues);
  });

  it('lists both ends of the range', () => {
    expect(blockDates('2026-12-30', '2027-01-01')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('upper-cases unit numbers and refuses a bad type', () => {
    expect(
      blockRequestSchema.parse({
        villaId: 'kingfisher-villa',
        unitNumbers: [' kf-01 '],
        from: '2026-12-01',
        to: '2026-12-01',
        type: 'owner_use',
      }).unitNumbers,
    ).toEqual(['KF-01']);
    const r = blockRequestSchema.safeParse({
      villaId: 'kingfisher-villa',
      from: '2026-12-01',
      to: '2026-12-01',
      type: 'party',
    });
    expect(r.success ? null : r.error.issues[0]?.message).toBe('Please choose a block type');
  });
});

describe('units', () => {
  it.each([
    [{ unitNumber: 'gc-15', floor: 2 }, null],
    [
      { unitNumber: 'GC 15', floor: 2 },
      'Unit number can only contain letters, numbers and hyphens (e.g. GC-15)',
    ],
    [{ unitNumber: '', floor: 1 }, 'Unit number is required'],
    [{ unitNumber: 'GC-15', floor: -1 }, 'Floor cannot be negative'],
    [{ unitNumber: 'GC-15', floor: 1.5 }, 'Floor must be a whole number'],
  ])('%o → %s', (input, message) => {
    const r = unitFormSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
});

describe('pricing rules', () => {
  it.each([
    [{ name: 'Weekend', priceModifier: 1.3, daysOfWeek: [6, 5, 5] }, null],
    [{ name: '', priceModifier: 1.3 }, 'Rule name is required'],
    [{ name: 'Silly', priceModifier: 0 }, 'Modifier must be between 0.1 and 10'],
    [{ name: 'Silly', priceModifier: 11 }, 'Modifier must be between 0.1 and 10'],
    [
      { name: 'Range', priceModifier: 1.1, startDate: '2026-12-10', endDate: '2026-12-01' },
      'End date must be on or after the start date',
    ],
    [{ name: 'Days', priceModifier: 1.1, daysOfWeek: [7] }, 'Too big: expected number to be <=6'],
  ])('%o → %s', (input, message) => {
    const r = pricingRuleSchema.safeParse(input);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });

  it('sorts and dedupes days, and reads an empty list as every night', () => {
    expect(
      pricingRuleSchema.parse({ name: 'W', priceModifier: 1.3, daysOfWeek: [6, 5, 5] }).daysOfWeek,
    ).toEqual([5, 6]);
    expect(
      pricingRuleSchema.parse({ name: 'W', priceModifier: 1.3, daysOfWeek: [] }).daysOfWeek,
    ).toBeNull();
    expect(daysOfWeekLabel([6, 5])).toBe('Fri, Sat');
    expect(daysOfWeekLabel(null)).toBe('Every night');
  });
});

describe('occupancy figures', () => {
  it.each([
    [0, 22, 0],
    [5, 22, 23],
    [11, 22, 50],
    [22, 22, 100],
    [3, 0, 0],
  ])('%i of %i rooms → %i%%', (occupied, total, pct) => {
    expect(occupancyPercent(occupied, total)).toBe(pct);
  });

  it.each([
    [0, 4, 30, 0],
    [10, 4, 30, 8.3],
    [120, 4, 30, 100],
    [5, 0, 30, 0],
  ])('%i unit-nights of %i units over %i nights → %f%%', (nights, units, days, pct) => {
    expect(villaOccupancyPercent(nights, units, days)).toBe(pct);
  });
});

describe('villa update', () => {
  it('changes only the fields sent', async () => {
    const { villaUpdateSchema } = await import('./inventory');
    expect(villaUpdateSchema.parse({ status: 'inactive' })).toEqual({ status: 'inactive' });
    expect(villaUpdateSchema.parse({ amenities: [' WiFi', '', 'WiFi', 'Pool'] })).toEqual({
      amenities: ['WiFi', 'Pool'],
    });
    const r = villaUpdateSchema.safeParse({ basePrice: 15250 });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(
      'Base price must be a multiple of 500',
    );
  });
});

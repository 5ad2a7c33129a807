import { describe, expect, it } from 'vitest';
import { packageRow, pricingRuleRow, unitRow, villaRow } from './row-schemas';

/** The row schemas derived from the drizzle tables (decision 0137) describe the rows as stored. */
describe('row schemas from the tables', () => {
  const at = new Date('2026-11-26T10:00:00Z');
  it.each([
    [
      'a villa',
      villaRow,
      {
        id: 'forest-villa',
        name: 'Forest Villa',
        description: 'x',
        basePrice: 9000,
        maxGuests: 4,
        amenities: ['Wi-Fi'],
        images: [],
        status: 'active',
        createdAt: at,
        updatedAt: at,
      },
    ],
    [
      'a room unit (no view)',
      unitRow,
      {
        id: '6f1c1d2e-0000-4000-8000-000000000001',
        villaId: 'forest-villa',
        unitNumber: 'FV-1',
        roomType: 'Villa',
        floor: 1,
        viewType: null,
        status: 'available',
        amenities: [],
        notes: null,
        createdAt: at,
        updatedAt: at,
      },
    ],
    [
      'a pricing rule (numeric modifier, smallint[] nights)',
      pricingRuleRow,
      {
        id: '6f1c1d2e-0000-4000-8000-000000000002',
        villaId: null,
        name: 'Weekend',
        priceModifier: 1.3,
        isActive: true,
        startDate: null,
        endDate: null,
        daysOfWeek: [5, 6],
        minNights: null,
        closedToArrival: false,
        createdAt: at,
        updatedAt: at,
      },
    ],
  ])('accepts %s', (_, schema, row) => expect(schema.parse(row)).toEqual(row));

  it.each([
    ['a status outside the domain list', villaRow.pick({ status: true }), { status: 'closed' }],
    ['a fractional price', packageRow.pick({ price: true }), { price: 10.5 }],
    ['null in a NOT NULL column', unitRow.pick({ unitNumber: true }), { unitNumber: null }],
    [
      'a text night in a smallint[]',
      pricingRuleRow.pick({ daysOfWeek: true }),
      { daysOfWeek: ['5'] },
    ],
    [
      'a fractional night in a smallint[]',
      pricingRuleRow.pick({ daysOfWeek: true }),
      { daysOfWeek: [5.5] },
    ],
  ])('refuses %s', (_, schema, value) => expect(schema.safeParse(value).success).toBe(false));
});

import { describe, expect, it } from 'vitest';
import { packageRow, unitRow, villaRow } from './row-schemas';

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
  ])('accepts %s', (_, schema, row) => expect(schema.parse(row)).toEqual(row));

  it.each([
    ['a status outside the domain list', villaRow.pick({ status: true }), { status: 'closed' }],
    ['a fractional price', packageRow.pick({ price: true }), { price: 10.5 }],
    ['null in a NOT NULL column', unitRow.pick({ unitNumber: true }), { unitNumber: null }],
  ])('refuses %s', (_, schema, value) => expect(schema.safeParse(value).success).toBe(false));
});

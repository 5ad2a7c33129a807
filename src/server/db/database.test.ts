import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { pgErrorCode } from './pg-error-code';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  bookingUnits,
  bookings,
  packages,
  pricingRules,
  safariOptions,
  villaInventory,
  villas,
} from './schema';
import { seedCatalogue } from './seed';

let database: TestDatabase;
const now = new Date('2026-11-22T04:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db, now);
});
afterAll(() => database.drop());

async function createBooking(checkIn: string, checkOut: string) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      bookingId: `VM${Date.now()}${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
      guestName: 'Asha Rao',
      email: 'asha@example.com',
      checkIn,
      checkOut,
      guests: 2,
      adults: 2,
      villaId: 'kingfisher-villa',
      villaName: 'Kingfisher Villa',
      villaPrice: 22000,
      subtotal: 22000,
      taxes: 3960,
      total: 25960,
      remainingAmount: 25960,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

async function unitId(unitNumber: string) {
  const [row] = await database.db
    .select({ id: villaInventory.id })
    .from(villaInventory)
    .where(eq(villaInventory.unitNumber, unitNumber));
  return row!.id;
}

describe('migrations', () => {
  it('create every table of the spec and the design', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const names = rows.map((r) => r.table_name);
    for (const table of [
      'bookings',
      'booking_holds',
      'booking_units',
      'booking_activities',
      'villas',
      'villa_inventory',
      'inventory_blocks',
      'pricing_rules',
      'availability',
      'packages',
      'safari_options',
      'safari_bookings',
      'safari_queries',
      'admin_users',
      'admin_sessions',
      'email_outbox',
      'idempotency_keys',
      'payment_orders',
      'payment_events',
      'audit_log',
      'login_attempts',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('return stay dates as YYYY-MM-DD strings', async () => {
    const id = await createBooking('2027-03-01', '2027-03-03');
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.checkIn).toBe('2027-03-01');
    expect(row!.checkOut).toBe('2027-03-03');
    const raw = await queryRows<{ check_in: unknown }>(
      database.db,
      sql`select check_in from bookings where id = ${id}`,
    );
    expect(raw[0]!.check_in).toBe('2027-03-01');
  });
});

describe('constraints in the database', () => {
  it('refuse a unit reserved twice for overlapping nights (23P01)', async () => {
    const unit = await unitId('KF-01');
    const first = await createBooking('2027-01-10', '2027-01-13');
    const second = await createBooking('2027-01-12', '2027-01-14');
    await database.db.insert(bookingUnits).values({
      bookingId: first,
      villaInventoryId: unit,
      checkIn: '2027-01-10',
      checkOut: '2027-01-13',
    });
    const overlap = database.db.insert(bookingUnits).values({
      bookingId: second,
      villaInventoryId: unit,
      checkIn: '2027-01-12',
      checkOut: '2027-01-14',
    });
    await expect(overlap).rejects.toSatisfy((err) => pgErrorCode(err) === '23P01');
  });

  it('accept a back-to-back stay on the check-out day, and the same nights on another unit', async () => {
    const unit = await unitId('KF-02');
    const first = await createBooking('2027-02-10', '2027-02-13');
    const next = await createBooking('2027-02-13', '2027-02-15');
    await database.db.insert(bookingUnits).values({
      bookingId: first,
      villaInventoryId: unit,
      checkIn: '2027-02-10',
      checkOut: '2027-02-13',
    });
    await database.db.insert(bookingUnits).values({
      bookingId: next,
      villaInventoryId: unit,
      checkIn: '2027-02-13',
      checkOut: '2027-02-15',
    });
    const other = await unitId('KF-03');
    await database.db.insert(bookingUnits).values({
      bookingId: next,
      villaInventoryId: other,
      checkIn: '2027-02-10',
      checkOut: '2027-02-13',
    });
    const [row] = await database.db
      .select({ n: count() })
      .from(bookingUnits)
      .where(eq(bookingUnits.bookingId, next));
    expect(row!.n).toBe(2);
  });

  it.each([
    ['check-out before check-in', { checkIn: '2027-05-05', checkOut: '2027-05-04' }, '23514'],
    ['negative money', { total: -1 }, '23514'],
    ['an unknown status', { status: 'teleported' }, '23514'],
    ['an unknown payment status', { paymentStatus: 'maybe' }, '23514'],
    ['an unknown villa', { villaId: 'treehouse' }, '23503'],
    ['a duplicate booking code', { bookingId: 'VM-DUPLICATE' }, '23505'],
  ])('refuse a booking with %s', async (_label, patch, code) => {
    const base = {
      bookingId: `VM${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
      guestName: 'Asha Rao',
      email: 'asha@example.com',
      checkIn: '2027-05-01',
      checkOut: '2027-05-02',
      guests: 2,
      adults: 2,
      villaId: 'glass-cottage',
      villaName: 'Glass Cottage',
      villaPrice: 15000,
      subtotal: 15000,
      taxes: 2700,
      total: 17700,
      remainingAmount: 17700,
    };
    if (code === '23505')
      await database.db.insert(bookings).values({ ...base, bookingId: 'VM-DUPLICATE' });
    // The database is the last line: values the types would refuse are sent as they are.
    const row = { ...base, ...patch } as typeof bookings.$inferInsert;
    await expect(database.db.insert(bookings).values(row)).rejects.toSatisfy(
      (err) => pgErrorCode(err) === code,
    );
  });
});

describe('seed', () => {
  it('writes the catalogue of the spec', async () => {
    const villaRows = await database.db.select().from(villas).orderBy(villas.basePrice);
    expect(villaRows.map((v) => [v.id, v.basePrice, v.maxGuests])).toEqual([
      ['glass-cottage', 15000, 4],
      ['hornbill-villa', 18000, 6],
      ['kingfisher-villa', 22000, 8],
    ]);
    const units = await database.db
      .select()
      .from(villaInventory)
      .orderBy(villaInventory.unitNumber);
    expect(units).toHaveLength(22);
    expect(units.filter((u) => u.villaId === 'glass-cottage').map((u) => u.unitNumber)).toEqual(
      Array.from({ length: 14 }, (_, i) => `GC-${String(i + 1).padStart(2, '0')}`),
    );
    const gc05 = units.find((u) => u.unitNumber === 'GC-05')!;
    expect([gc05.floor, gc05.viewType]).toEqual([2, 'Forest View']);
    const gc06 = units.find((u) => u.unitNumber === 'GC-06')!;
    expect([gc06.floor, gc06.viewType, gc06.amenities]).toEqual([
      2,
      'Garden View',
      ['Air Conditioning', 'WiFi'],
    ]);
    const pkgs = await database.db.select().from(packages).orderBy(packages.price);
    expect(pkgs.map((p) => [p.id, p.name, p.price, p.duration])).toEqual([
      ['basic-stay', 'Room Only Package', 0, 'Per night'],
      ['breakfast-package', 'Bed & Breakfast Package', 500, 'Per night'],
    ]);
    const safaris = await database.db.select().from(safariOptions).orderBy(safariOptions.id);
    expect(
      safaris.map((s) => [
        s.id,
        s.duration,
        s.maxPersons,
        s.pricePerPerson,
        s.timings.map((t) => t.value),
      ]),
    ).toEqual([
      ['evening-wildlife-safari', '3.5 hours', 6, 0, ['afternoon', 'evening']],
      ['morning-wildlife-safari', '4 hours', 6, 0, ['early-morning', 'morning']],
      ['night-wildlife-safari', '3 hours', 6, 0, ['night', 'late-night']],
    ]);
    const rules = await database.db.select().from(pricingRules);
    const weekend = rules.find((r) => r.name === 'Weekend')!;
    expect([weekend.priceModifier, weekend.daysOfWeek]).toEqual([1.3, [5, 6]]);
    expect(
      rules.some(
        (r) =>
          r.priceModifier === 1.8 && r.startDate === '2026-12-24' && r.endDate === '2027-01-01',
      ),
    ).toBe(true);
  });

  it('is idempotent', async () => {
    const before = await Promise.all(
      [villas, villaInventory, packages, safariOptions, pricingRules].map((t) =>
        database.db.select({ n: count() }).from(t),
      ),
    );
    expect(await seedCatalogue(database.db, now)).toEqual({ seeded: false });
    const after = await Promise.all(
      [villas, villaInventory, packages, safariOptions, pricingRules].map((t) =>
        database.db.select({ n: count() }).from(t),
      ),
    );
    expect(after).toEqual(before);
  });
});

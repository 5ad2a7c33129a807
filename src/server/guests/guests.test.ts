import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { bookings, emailOutbox, guests } from '../db/schema';
import { recordMoneyMovement } from '../payments/ledger';
import { createBookingOk } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { errorBody, bodyAt, typedClient, type QueryOf } from '../testing/typed-client';
import { GuestProfileSchema } from './admin-contract';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
}, 120_000);
afterAll(() => t?.close(), 60_000);

const admin = (method: string, path: string, body?: unknown) =>
  t.request(method, path, body, { cookie });
const staff = () => typedClient(t.request, { cookie });
const list = (query: QueryOf<'GET /admin/guests'> = {}) =>
  staff().ok('GET /admin/guests', { query });
const stats = () => staff().ok('GET /admin/guests/stats');

let day = 0;
/**
 * A booking for `email` with the given total, paid (a desk payment of the total through the
 * ledger's writer: Total Spent is Payments received, decision 0113) or not, on its own night.
 */
async function booking(email: string, total: number, paid = true, firstName = 'Asha') {
  day += 1;
  const checkIn = `2027-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}`;
  const next = new Date(`${checkIn}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const b = await createBookingOk(t, {
    checkIn,
    checkOut: next.toISOString().slice(0, 10),
    guest: { email, firstName },
  });
  await t.database.db
    .update(bookings)
    .set({
      total: total,
      remainingAmount: paid ? 0 : total,
      subtotal: total,
      taxes: 0,
      status: paid ? 'confirmed' : 'pending',
    })
    .where(eq(bookings.bookingId, b.bookingId));
  if (paid)
    await t.database.db.transaction((tx) =>
      recordMoneyMovement(
        tx,
        {
          bookingUuid: b.id,
          kind: 'desk_payment',
          amount: total,
          idempotencyKey: `guests:${b.bookingId}`,
          method: 'cash',
        },
        { actor: { id: null, name: 'Test' }, now: t.clock.now(), config: t.config },
      ),
    );
  return b;
}

describe('guests (Users)', () => {
  it('derives guests by e-mail, case-insensitively, with the tier boundaries of the spec', async () => {
    // Exactly ₹1,00,000 spent is not premium; one rupee more is.
    await booking('exact@example.com', 60_000);
    await booking('EXACT@example.com', 40_000);
    await booking('over@example.com', 100_001);
    // 3 bookings is active, 4 is loyal; unpaid bookings count as bookings but not as spending.
    for (let i = 0; i < 3; i++) await booking('three@example.com', 1000, i === 0);
    for (let i = 0; i < 4; i++) await booking('four@example.com', 1000, false);
    const { items } = await list({ pageSize: 100 });
    const by = (email: string) => items.find((g) => g.email === email)!;
    expect(by('exact@example.com')).toMatchObject({
      bookings: 2,
      totalSpent: 100_000,
      tier: 'active',
    });
    expect(by('over@example.com')).toMatchObject({
      bookings: 1,
      totalSpent: 100_001,
      tier: 'premium',
    });
    expect(by('three@example.com')).toMatchObject({
      bookings: 3,
      totalSpent: 1000,
      tier: 'active',
    });
    expect(by('four@example.com')).toMatchObject({ bookings: 4, totalSpent: 0, tier: 'loyal' });
    expect(await stats()).toEqual({
      totalUsers: 4,
      premiumUsers: 1,
      paymentsReceived: 201_001,
      avgSpending: Math.round(201_001 / 4),
    });
  });

  it('adds a guest (all fields required, e-mail unique) whom later bookings with that e-mail join', async () => {
    const missing = await admin('POST', '/api/admin/guests', {
      name: 'Ravi',
      email: 'ravi@example.com',
      phone: '',
    });
    expect(missing.status).toBe(400);
    expect((await errorBody(missing)).error.message).toBe('Please fill in all required fields');
    const res = await admin('POST', '/api/admin/guests', {
      name: 'Ravi Menon',
      email: 'Ravi@Example.com',
      phone: '+91 99999 00000',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      email: 'ravi@example.com',
      bookings: 0,
      totalSpent: 0,
      tier: 'active',
      lastBooking: null,
    });
    expect(
      (
        await admin('POST', '/api/admin/guests', {
          name: 'R',
          email: 'ravi@example.com',
          phone: '1',
        })
      ).status,
    ).toBe(409);
    const dup = await admin('POST', '/api/admin/guests', {
      name: 'X',
      email: 'over@example.com',
      phone: '1',
    });
    expect((await errorBody(dup)).error.message).toBe('Email already exists');

    await booking('RAVI@example.com', 5000, true, 'Ravindra');
    const ravi = (await list({ q: 'ravi' })).items;
    expect(ravi).toHaveLength(1);
    expect(ravi[0]).toMatchObject({
      email: 'ravi@example.com',
      name: 'Ravi Menon',
      bookings: 1,
      totalSpent: 5000,
    });
  });

  it('searches name, e-mail and phone and pages in SQL', async () => {
    expect((await list({ q: 'over@' })).items.map((g) => g.email)).toEqual(['over@example.com']);
    expect((await list({ q: '99999' })).items.map((g) => g.email)).toEqual(['ravi@example.com']);
    expect((await list({ q: '_' })).total).toBe(0);
    expect((await admin('GET', '/api/admin/guests?sort=email')).status).toBe(400);
    const first = await list({ pageSize: 2, page: 1, sort: 'name' });
    const second = await list({ pageSize: 2, page: 2, sort: 'name' });
    expect(first.total).toBe(5);
    expect([...first.items, ...second.items].map((g) => g.email)).toHaveLength(4);
    expect(new Set([...first.items, ...second.items].map((g) => g.email)).size).toBe(4);
    expect((await list({ page: 9 })).total).toBe(5);
  });

  it('edits name and phone, shows the profile with bookings, and exports it as JSON and CSV', async () => {
    const edited = await admin(
      'PATCH',
      `/api/admin/guests/${encodeURIComponent('exact@example.com')}`,
      { name: 'Exact Sharma', phone: '+91 90000 11111' },
    );
    expect(await edited.json()).toMatchObject({
      name: 'Exact Sharma',
      phone: '+91 90000 11111',
      bookings: 2,
    });
    const profile = await staff().ok('GET /admin/guests/:email', {
      param: { email: 'EXACT@example.com' },
    });
    expect(profile.guest.name).toBe('Exact Sharma');
    expect(profile.bookings).toHaveLength(2);
    expect(profile.bookings[0]!.bookingId).toMatch(/^VM/);

    const json = await staff()('GET /admin/guests/:email/export', {
      param: { email: 'exact@example.com' },
      query: { format: 'json' },
    });
    expect(json.res.headers.get('content-disposition')).toContain('attachment');
    // The export route answers JSON or CSV: its JSON is read with the profile's schema.
    expect(GuestProfileSchema.parse(bodyAt(json, 200)).bookings).toHaveLength(2);
    const csv = await admin('GET', '/api/admin/guests/exact%40example.com/export?format=csv');
    const rows = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]!.slice(0, 4)).toEqual(['Name', 'Email', 'Phone', 'Booking ID']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['exact@example.com', 'exact@example.com']);
    expect((await admin('GET', '/api/admin/guests/nobody%40example.com')).status).toBe(404);
  });

  it('delete anonymises the guest everywhere and keeps bookings and totals', async () => {
    const before = await stats();
    const bookingCount = (await t.database.db.select().from(bookings)).length;
    await t.database.db.insert(emailOutbox).values({
      kind: 'booking_confirmation',
      toAddress: 'Over@example.com',
      subject: 'Hi',
      html: 'Over',
      text: 'Over',
      status: 'held',
    });
    const res = await staff()('DELETE /admin/guests/:email', {
      param: { email: 'over@example.com' },
    });
    expect(res.status).toBe(200);
    const anon = bodyAt(res, 200);
    expect(anon).toMatchObject({
      name: 'Anonymised guest',
      phone: null,
      bookings: 1,
      totalSpent: 100_001,
      tier: 'premium',
      anonymised: true,
    });
    expect(anon.email).toMatch(/@guests\.invalid$/);
    expect(await stats()).toEqual(before);
    expect((await t.database.db.select().from(bookings)).length).toBe(bookingCount);
    const left = await t.database.db
      .select()
      .from(bookings)
      .where(sql`lower(${bookings.email}) = 'over@example.com'`);
    expect(left).toHaveLength(0);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, anon.email));
    // Every e-mail to them is blanked (the confirmation, and since 0121 the receipt or refund notice).
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((m) => m.html))).toEqual(
      new Set(['(removed at the guest’s request)']),
    );
    expect((await list({ q: 'over' })).total).toBe(0);
    expect((await admin('DELETE', '/api/admin/guests/over%40example.com')).status).toBe(404);
    expect(
      (
        await admin('PATCH', `/api/admin/guests/${encodeURIComponent(anon.email)}`, {
          name: 'Back',
          phone: '1',
        })
      ).status,
    ).toBe(409);
    const [row] = await t.database.db.select().from(guests).where(eq(guests.email, anon.email));
    expect(row!.anonymisedAt).not.toBeNull();
  });
});

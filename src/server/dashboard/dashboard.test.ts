import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { recordBookingActivity } from '../audit/booking-activity';
import { bookings, bookingUnits, villaInventory } from '../db/schema';
import { recordMoneyMovement } from '../payments/ledger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt } from '../testing/typed-client';

let t: TestApp;
let cookie: string;

type NewBooking = typeof bookings.$inferInsert;
const booking = (code: string, over: Partial<NewBooking>): NewBooking => ({
  bookingId: code,
  guestName: 'Asha Rao',
  email: 'asha@example.com',
  checkIn: '2026-11-21',
  checkOut: '2026-11-23',
  guests: 2,
  adults: 2,
  villaId: 'glass-cottage',
  villaName: 'Glass Cottage',
  villaPrice: 15000,
  subtotal: 30000,
  taxes: 5400,
  total: 35400,
  remainingAmount: 35400,
  ...over,
});

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  t = await createTestApp({ env: { SMTP_URL: 'smtp://mail.example:25' } });
  cookie = await signInDemoAdmin(t);
  const db = t.database.db;
  const at = (minutes: number) => new Date(t.clock.now().getTime() - minutes * 60_000);
  const rows = await db
    .insert(bookings)
    .values([
      booking('VM1000000001AAAAA', {
        status: 'confirmed',
        paymentStatus: 'paid',
        createdAt: at(60),
      }),
      booking('VM1000000002BBBBB', {
        status: 'confirmed',
        paymentStatus: 'advance_paid',
        advanceAmount: 17700,
        remainingAmount: 17700,
        createdAt: at(50),
      }),
      booking('VM1000000003CCCCC', {
        status: 'pending',
        paymentStatus: 'pending',
        createdAt: at(40),
        guestName: 'Ravi Kumar',
      }),
      booking('VM1000000004DDDDD', {
        status: 'cancelled',
        paymentStatus: 'failed',
        createdAt: at(30),
      }),
      booking('VM1000000005EEEEE', {
        status: 'completed',
        paymentStatus: 'paid',
        total: 20000,
        subtotal: 16950,
        taxes: 3050,
        remainingAmount: 0,
        checkIn: '2026-10-01',
        checkOut: '2026-10-02',
        createdAt: at(20),
      }),
    ])
    .returning();
  const units = await db
    .select()
    .from(villaInventory)
    .where(eq(villaInventory.villaId, 'glass-cottage'))
    .limit(3);
  // Two units tonight (paid and half-paid bookings); the failed one does not count.
  await db.insert(bookingUnits).values([
    {
      bookingId: rows[0]!.id,
      villaInventoryId: units[0]!.id,
      checkIn: '2026-11-21',
      checkOut: '2026-11-23',
      status: 'occupied',
    },
    {
      bookingId: rows[1]!.id,
      villaInventoryId: units[1]!.id,
      checkIn: '2026-11-21',
      checkOut: '2026-11-23',
      status: 'reserved',
    },
  ]);
  // The money of the paid and the half-paid booking, through the ledger's writer (decision 0112).
  for (const [i, amount] of [
    [0, 35_400],
    [1, 17_700],
  ] as const)
    await db.transaction((tx) =>
      recordMoneyMovement(
        tx,
        {
          bookingUuid: rows[i]!.id,
          kind: 'online_payment',
          amount,
          idempotencyKey: `dashboard:${i}`,
          method: 'test',
          plan: i === 0 ? 'full' : 'half',
        },
        { actor: { id: null, name: 'Test' }, now: at(45), config: t.config },
      ),
    );
  await recordBookingActivity(db, {
    bookingId: rows[2]!.id,
    actor: { id: null, name: 'Admin Dashboard' },
    action: 'status_change',
    description: 'Status changed from pending to confirmed',
    at: at(5),
  });
}, 120_000);
afterAll(async () => {
  vi.restoreAllMocks(); // the files after this one in the worker log normally (decision 0111)
  await t?.close();
}, 60_000);

describe('GET /api/admin/dashboard', () => {
  it('computes the figures from the database', async () => {
    const res = await t.api('GET /admin/dashboard', { header: { cookie } });
    expect(res.status).toBe(200);
    const d = bodyAt(res, 200);
    expect(d.today).toBe('2026-11-22');
    // Revenue this month (1–22 Nov, decision 0113): the paid and the half-paid stays earn their
    // pre-tax price on their nights of 21 and 22 Nov (30,000 each); the October stay, the pending
    // and the cancelled one earn nothing this month. Payments received: 35,400 + 17,700.
    expect(d.figures).toMatchObject({
      totalBookings: 5,
      revenue: 60_000,
      paymentsReceived: 53_100,
      revenuePeriod: { from: '2026-11-01', to: '2026-11-22' },
      halfPayments: 1,
      // 4 bookings holding rooms / (3 villas × 30) × 100
      occupancyRate: 4.4,
      pendingBookings: 1,
      averageBookingValue: 30_000,
    });
    expect(d.recentBookings.map((b) => b.bookingId)).toEqual([
      'VM1000000005EEEEE',
      'VM1000000004DDDDD',
      'VM1000000003CCCCC',
      'VM1000000002BBBBB',
      'VM1000000001AAAAA',
    ]);
    expect(d.recentActivity[0]).toMatchObject({
      actor: 'Admin Dashboard',
      description: 'VM1000000003CCCCC: Status changed from pending to confirmed',
    });
    expect(d.systemStatus).toEqual({
      database: { status: 'online', kind: t.database.kind },
      paymentGateway: 'demo',
      emailService: 'live',
      // No backup taken in this test's fresh BACKUP_DIR; PostgreSQL keeps its own (decision 0125).
      backup:
        t.database.kind === 'pglite'
          ? { health: 'none', lastBackupAt: null }
          : { health: 'external', lastBackupAt: null },
    });
    expect(d.propertyOverview).toEqual({
      totalVillas: 3,
      activeVillas: 3,
      totalUnits: 22,
      occupiedTonight: 2,
      availableTonight: 20,
    });
  });

  it('needs a session', async () => {
    expect((await t.request('GET', '/api/admin/dashboard')).status).toBe(401);
  });
});

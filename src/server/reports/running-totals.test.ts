import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_KINDS, type MovementKind } from '../../domain/folio';
import { MONEY_IN_KINDS, PAYMENTS_RECEIVED_KINDS, SOLD_STATUSES } from '../../domain/money-figures';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { queryRows } from '../db/client';
import { bookingCharges, bookings, guests } from '../db/schema';
import { recordMoneyMovement } from '../payments/ledger';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  KEPT_BOOKINGS,
  KEPT_GUESTS,
  RECOMPUTED_BOOKINGS,
  RECOMPUTED_GUESTS,
} from '../testing/report-tables';
import { testDatabaseMode } from '../testing/test-database';

/**
 * The running totals of migration 0028 (decision 0154) equal a recomputation from their sources
 * after every kind of write: bookings made, payments, refunds (asked and failed), charges added and
 * voided, cancellations, a date and villa change, an e-mail change, a deletion, an erasure, and a
 * TRUNCATE. The recomputation is the SQL the figures were computed with before the totals existed
 * (the ledger and charges of each booking; the guests by lower(e-mail)).
 */

let t: TestApp;
const ids: Record<string, string> = {};
let seq = 0;

async function booking(key: string, villaId: string, unit: string, checkIn: string, email: string) {
  const b = await insertBookingWithUnits(t.database.db, {
    villaId,
    checkIn,
    checkOut: `2026-11-${String(Number(checkIn.slice(8)) + 2).padStart(2, '0')}`,
    unitNumbers: [unit],
    status: 'confirmed',
    paymentStatus: 'pending',
    email,
    guestName: `Guest ${key}`,
  });
  // Distinct creation times, so "the latest booking's name" has one answer.
  await t.database.db
    .update(bookings)
    .set({ createdAt: new Date(Date.parse('2026-10-01T04:30:00Z') + ++seq * 3_600_000) })
    .where(eq(bookings.id, b.id));
  ids[key] = b.id;
}

async function move(key: string, kind: MovementKind, amount: number, chargeId?: string) {
  await t.database.db.transaction((tx) =>
    recordMoneyMovement(
      tx,
      {
        bookingUuid: ids[key]!,
        kind,
        amount,
        idempotencyKey: `totals:${key}:${++seq}`,
        method: kind === 'desk_payment' ? 'cash' : 'test',
        chargeId: chargeId ?? null,
      },
      {
        actor: { id: null, name: 'Test' },
        now: new Date('2026-11-20T06:00:00Z'),
        config: t.config,
      },
    ),
  );
}

async function expectTotalsRecomputed() {
  const db = t.database.db;
  expect(await queryRows(db, KEPT_BOOKINGS)).toEqual(await queryRows(db, RECOMPUTED_BOOKINGS));
  expect(await queryRows(db, KEPT_GUESTS)).toEqual(await queryRows(db, RECOMPUTED_GUESTS));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('running totals (migration 0028)', () => {
  it('lists the kinds and statuses of the domain', () => {
    const migration = readFileSync(
      new URL('../db/migrations/0028_running_totals.sql', import.meta.url),
      'utf8',
    );
    const quoted = (xs: readonly string[]) => xs.map((x) => `'${x}'`).join(', ');
    expect(migration).toContain(`m.kind IN (${quoted(RECEIPT_KINDS)})`);
    expect(migration).toContain(`b0.status IN (${quoted(SOLD_STATUSES)})`);
    expect(migration).toContain(`WHEN m.kind IN (${quoted(MONEY_IN_KINDS)}) THEN m.amount`);
    // Payments received: money in, refunds asked (−) and failed (+); nothing else.
    expect([...PAYMENTS_RECEIVED_KINDS].sort()).toEqual(
      [...MONEY_IN_KINDS, 'refund_requested', 'refund_failed'].sort(),
    );
  });

  it.runIf(testDatabaseMode() === 'postgres')(
    'count both of two bookings for one guest written at the same time',
    async () => {
      const db = t.database.db;
      const email = 'both-at-once@example.com';
      let commitFirst!: () => void;
      let firstWritten!: () => void;
      const written = new Promise<void>((resolve) => (firstWritten = resolve));
      const first = db.transaction(async (tx) => {
        await insertBookingWithUnits(tx, {
          villaId: 'glass-cottage',
          checkIn: '2027-03-01',
          checkOut: '2027-03-03',
          unitNumbers: ['GC-01'],
          email,
        });
        firstWritten();
        await new Promise<void>((resolve) => (commitFirst = resolve));
      });
      await written;
      const second = db.transaction((tx) =>
        insertBookingWithUnits(tx, {
          villaId: 'hornbill-villa',
          checkIn: '2027-03-05',
          checkOut: '2027-03-07',
          unitNumbers: ['HV-01'],
          email,
        }),
      );
      // The second commits while the first is open (the tables are refreshed at commit, decision
      // 0168): it counts its own booking only; the first, committing later, counts both.
      await second;
      const [before] = await queryRows<{ bookings: number }>(
        db,
        sql`select bookings from guest_figures where email = ${email}`,
      );
      expect(before).toEqual({ bookings: 1 });
      commitFirst();
      await Promise.all([first, second]);
      const [kept] = await queryRows<{ bookings: number }>(
        db,
        sql`select bookings from guest_figures where email = ${email}`,
      );
      expect(kept).toEqual({ bookings: 2 });
      await expectTotalsRecomputed();
    },
  );

  it('equal a recomputation after bookings, payments, refunds, charges, cancellations, changes, erasure', async () => {
    const db = t.database.db;
    await booking('A', 'glass-cottage', 'GC-01', '2026-11-10', 'a@example.com');
    await booking('B', 'hornbill-villa', 'HV-01', '2026-11-14', 'B@Example.com');
    await booking('C', 'kingfisher-villa', 'KF-01', '2026-11-20', 'b@example.com');
    await booking('D', 'glass-cottage', 'GC-02', '2026-11-05', 'd@example.com');
    await booking('E', 'glass-cottage', 'GC-03', '2026-11-10', 'A@example.com');
    await expectTotalsRecomputed();

    // Guests staff added (one who later books, one who never does) or edited.
    await db.insert(guests).values([
      { email: 'walkin@example.com', name: 'Walk In', phone: '+91 90000 11111' },
      { email: 'later@example.com', name: 'Books Later', phone: null },
    ]);
    await db
      .update(guests)
      .set({ name: 'Staff Name A' })
      .where(eq(guests.email, 'later@example.com'));
    await db
      .insert(guests)
      .values({ email: 'a@example.com', name: 'Edited A', phone: '+91 90000 22222' });
    await booking('F', 'kingfisher-villa', 'KF-02', '2026-11-24', 'Later@example.com');
    await expectTotalsRecomputed();

    await move('A', 'online_payment', 17_700);
    await move('B', 'online_payment', 8_850);
    await move('C', 'desk_payment', 17_700);
    await move('D', 'online_payment', 17_700);
    await expectTotalsRecomputed();

    await move('D', 'refund_requested', 2_360);
    await move('D', 'refund_failed', 2_360);
    await move('D', 'refund_requested', 1_180);
    await move('A', 'unapplied_payment', 500);
    await expectTotalsRecomputed();

    const [charge] = await db
      .insert(bookingCharges)
      .values({
        bookingId: ids.C!,
        kind: 'safari',
        description: 'Jeep safari',
        quantity: 2,
        unitPrice: 2500,
        tax: 900,
        amount: 5900,
        createdAt: new Date('2026-11-21T06:00:00Z'),
      })
      .returning();
    await move('C', 'charge_added', 5900, charge!.id);
    await expectTotalsRecomputed();
    await db
      .update(bookingCharges)
      .set({ voidedAt: new Date('2026-11-21T08:00:00Z') })
      .where(eq(bookingCharges.id, charge!.id));
    await expectTotalsRecomputed();

    // Cancelled with part of its money kept; another completed; a date and villa change.
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, ids.B!));
    await move('B', 'refund_requested', 4_000);
    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, ids.D!));
    await db
      .update(bookings)
      .set({ checkIn: '2026-12-01', checkOut: '2026-12-04', villaId: 'hornbill-villa' })
      .where(eq(bookings.id, ids.A!));
    await expectTotalsRecomputed();

    // A booking moves to another guest (its e-mail corrected); one never paid is deleted.
    await db.update(bookings).set({ email: 'd@example.com' }).where(eq(bookings.id, ids.C!));
    await expectTotalsRecomputed();
    await db.delete(bookings).where(eq(bookings.id, ids.E!));
    await expectTotalsRecomputed();

    // Erasure rewrites the guest's bookings: their figures follow; the old e-mail's row is gone.
    const erased = await t.request('DELETE', '/api/admin/guests/d%40example.com', undefined, {
      cookie: await signInDemoAdmin(t),
    });
    expect(erased.status).toBe(200);
    await expectTotalsRecomputed();
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from guest_figures where email = 'd@example.com'`,
    );
    expect(left!.n).toBe(0);

    await db.delete(guests).where(eq(guests.email, 'walkin@example.com'));
    await expectTotalsRecomputed();
    await queryRows(db, sql`truncate bookings cascade`);
    await expectTotalsRecomputed();
  });
});

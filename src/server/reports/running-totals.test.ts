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
import { testDatabaseMode } from '../testing/test-database';

/**
 * The running totals of migration 0028 (decision 0154) equal a recomputation from their sources
 * after every kind of write: bookings made, payments, refunds (asked and failed), charges added and
 * voided, cancellations, a date and villa change, an e-mail change, a deletion, an erasure, and a
 * TRUNCATE. The recomputation is the SQL the figures were computed with before the totals existed
 * (the ledger and charges of each booking; the guests by lower(e-mail)).
 */

const RECOMPUTED_BOOKINGS = sql`
  select b0.id as booking_id, b0.email, b0.guest_name,
         nullif(concat_ws(' ', b0.country_code, b0.phone), '') as phone,
         b0.villa_id, b0.package_id, b0.status, b0.check_in::text as check_in,
         b0.check_out::text as check_out, b0.created_at,
         case when b0.status in ('confirmed', 'checked_in', 'checked_out', 'completed')
              then greatest(0, b0.subtotal - r.price_refund * r.ratio)
              else least(k.total, greatest(0, l.received - k.refunded)) * r.ratio end as revenue_value,
         (select coalesce(sum(case when mm.kind in ('online_payment', 'bank_transfer', 'desk_payment',
                                                    'opening_balance', 'unapplied_payment') then mm.amount
                                   when mm.kind = 'refund_requested' then -mm.amount
                                   when mm.kind = 'refund_failed' then mm.amount else 0 end), 0)::bigint
            from money_movements mm where mm.booking_id = b0.id) as payments_received
    from bookings b0
   cross join lateral (
     select coalesce(sum(m.amount) filter (where m.kind in ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance')), 0)::float8 as received,
            coalesce(sum(m.amount) filter (where m.kind = 'unapplied_payment'), 0)::float8 as unapplied,
            coalesce(sum(case m.kind when 'refund_requested' then m.amount
                                     when 'refund_failed' then -m.amount else 0 end), 0)::float8 as refunded
       from money_movements m where m.booking_id = b0.id) l
   cross join lateral (
     select coalesce(sum(c.amount), 0)::float8 as total, coalesce(sum(c.amount - c.tax), 0)::float8 as ex_tax
       from booking_charges c where c.booking_id = b0.id and c.voided_at is null) ch
   cross join lateral (
     select (b0.total_amount + ch.total)::float8 as total,
            greatest(0, greatest(0, l.refunded) - l.unapplied) as refunded) k
   cross join lateral (
     select case when k.total > 0 then (b0.subtotal + ch.ex_tax) / k.total else 0 end as ratio,
            greatest(0, k.refunded - greatest(0, l.received - k.total)) as price_refund) r
   order by 1`;

const KEPT_BOOKINGS = sql`
  select booking_id, email, guest_name, phone, villa_id, package_id, status, check_in::text as check_in,
         check_out::text as check_out, created_at, revenue_value, payments_received
    from booking_figures order by 1`;

/** The guest list's rows as they were computed before migration 0028 (bookings by e-mail, staff rows). */
const RECOMPUTED_GUESTS = sql`
  with b as (
    select lower(email) as email, count(*)::int as bookings, min(created_at) as first_booking,
           max(created_at) as last_booking,
           (array_agg(guest_name order by created_at desc, id))[1] as name,
           (array_agg(nullif(concat_ws(' ', country_code, phone), '') order by created_at desc, id))[1] as phone
      from bookings group by lower(email)
  ), paid as (
    select lower(x.email) as email,
           sum(case when mm.kind in ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance',
                                     'unapplied_payment') then mm.amount
                    when mm.kind = 'refund_requested' then -mm.amount
                    when mm.kind = 'refund_failed' then mm.amount else 0 end)::bigint as amount
      from money_movements mm join bookings x on x.id = mm.booking_id group by 1
  )
  select coalesce(gu.email, b.email) as email, coalesce(gu.name, b.name) as name,
         coalesce(gu.phone, b.phone) as phone, coalesce(b.bookings, 0) as bookings, b.first_booking,
         b.last_booking, least(gu.created_at, b.first_booking) as joined_at,
         gu.anonymised_at is not null as anonymised, coalesce(paid.amount, 0)::bigint as payments_received
    from b full outer join guests gu on gu.email = b.email
    left join paid on paid.email = coalesce(gu.email, b.email)
   order by 1`;

const KEPT_GUESTS = sql`
  select email, name, phone, bookings, first_booking, last_booking, joined_at, anonymised, payments_received
    from guest_figures order by 1`;

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
      // The second waits for the first (its guest's lock) before it counts.
      await expect
        .poll(async () => {
          const [row] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from pg_locks where not granted`,
          );
          return row!.n;
        })
        .toBeGreaterThan(0);
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

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { bookings } from '../db/schema';
import { pgErrorCode } from '../db/pg-error-code';
import { recordMoneyMovement } from '../payments/ledger';
import { insertBookingWithUnits } from '../testing/fixtures';
import { reportTablesKeptAndRecomputed } from '../testing/report-tables';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseMode } from '../testing/test-database';

/**
 * Two transactions that write the report tables' buckets (migrations 0028–0033) in opposite orders
 * over two statements each, interleaved so that each holds what the other asks for next. When the
 * buckets were locked statement by statement, PostgreSQL cancelled one of them (40P01, answered 503);
 * the tables are now refreshed at commit, every bucket locked in one order (migration 0034, decision
 * 0168), so both commit and every table equals its recomputation.
 */

type Step = (tx: Db) => Promise<unknown>;

let t: TestApp;
let seq = 0;

const stay = (villaId: string, unit: string, checkIn: string, checkOut: string) => (tx: Db) =>
  insertBookingWithUnits(tx, {
    villaId,
    checkIn,
    checkOut,
    unitNumbers: [unit],
    status: 'pending',
    paymentStatus: 'pending',
    email: `locks-${++seq}@example.com`,
  });

/** A booking made beforehand (committed), to pay or confirm in a step. */
async function existing(villaId: string, unit: string, checkIn: string, checkOut: string) {
  const b = await stay(villaId, unit, checkIn, checkOut)(t.database.db);
  return b.id;
}

const pay = (bookingUuid: () => string) => (tx: Db) =>
  recordMoneyMovement(
    tx,
    {
      bookingUuid: bookingUuid(),
      kind: 'desk_payment',
      amount: 5000,
      idempotencyKey: `locks:${++seq}`,
      method: 'cash',
      chargeId: null,
    },
    { actor: { id: null, name: 'Test' }, now: new Date('2026-12-01T06:00:00Z'), config: t.config },
  );

const confirm = (bookingUuid: () => string) => (tx: Db) =>
  tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, bookingUuid()));

const ungrantedLocks = async () => {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from pg_locks where not granted`,
  );
  return row!.n;
};

/**
 * A's first step, then B's, then A's second (which may wait for B), then — once A's second is done
 * or waiting — B's second. Returns how each transaction ended.
 */
async function interleave(a: [Step, Step], b: [Step, Step]) {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };
  const aFirst = gate();
  const bFirst = gate();
  const aSecondSent = gate();
  let aSecondDone = false;
  const db = t.database.db;
  const first = db.transaction(async (tx) => {
    await a[0](tx);
    aFirst.open();
    await bFirst.opened;
    const second = a[1](tx).finally(() => (aSecondDone = true));
    aSecondSent.open();
    await second;
  });
  const second = db.transaction(async (tx) => {
    await aFirst.opened;
    await b[0](tx);
    bFirst.open();
    await aSecondSent.opened;
    await expect.poll(async () => aSecondDone || (await ungrantedLocks()) > 0).toBe(true);
    await b[1](tx);
  });
  const settled = await Promise.allSettled([first, second]);
  return settled.map((s) => (s.status === 'fulfilled' ? 'committed' : pgErrorCode(s.reason)));
}

describe.runIf(testDatabaseMode() === 'postgres')('the report tables’ locks', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('let two transactions making bookings in two villas, in opposite orders, both commit', async () => {
    const ended = await interleave(
      [
        stay('glass-cottage', 'GC-01', '2027-03-02', '2027-03-04'),
        stay('kingfisher-villa', 'KF-01', '2027-05-02', '2027-05-04'),
      ],
      [
        stay('kingfisher-villa', 'KF-02', '2027-05-10', '2027-05-12'),
        stay('glass-cottage', 'GC-02', '2027-03-10', '2027-03-12'),
      ],
    );
    expect(ended).toEqual(['committed', 'committed']);
    const { kept, recomputed } = await reportTablesKeptAndRecomputed(t.database.db);
    expect(kept).toEqual(recomputed);
  });

  it('let a payment then a confirmation, against a confirmation then a payment, both commit', async () => {
    const ids = {
      paidByA: await existing('hornbill-villa', 'HV-01', '2027-06-02', '2027-06-04'),
      confirmedByA: await existing('hornbill-villa', 'HV-02', '2027-08-02', '2027-08-04'),
      confirmedByB: await existing('hornbill-villa', 'HV-03', '2027-08-10', '2027-08-12'),
      paidByB: await existing('hornbill-villa', 'HV-01', '2027-09-02', '2027-09-04'),
    };
    const ended = await interleave(
      [pay(() => ids.paidByA), confirm(() => ids.confirmedByA)],
      [confirm(() => ids.confirmedByB), pay(() => ids.paidByB)],
    );
    expect(ended).toEqual(['committed', 'committed']);
    const { kept, recomputed } = await reportTablesKeptAndRecomputed(t.database.db);
    expect(kept).toEqual(recomputed);
  });
});

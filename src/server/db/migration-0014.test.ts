import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMoneyOf, ledgerSums, paymentStatusOf } from '../../domain/folio';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { queryRows } from './client';
import { bookings, moneyMovements } from './schema';
import { seedCatalogue } from './seed';

/**
 * Upgrading a database with money on it across migration 0014 (decision 0112): paid orders, a
 * flagged second payment, desk payments, refunds (processed, failed) and a booking marked paid with
 * no record become ledger rows, and every booking's money computes to the figures it showed.
 */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));

let database: TestDatabase;
let before0014: string;

function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vm-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A booking of ₹17,700 as the old code left it. */
async function oldBooking(
  code: string,
  money: { status: string; paymentStatus: string; advance?: number; remaining: number },
) {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into bookings (booking_id, guest_name, email, check_in, check_out, guests, adults,
          villa_id, villa_name, villa_price, subtotal, taxes, total_amount, advance_amount,
          remaining_amount, status, payment_status, created_at, updated_at)
        values (${code}, 'Asha Rao', 'asha@example.com', '2026-12-01', '2026-12-02', 2, 2,
          'glass-cottage', 'Glass Cottage', 15000, 15000, 2700, 17700, ${money.advance ?? 0},
          ${money.remaining}, ${money.status}, ${money.paymentStatus}, ${at(0)}, ${at(0)})
        returning id`,
  );
  return row!.id;
}
const order = (id: string, booking: string, plan: string, amount: number, paymentId: string) =>
  database.db.execute(
    sql`insert into payment_orders (id, booking_id, provider, plan, amount, status, payment_id, paid_at)
        values (${id}, ${booking}, 'test', ${plan}, ${amount}, 'paid', ${paymentId}, ${at(2)})`,
  );
const desk = (booking: string, amount: number, method: string) =>
  database.db.execute(
    sql`insert into property_payments (booking_id, amount, method, received_by_name, created_at)
        values (${booking}, ${amount}, ${method}, 'Demo Admin', ${at(3)})`,
  );
const refund = (booking: string, amount: number, status: string, key: string, channel = 'test') =>
  database.db.execute(
    sql`insert into refunds (booking_id, channel, payment_id, amount, reason, status,
          idempotency_key, requested_by_name, created_at, processed_at)
        values (${booking}, ${channel}, ${channel === 'manual' ? null : 'pay_' + key}, ${amount},
          'old refund', ${status}, ${key}, 'Demo Admin', ${at(4)},
          ${status === 'pending' ? null : at(5)})`,
  );

const ids: Record<string, string> = {};
const before: Record<string, { paymentStatus: string; remainingAmount: number }> = {};

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  before0014 = migrationsUpTo('0013_history_tables');
  await database.migrate(before0014);
  await seedCatalogue(database.db, at(0), { homePage: false, pricingRules: false });

  ids.full = await oldBooking('VM-FULL', {
    status: 'confirmed',
    paymentStatus: 'paid',
    remaining: 0,
  });
  await order('order_full', ids.full, 'full', 17700, 'pay_full');

  ids.half = await oldBooking('VM-HALF', {
    status: 'confirmed',
    paymentStatus: 'advance_paid',
    advance: 8850,
    remaining: 8850,
  });
  await order('order_half', ids.half, 'half', 8850, 'pay_half');

  ids.halfDesk = await oldBooking('VM-HALFDESK', {
    status: 'confirmed',
    paymentStatus: 'paid',
    advance: 8850,
    remaining: 0,
  });
  await order('order_hd', ids.halfDesk, 'half', 8850, 'pay_hd');
  await desk(ids.halfDesk, 8850, 'cash');

  ids.transfer = await oldBooking('VM-TRANSFER', {
    status: 'confirmed',
    paymentStatus: 'advance_paid',
    advance: 8850,
    remaining: 8850,
  });
  await desk(ids.transfer, 8850, 'bank_transfer');

  // Staff "confirm" marked it paid with no record of the money.
  ids.confirmed = await oldBooking('VM-CONFIRMED', {
    status: 'confirmed',
    paymentStatus: 'paid',
    remaining: 0,
  });

  ids.refunded = await oldBooking('VM-REFUNDED', {
    status: 'cancelled',
    paymentStatus: 'refunded',
    remaining: 0,
  });
  await order('order_ref', ids.refunded, 'full', 17700, 'pay_ref');
  await refund(ids.refunded, 17700, 'processed', 'ref-1');

  ids.partial = await oldBooking('VM-PARTIAL', {
    status: 'confirmed',
    paymentStatus: 'partial_refund',
    remaining: 0,
  });
  await order('order_part', ids.partial, 'full', 17700, 'pay_part');
  await refund(ids.partial, 5000, 'processed', 'part-1');
  await refund(ids.partial, 2000, 'failed', 'part-2');

  // Paid, then paid again: the second payment flagged for staff.
  ids.flagged = await oldBooking('VM-FLAGGED', {
    status: 'confirmed',
    paymentStatus: 'paid',
    remaining: 0,
  });
  await order('order_fl', ids.flagged, 'full', 17700, 'pay_fl_1');
  await database.db.execute(
    sql`insert into payment_follow_ups (booking_id, order_id, payment_id, reason, created_at)
        values (${ids.flagged}, 'order_fl', 'pay_fl_2', 'a second payment', ${at(6)})`,
  );

  ids.pending = await oldBooking('VM-PENDING', {
    status: 'pending',
    paymentStatus: 'pending',
    remaining: 17700,
  });

  for (const [k, id] of Object.entries(ids)) {
    const [r] = await queryRows<{ payment_status: string; remaining_amount: number }>(
      database.db,
      sql`select payment_status, remaining_amount from bookings where id = ${id}`,
    );
    before[k] = { paymentStatus: r!.payment_status, remainingAmount: r!.remaining_amount };
  }
  await database.migrate();
});
afterAll(async () => {
  rmSync(before0014, { recursive: true, force: true });
  await database?.drop();
});

const ledgerOf = async (id: string) =>
  database.db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.bookingId, id))
    .orderBy(asc(moneyMovements.occurredAt), asc(moneyMovements.kind));

describe('migration 0014 on a database with money', () => {
  it.each([
    ['full', [['online_payment', 17700]], { received: 17700, refunded: 0, due: 0 }],
    ['half', [['online_payment', 8850]], { received: 8850, refunded: 0, due: 8850 }],
    [
      'halfDesk',
      [
        ['online_payment', 8850],
        ['desk_payment', 8850],
      ],
      { received: 17700, refunded: 0, due: 0 },
    ],
    ['transfer', [['bank_transfer', 8850]], { received: 8850, refunded: 0, due: 8850 }],
    ['confirmed', [['opening_balance', 17700]], { received: 17700, refunded: 0, due: 0 }],
    [
      'refunded',
      [
        ['online_payment', 17700],
        ['refund_requested', 17700],
        ['refund_processed', 17700],
      ],
      { received: 17700, refunded: 17700, due: 0 },
    ],
    [
      'partial',
      [
        ['online_payment', 17700],
        ['refund_requested', 5000],
        ['refund_requested', 2000],
        ['refund_failed', 2000],
        ['refund_processed', 5000],
      ],
      { received: 17700, refunded: 5000, due: 5000 },
    ],
    [
      'flagged',
      [
        ['online_payment', 17700],
        ['unapplied_payment', 17700],
      ],
      { received: 35400, refunded: 0, due: 0 },
    ],
    ['pending', [], { received: 0, refunded: 0, due: 17700 }],
  ])('%s: ledger rows, money, and the status it showed', async (key, rows, money) => {
    const movements = await ledgerOf(ids[key]!);
    expect(movements.map((m) => [m.kind, m.amount]).sort()).toEqual([...rows].sort());
    const [b] = await database.db.select().from(bookings).where(eq(bookings.id, ids[key]!));
    const m = bookingMoneyOf(
      { stayTotal: b!.total, cancelled: b!.status === 'cancelled' },
      movements,
    );
    expect(m).toEqual({ total: 17700, ...money });
    // The status the ledger gives is the one the booking showed (the columns are not rewritten).
    expect(paymentStatusOf(m.total, ledgerSums(movements), b!.paymentStatus)).toBe(
      before[key]!.paymentStatus,
    );
    expect(b).toMatchObject(before[key]!);
  });

  it('keys every copied row once (a second run of the copy would insert nothing)', async () => {
    const keys = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from money_movements group by idempotency_key having count(*) > 1`,
    );
    expect(keys).toEqual([]);
  });
});

import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGuestBooking } from '../booking-records/repository';
import { bookingMoneyRecords } from '../payments/booking-money-service';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { queryRows } from './client';
import { bookingAccessTokens, bookings, paymentFollowUps } from './schema';
import { seedCatalogue } from './seed';

/**
 * Upgrading a database with data across migration 0013 (decision 0110): tokens, follow-ups and the
 * facts read from history are copied before anything is dropped, and keep working.
 */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

let database: TestDatabase;
let before0013: string;

/** The migrations folder with its journal cut after `lastTag`. */
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

async function oldBooking(code: string, status: string, tokenHash: string | null) {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into bookings (booking_id, guest_name, email, check_in, check_out, guests, adults,
          villa_id, villa_name, villa_price, subtotal, taxes, total_amount, remaining_amount,
          status, payment_status, access_token_hash, created_at)
        values (${code}, 'Asha Rao', 'asha@example.com', '2026-12-01', '2026-12-02', 2, 2,
          'glass-cottage', 'Glass Cottage', 15000, 15000, 2700, 17700, 17700,
          ${status}, 'pending', ${tokenHash}, ${at(0)})
        returning id`,
  );
  return row!.id;
}

async function oldActivity(
  bookingUuid: string,
  type: string,
  minute: number,
  newValues: object | null = null,
) {
  await database.db.execute(
    sql`insert into booking_activities (booking_id, activity_type, description, new_values,
          performed_by_name, created_at)
        values (${bookingUuid}, ${type}, ${`${type} (before 0013)`},
          ${newValues ? JSON.stringify(newValues) : null}::jsonb, 'system', ${at(minute)})`,
  );
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  before0013 = migrationsUpTo('0012_browsing_session');
  await database.migrate(before0013);
  await seedCatalogue(database.db, at(0), { homePage: false, pricingRules: false });

  ids.tokens = await oldBooking('VM-TOKENS', 'confirmed', sha256('creation-token'));
  await oldActivity(ids.tokens, 'created', 0);
  await oldActivity(ids.tokens, 'access_link_issued', 1, { tokenHash: sha256('emailed-token') });

  ids.flagged = await oldBooking('VM-FLAGGED', 'confirmed', null);
  await database.db.execute(
    sql`update bookings set payment_status = 'paid', remaining_amount = 0 where id = ${ids.flagged}`,
  );
  await database.db.execute(
    sql`insert into payment_orders (id, booking_id, provider, plan, amount, status, payment_id, paid_at)
        values ('order_flagged', ${ids.flagged}, 'test', 'full', 17700, 'paid', 'pay_first', ${at(2)})`,
  );
  await oldActivity(ids.flagged, 'payment_needs_attention:pay_second', 3, {
    orderId: 'order_flagged',
    paymentId: 'pay_second',
    reason: 'booking already paid; payment pay_second is a duplicate',
  });

  ids.expired = await oldBooking('VM-EXPIRED', 'cancelled', null);
  await oldActivity(ids.expired, 'expired', 4);

  ids.expiredThenCancelled = await oldBooking('VM-REVIVED', 'cancelled', null);
  await oldActivity(ids.expiredThenCancelled, 'expired', 4);
  await oldActivity(ids.expiredThenCancelled, 'payment_received', 5);
  await oldActivity(ids.expiredThenCancelled, 'cancelled', 6);

  ids.guestCancelled = await oldBooking('VM-GUESTCXL', 'cancelled', null);
  await oldActivity(ids.guestCancelled, 'cancelled', 7);
  await oldActivity(ids.guestCancelled, 'cancelled_by_guest', 7, { refundAmount: 8850 });

  await database.migrate();
});
afterAll(async () => {
  rmSync(before0013, { recursive: true, force: true });
  await database?.drop();
});

describe('migration 0013 on a database with data', () => {
  it('moves every access token into booking_access_tokens, and both still open the booking', async () => {
    const tokens = await database.db
      .select({ hash: bookingAccessTokens.tokenHash })
      .from(bookingAccessTokens)
      .where(eq(bookingAccessTokens.bookingId, ids.tokens!));
    expect(tokens.map((t) => t.hash).sort()).toEqual(
      [sha256('creation-token'), sha256('emailed-token')].sort(),
    );
    const now = at(30);
    for (const token of ['creation-token', 'emailed-token'])
      expect((await findGuestBooking(database.db, 'VM-TOKENS', { token }, now))?.id).toBe(
        ids.tokens,
      );
    expect(await findGuestBooking(database.db, 'VM-TOKENS', { token: 'guess' }, now)).toBe(
      undefined,
    );
    const columns = await queryRows<{ column_name: string }>(
      database.db,
      sql`select column_name from information_schema.columns
          where table_name = 'bookings' and column_name = 'access_token_hash'`,
    );
    expect(columns).toEqual([]);
  });

  it('keeps the history and removes only the token rows from it', async () => {
    const rows = await queryRows<{ booking_id: string; activity_type: string }>(
      database.db,
      sql`select booking_id, activity_type from booking_activities order by created_at, activity_type`,
    );
    expect(rows.filter((r) => r.booking_id === ids.tokens).map((r) => r.activity_type)).toEqual([
      'created',
    ]);
    expect(rows).toHaveLength(8); // the 9 written before, less the access_link_issued row
    expect(rows.filter((r) => r.booking_id === ids.flagged).map((r) => r.activity_type)).toEqual([
      'payment_needs_attention',
    ]);
  });

  it('copies the flagged payment into payment_follow_ups, which refunds and the booking page read', async () => {
    const followUps = await database.db
      .select()
      .from(paymentFollowUps)
      .where(eq(paymentFollowUps.bookingId, ids.flagged!));
    expect(followUps).toMatchObject([
      {
        orderId: 'order_flagged',
        paymentId: 'pay_second',
        reason: 'booking already paid; payment pay_second is a duplicate',
        createdAt: at(3),
      },
    ]);
    const [booking] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, ids.flagged!));
    const records = await bookingMoneyRecords(database.db, booking!);
    expect(records.money.attention).toEqual([
      {
        paymentId: 'pay_second',
        channel: 'test',
        available: 17700,
        reason: 'booking already paid; payment pay_second is a duplicate',
      },
    ]);
    expect(records.money.received).toBe(35400);
  });

  it('marks as expired only bookings the expiry job left cancelled, and keeps guest cancellations', async () => {
    const rows = await database.db
      .select({
        id: bookings.id,
        expiredAt: bookings.expiredAt,
        guestCancelRefund: bookings.guestCancelRefund,
      })
      .from(bookings);
    const of = (id: string | undefined) => rows.find((r) => r.id === id);
    expect(of(ids.expired)).toMatchObject({ expiredAt: at(4), guestCancelRefund: null });
    expect(of(ids.expiredThenCancelled)).toMatchObject({ expiredAt: null });
    expect(of(ids.guestCancelled)).toMatchObject({ expiredAt: null, guestCancelRefund: 8850 });
    expect(of(ids.tokens)).toMatchObject({ expiredAt: null, guestCancelRefund: null });
  });
});

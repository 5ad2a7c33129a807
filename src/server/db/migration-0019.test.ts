import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { queryRows } from './client';
import { seedCatalogue } from './seed';

/**
 * Upgrading a database with data across migration 0019 (channels, decision 0122): every existing
 * unit and villa gets an export token, and the rewritten triggers keep blocks and bookings apart.
 */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
let database: TestDatabase;
let before: string;

beforeAll(async () => {
  before = mkdtempSync(path.join(tmpdir(), 'vm-migrations-'));
  cpSync(migrations, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0019');
  writeFileSync(journalFile, JSON.stringify(journal));
  database = await createTestDatabase({ empty: true });
  await database.migrate(before);
  await seedCatalogue(database.db, new Date('2026-11-20T10:00:00Z'), {
    homePage: false,
    pricingRules: false,
  });
  // Raw SQL with the columns a booking had before 0019 (the schema in code has later columns).
  const [booked] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into bookings (booking_id, guest_name, email, check_in, check_out, guests, adults,
          rooms, villa_id, villa_name, villa_price, subtotal, taxes, total_amount, remaining_amount,
          payment_status, status)
        values ('VM0019MIGRATION', 'Test Guest', 'guest@example.com', '2027-01-10', '2027-01-12', 2,
          2, 1, 'kingfisher-villa', 'Kingfisher Villa', 15000, 15000, 2700, 17700, 0, 'paid',
          'confirmed')
        returning id`,
  );
  await database.db.execute(
    sql`insert into booking_units (booking_id, villa_inventory_id, check_in, check_out)
        select ${booked!.id}::uuid, id, '2027-01-10', '2027-01-12' from villa_inventory
        where unit_number = 'KF-01'`,
  );
  await database.migrate();
});
afterAll(async () => {
  await database?.drop();
  rmSync(before, { recursive: true, force: true });
});

describe('migration 0019 on a database with data', () => {
  it('gives every existing unit and villa a 64-hex export token, and new ones get theirs', async () => {
    const [counts] = await queryRows<{
      units: number;
      villas: number;
      tokens: number;
      bad: number;
    }>(
      database.db,
      sql`select (select count(*)::int from villa_inventory) as units, (select count(*)::int from villas) as villas,
            (select count(*)::int from ical_export_tokens) as tokens,
            (select count(*)::int from ical_export_tokens where token !~ '^[0-9a-f]{64}$') as bad`,
    );
    expect(counts!.tokens).toBe(counts!.units + counts!.villas);
    expect(counts!.bad).toBe(0);
    await database.db.execute(
      sql`insert into villa_inventory (villa_id, unit_number, room_type) values ('kingfisher-villa', 'KF-99', 'Villa')`,
    );
    const [t] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ical_export_tokens t join villa_inventory vi on vi.id = t.villa_inventory_id where vi.unit_number = 'KF-99'`,
    );
    expect(t!.n).toBe(1);
  });

  it('the rewritten triggers still keep a block off a booked night', async () => {
    await expect(
      database.db.execute(
        sql`insert into inventory_blocks (villa_inventory_id, block_date, block_type)
            select id, '2027-01-11', 'maintenance' from villa_inventory where unit_number = 'KF-01'`,
      ),
    ).rejects.toThrow();
  });
});

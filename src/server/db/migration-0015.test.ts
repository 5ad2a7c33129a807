import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDocumentsForMovement, documentResortOf } from '../documents/issue-service';
import { loadConfig } from '../env';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { queryRows } from './client';
import { bookings } from './schema';
import { seedCatalogue } from './seed';

/** Upgrading a database with bookings across migration 0015 (tax documents, decision 0114). */
const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
let database: TestDatabase;

function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vm-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.migrate(migrationsBefore('0015_tax_documents'));
  await seedCatalogue(database.db, new Date('2026-11-20T10:00:00Z'), {
    homePage: false,
    pricingRules: false,
  });
  await queryRows(
    database.db,
    sql`insert into bookings (booking_id, guest_name, email, check_in, check_out, guests, adults,
          villa_id, villa_name, villa_price, subtotal, taxes, total_amount, remaining_amount,
          status, payment_status, price_lines)
        values ('VMOLD0015', 'Asha Rao', 'asha@example.com', '2026-12-01', '2026-12-02', 2, 2,
          'glass-cottage', 'Glass Cottage', 15000, 15000, 2700, 17700, 0, 'confirmed', 'paid',
          '[{"kind":"villa","label":"Glass Cottage: ₹15,000 × 1 night","amount":15000}]'::jsonb)`,
  );
  await database.migrate();
});
afterAll(() => database.drop());

describe('migration 0015', () => {
  it('keeps the bookings, and a booking from before it gets its invoice', async () => {
    const [row] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, 'VMOLD0015'));
    expect(row?.total).toBe(17700);
    const now = new Date('2026-11-26T06:00:00Z');
    const doc = await database.db.transaction((tx) =>
      issueDocumentsForMovement(tx, {
        booking: row!,
        movement: { id: 'old-payment', kind: 'payment', amount: 17700, at: now },
        now,
        resort: documentResortOf(loadConfig({})),
      }),
    );
    expect([doc?.number, doc?.totalPaise]).toEqual(['VM/26-27/000001', 1_770_000]);
  });
});

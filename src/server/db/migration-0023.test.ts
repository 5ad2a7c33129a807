import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { queryRows } from './client';
import { seedCatalogue } from './seed';

/** Upgrading a database with an invoice and a charge across migration 0023 (decision 0120). */
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

const invoice = (number: string, serial: number, movement: string, covers?: string) =>
  sql`insert into tax_documents (booking_id, kind, number, financial_year, serial, movement_id,
        taxable_paise, cgst_paise, sgst_paise, total_paise, snapshot, issued_at
        ${covers ? sql`, covers` : sql``})
      select id, 'invoice', ${number}, '26-27', ${serial}, ${movement}, 1500000, 135000, 135000,
        1770000, '{}'::jsonb, now() ${covers ? sql`, ${covers}` : sql``}
      from bookings where booking_id = 'VMOLD0023'`;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  await database.migrate(migrationsBefore('0023_charge_invoices'));
  await seedCatalogue(database.db, new Date('2026-11-20T10:00:00Z'), { homePage: false });
  await queryRows(
    database.db,
    sql`insert into bookings (booking_id, guest_name, email, check_in, check_out, guests, adults,
          villa_id, villa_name, villa_price, subtotal, taxes, total_amount, remaining_amount,
          status, payment_status, price_lines)
        values ('VMOLD0023', 'Asha Rao', 'asha@example.com', '2026-12-01', '2026-12-02', 2, 2,
          'glass-cottage', 'Glass Cottage', 15000, 15000, 2700, 17700, 0, 'confirmed', 'paid',
          '[]'::jsonb)`,
  );
  await queryRows(database.db, invoice('VM/26-27/000001', 1, 'old-payment'));
  await queryRows(
    database.db,
    sql`insert into booking_charges (booking_id, kind, description, quantity, unit_price, tax, amount)
        select id, 'safari', 'Jeep', 1, 2000, 360, 2360 from bookings where booking_id = 'VMOLD0023'`,
  );
  await database.migrate();
});
afterAll(() => database.drop());

describe('migration 0023', () => {
  it('keeps the invoice as the stay’s and the charge uninvoiced; one stay invoice, any charge invoices', async () => {
    const docs = await queryRows<{ covers: string }>(
      database.db,
      sql`select covers from tax_documents`,
    );
    expect(docs).toEqual([{ covers: 'stay' }]);
    const charges = await queryRows<{ invoice_id: string | null }>(
      database.db,
      sql`select invoice_id from booking_charges`,
    );
    expect(charges).toEqual([{ invoice_id: null }]);
    await expect(
      queryRows(database.db, invoice('VM/26-27/000002', 2, 'second-stay')),
    ).rejects.toThrow();
    await queryRows(database.db, invoice('VM/26-27/000003', 3, 'p:charges', 'charges'));
    await queryRows(database.db, invoice('VM/26-27/000004', 4, 'q:charges', 'charges'));
    await expect(
      queryRows(database.db, invoice('VM/26-27/000005', 5, 'r', 'extras')),
    ).rejects.toThrow();
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { villas } from './schema';
import { seedCatalogue } from './seed';

/** App processes starting together on an empty database each seed the catalogue (bootstrap). */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('seedCatalogue', () => {
  it('run by several starts at once on an empty database: one seeds, the others find it seeded, none fails', async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => seedCatalogue(database.db, now)),
    );
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const [row] = await database.db.select({ n: count() }).from(villas);
    expect(row!.n).toBeGreaterThan(0);
  });
});

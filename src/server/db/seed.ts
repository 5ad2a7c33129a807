import { count, sql } from 'drizzle-orm';
import type { Db } from './client';
import { packages, pricingRules, safariOptions, villaInventory, villas } from './schema';
import {
  SEED_PACKAGES,
  SEED_SAFARI_OPTIONS,
  SEED_VILLAS,
  seedPricingRules,
  seedUnits,
} from './seed-data';
import { seedHomePage } from './seed-home';

export type SeedResult = { seeded: boolean };

/** Serialises seeding across app processes that start at once on an empty database. */
const SEED_LOCK_KEY = 727274003;

/**
 * Seeds the demo catalogue on an empty database, in one transaction. Running it again changes
 * nothing: the catalogue is only written when there are no villas yet. Two processes starting
 * together on an empty database take turns (an advisory lock held until commit): the second sees
 * the first's villas instead of failing its start on their ids.
 */
export async function seedCatalogue(
  db: Db,
  now: Date,
  /**
   * For a database migrated only part of the way (migration tests): `homePage: false` before the
   * home page (0022), `pricingRules: false` before rules had a minimum stay (0021).
   */
  opts: { homePage?: boolean; pricingRules?: boolean } = {},
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (opts.homePage !== false) await seedHomePage(tx, now);
    const [row] = await tx.select({ n: count() }).from(villas);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    await tx.insert(villas).values(
      SEED_VILLAS.map((v) => ({
        id: v.id,
        name: v.name,
        description: v.description,
        basePrice: v.basePrice,
        maxGuests: v.maxGuests,
        amenities: [...v.amenities],
        images: [...v.images],
      })),
    );
    await tx.insert(villaInventory).values(seedUnits());
    await tx.insert(packages).values(SEED_PACKAGES).onConflictDoNothing();
    await tx.insert(safariOptions).values(SEED_SAFARI_OPTIONS).onConflictDoNothing();
    if (opts.pricingRules !== false)
      await tx.insert(pricingRules).values(seedPricingRules(now.getUTCFullYear()));
    return { seeded: true };
  });
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import { packagePopularity } from '../../domain/analytics';
import { todayInZone } from '../../domain/dates';
import { reportRanges } from '../../domain/reports';
import {
  PACKAGE_DELETE_REFUSED,
  type packageFormSchema,
  type packageUpdateSchema,
} from '../../domain/admin-forms';
import type { z } from 'zod';
import { recordAudit, type Actor } from '../audit/record';
import type { Db } from '../db/client';
import type { AdminPackage, AdminPackageList } from './admin-contract';
import { bookings, packages } from '../db/schema';
import { AppError, conflict, notFound } from '../http/errors';
import { revenueBy } from '../reports/money-figures';

type PackageCreate = z.output<typeof packageFormSchema>;
type PackageUpdate = z.output<typeof packageUpdateSchema>;

/**
 * Every package with its bookings (not cancelled), this month's Revenue (decision 0113: the same
 * figure as the dashboard and the reports' "This month", by package) and popularity, by name.
 */
export async function listPackagesWithStats(
  db: Db,
  ctx: { now: Date; timeZone: string },
): Promise<AdminPackageList> {
  const month = reportRanges({ period: 'month' }, todayInZone(ctx.now, ctx.timeZone)).current;
  const rows = await db
    .select({
      id: packages.id,
      name: packages.name,
      description: packages.description,
      price: packages.price,
      duration: packages.duration,
      inclusions: packages.inclusions,
      images: packages.images,
      isActive: packages.isActive,
      createdAt: packages.createdAt,
      updatedAt: packages.updatedAt,
      // Per package, the sum of its months' counts (booking_counts, migration 0030), not every booking.
      bookings: sql<number>`(select coalesce(sum(c.bookings), 0) from booking_counts c where c.package_id = "packages"."id" and c.status <> 'cancelled')::int`,
    })
    .from(packages)
    .orderBy(asc(packages.name));
  const earned = new Map(
    (
      await revenueBy(db, month, {
        timeZone: ctx.timeZone,
        where: sql`b.package_id is not null`,
        key: sql`b.package_id`,
      })
    ).map((r) => [r.key, r.revenue]),
  );

  const [stats] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${packages.isActive}))::int`,
      avgValue: sql<number>`coalesce(round(avg(${packages.price})), 0)::float8`,
    })
    .from(packages);

  const items = rows.map((r) => ({
    ...r,
    bookings: Number(r.bookings),
    revenue: earned.get(r.id) ?? 0,
    popularity: packagePopularity(Number(r.bookings)),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return {
    items,
    stats: {
      totalPackages: Number(stats!.total),
      activePackages: Number(stats!.active),
      packageRevenue: items.reduce((s, p) => s + p.revenue, 0),
      avgPackageValue: Number(stats!.avgValue),
      revenuePeriod: month,
    },
  };
}

export async function getPackageWithStats(
  db: Db,
  id: string,
  ctx: { now: Date; timeZone: string },
): Promise<AdminPackage> {
  const { items } = await listPackagesWithStats(db, ctx);
  const found = items.find((p) => p.id === id);
  if (!found) throw notFound(`Package not found: ${id}`);
  return found;
}

const snapshot = (p: typeof packages.$inferSelect) => ({
  name: p.name,
  price: p.price,
  duration: p.duration,
  inclusions: p.inclusions,
  images: p.images,
  isActive: p.isActive,
});

export async function createPackage(db: Db, input: PackageCreate, actor: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({ ...input, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: packages.id })
      .returning();
    if (!row)
      throw new AppError(
        409,
        'DUPLICATE_ENTRY',
        `A package with the ID "${input.id}" already exists`,
        { id: `A package with the ID "${input.id}" already exists` },
      );
    await recordAudit(tx, {
      actor,
      action: 'package.created',
      entityType: 'package',
      entityId: row.id,
      after: snapshot(row),
      at: now,
    });
    return row.id;
  });
}

export async function updatePackage(
  db: Db,
  id: string,
  input: PackageUpdate,
  actor: Actor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
    if (!before) throw notFound(`Package not found: ${id}`);
    const [after] = await tx
      .update(packages)
      .set({ ...input, updatedAt: now })
      .where(eq(packages.id, id))
      .returning();
    const action =
      Object.keys(input).length === 1 && input.isActive !== undefined
        ? input.isActive
          ? 'package.activated'
          : 'package.deactivated'
        : 'package.updated';
    await recordAudit(tx, {
      actor,
      action,
      entityType: 'package',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
      at: now,
    });
    return id;
  });
}

/** Activates or deactivates the named packages; unknown ids are refused (404) and nothing changes. */
export async function setPackagesActive(
  db: Db,
  ids: string[],
  isActive: boolean,
  actor: Actor,
  now: Date,
) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(inArray(packages.id, unique))
      .orderBy(asc(packages.id))
      .for('update');
    const missing = unique.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw notFound(`Package not found: ${missing.join(', ')}`);
    const updated = await tx
      .update(packages)
      .set({ isActive, updatedAt: now })
      .where(inArray(packages.id, unique))
      .returning({ id: packages.id });
    await recordAudit(tx, {
      actor,
      action: isActive ? 'package.bulk_activated' : 'package.bulk_deactivated',
      entityType: 'package',
      entityId: null,
      after: { ids: unique, isActive },
      at: now,
    });
    return updated.length;
  });
}

/** Deletes a package no booking refers to; refused (409, the spec's words) while any booking does. */
export async function deletePackage(db: Db, id: string, actor: Actor, now: Date) {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(packages).where(eq(packages.id, id)).for('update');
      if (!row) throw notFound(`Package not found: ${id}`);
      const [used] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.packageId, id))
        .limit(1);
      if (used) throw conflict(PACKAGE_DELETE_REFUSED);
      await tx.delete(packages).where(eq(packages.id, id));
      await recordAudit(tx, {
        actor,
        action: 'package.deleted',
        entityType: 'package',
        entityId: id,
        before: snapshot(row),
        at: now,
      });
    });
  } catch (err) {
    // A booking committed between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(err)) throw conflict(PACKAGE_DELETE_REFUSED);
    throw err;
  }
}

function isForeignKeyViolation(err: unknown): boolean {
  let current: unknown = err;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

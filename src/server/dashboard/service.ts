import { backupHealth } from '../../domain/backups';
import { listBackups } from '../backups/service';
import { and, count, countDistinct, desc, eq, ne, sql } from 'drizzle-orm';
import { dashboardFigures } from '../../domain/analytics';
import { todayInZone } from '../../domain/dates';
import { rangeInstants, reportRanges } from '../../domain/reports';
import { paymentsReceivedBy, revenueBy } from '../reports/money-figures';
import type { Config } from '../env';
import type { DashboardData } from './contract';
import { ping, type DatabaseKind, type Db } from '../db/client';
import {
  auditLog,
  bookingActivities,
  bookingCounts,
  bookings,
  bookingUnits,
  villaInventory,
  villas,
} from '../db/schema';

export type { DashboardData } from './contract';

const ACTIVITY_LIMIT = 5;
const RECENT_BOOKINGS = 10;

const humanise = (action: string) => {
  const [entity = '', verb = ''] = action.split('.');
  const words = `${entity.replace(/_/g, ' ')} ${verb.replace(/_/g, ' ')}`.trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The newest backup of the embedded database and its health; PostgreSQL backs itself up. */
async function backupStatus(kind: DatabaseKind, dir: string, now: Date) {
  if (kind !== 'pglite') return { health: 'external' as const, lastBackupAt: null };
  const [newest] = await listBackups(dir);
  return {
    health: backupHealth(newest ? new Date(newest.createdAt) : undefined, now),
    lastBackupAt: newest?.createdAt ?? null,
  };
}

/** Everything the dashboard shows, computed from the database through the shared rules. */
export async function loadDashboard(
  db: Db,
  deps: {
    dbKind: DatabaseKind;
    config: Pick<Config, 'razorpay' | 'smtpUrl' | 'resortTz' | 'backupDir'>;
  },
  now: Date,
): Promise<DashboardData> {
  const online = await ping(db);
  const today = todayInZone(now, deps.config.resortTz);

  // Counted by the database: the months' counts (booking_counts, migration 0030) summed per
  // (status, payment status), not one row per booking.
  const facts = await db
    .select({
      status: bookingCounts.status,
      paymentStatus: bookingCounts.paymentStatus,
      n: sql<number>`sum(${bookingCounts.bookings})::int`,
    })
    .from(bookingCounts)
    .groupBy(bookingCounts.status, bookingCounts.paymentStatus);

  // The Revenue card: this month so far, exactly the reports' "This month" (decision 0113).
  const month = reportRanges({ period: 'month' }, today).current;
  const [earned] = await revenueBy(db, month, { timeZone: deps.config.resortTz });
  const [paid] = await paymentsReceivedBy(db, rangeInstants(month, deps.config.resortTz));

  const villaRows = await db.select({ status: villas.status }).from(villas);
  const [units] = await db
    .select({ n: count() })
    .from(villaInventory)
    .where(eq(villaInventory.status, 'available'));
  const [occupied] = await db
    .select({ n: countDistinct(bookingUnits.villaInventoryId) })
    .from(bookingUnits)
    .innerJoin(bookings, eq(bookings.id, bookingUnits.bookingId))
    .where(
      and(
        // check_in <= today < check_out, as the range index of the units' stays reads it
        // (booking_units_dates_idx; check_out > check_in always): tonight's stays, not a scan.
        sql`daterange(${bookingUnits.checkIn}, ${bookingUnits.checkOut}, '[)') @> ${today}::date`,
        ne(bookings.status, 'cancelled'),
        ne(bookings.paymentStatus, 'failed'),
      ),
    );

  const recent = await db
    .select({
      id: bookings.id,
      bookingId: bookings.bookingId,
      guestName: bookings.guestName,
      villaName: bookings.villaName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
      total: bookings.total,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .orderBy(desc(bookings.createdAt))
    .limit(RECENT_BOOKINGS);

  const bookingEvents = await db
    .select({
      id: bookingActivities.id,
      type: bookingActivities.activityType,
      description: bookingActivities.description,
      actor: bookingActivities.performedByName,
      at: bookingActivities.createdAt,
      bookingCode: bookings.bookingId,
    })
    .from(bookingActivities)
    .leftJoin(bookings, eq(bookings.id, bookingActivities.bookingId))
    .orderBy(desc(bookingActivities.createdAt))
    .limit(ACTIVITY_LIMIT);
  const adminEvents = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityId: auditLog.entityId,
      actor: auditLog.actorName,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt))
    .limit(ACTIVITY_LIMIT);

  const recentActivity: DashboardData['recentActivity'] = [
    ...bookingEvents.map((e) => ({
      id: e.id,
      kind: 'booking' as const,
      title: humanise(e.type),
      description: e.bookingCode ? `${e.bookingCode}: ${e.description}` : e.description,
      actor: e.actor,
      at: e.at.toISOString(),
      bookingId: e.bookingCode,
    })),
    ...adminEvents.map((e) => ({
      id: e.id,
      kind: 'admin' as const,
      title: humanise(e.action),
      description: humanise(e.action),
      actor: e.actor,
      at: e.at.toISOString(),
      bookingId: null,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, ACTIVITY_LIMIT);

  const totalUnits = units?.n ?? 0;
  const occupiedTonight = occupied?.n ?? 0;
  return {
    generatedAt: now.toISOString(),
    today,
    figures: dashboardFigures(facts, villaRows.length, {
      period: month,
      revenue: earned?.revenue ?? 0,
      earningBookings: earned?.bookings ?? 0,
      paymentsReceived: paid?.amount ?? 0,
    }),
    recentActivity,
    recentBookings: recent.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    systemStatus: {
      database: { status: online ? 'online' : 'offline', kind: deps.dbKind },
      paymentGateway: deps.config.razorpay ? 'live' : 'demo',
      emailService: deps.config.smtpUrl ? 'live' : 'demo',
      backup: await backupStatus(deps.dbKind, deps.config.backupDir, now),
    },
    propertyOverview: {
      totalVillas: villaRows.length,
      activeVillas: villaRows.filter((v) => v.status === 'active').length,
      totalUnits,
      occupiedTonight,
      availableTonight: Math.max(0, totalUnits - occupiedTonight),
    },
  };
}

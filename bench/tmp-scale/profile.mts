import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/server/db/client';
import { reportRanges, rangeInstants, trendMonths } from '../../src/domain/reports';
import { paymentsReceivedBy, revenueSets } from '../../src/server/reports/money-figures';
import { bookingsBy, bookingSums, stayFigures, bookingFilter } from '../../src/server/reports/period-queries';
import { guestRows } from '../../src/server/reports/guest-rows';
import { discountsGiven } from '../../src/server/reports/discounts';
const d = await openPostgres(process.argv[2]!);
const db = d.db;
const tz = 'Asia/Kolkata';
const period = (process.argv[3] ?? 'year') as 'year';
const { current, previous } = reportRanges(period === ('custom' as string) ? { period: 'custom', from: '2024-01-01', to: '2026-11-22' } as never : { period }, '2026-11-22');
const cur = rangeInstants(current, tz), prev = rangeInstants(previous, tz);
const f = { villaId: undefined, status: 'all' as const };
const trendSpan = trendMonths(current);
const trendRange = { from: trendSpan.range.from, to: current.to };
const span = rangeInstants(trendRange, tz);
const monthKey = (col: any) => sql`to_char(${col} at time zone ${tz}, 'YYYY-MM')`;
const money = { timeZone: tz, where: bookingFilter(f) };
const parts: Record<string, () => Promise<unknown>> = {
  revenueSets: () => revenueSets(db, { byVilla: { range: current, key: sql`b.villa_id` }, prevTotals: { range: previous, key: sql`b.villa_id` }, byPackage: { range: current, key: sql`coalesce(b.package_id, '')` }, months: { range: trendRange, byMonth: true } }, { timeZone: tz, where: bookingFilter(f, false) }),
  paidNow: () => paymentsReceivedBy(db, cur, money),
  paidPrev: () => paymentsReceivedBy(db, prev, money),
  paidMonths: () => paymentsReceivedBy(db, span, { ...money, key: monthKey(sql`m.at`) }),
  bookingsNow: () => bookingsBy(db, cur.start, cur.end, f, sql`'all'`),
  bookingsVilla: () => bookingsBy(db, cur.start, cur.end, f, sql`b.villa_id`),
  bookingsMonths: () => bookingsBy(db, span.start, span.end, f, monthKey(sql`b.created_at`)),
  stays: () => stayFigures(db, current, f),
  sums: () => bookingSums(db, cur.start, cur.end, f, tz),
  guest: () => guestRows(db, current, cur, f, tz),
  discounts: () => discountsGiven(db, current, bookingFilter(f)),
};
for (const [name, fn] of Object.entries(parts)) {
  await fn();
  const t = performance.now();
  for (let i = 0; i < 3; i++) await fn();
  console.log(name.padEnd(16), ((performance.now() - t) / 3).toFixed(1), 'ms');
}
await d.close();

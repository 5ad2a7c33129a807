import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../domain/dates';
import {
  daysInRange,
  unitNightsAvailable,
  type DateRange,
  type ReportQuery,
} from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import { wholeMonths } from '../../domain/report-months';
import { SOLD } from './money-figures';
import { partialSpans } from './revenue-sets';

/**
 * The Reports screen's figures other than money (docs/decisions/0081): bookings made in a period
 * (by creation date), the stay nights sold and the unit-nights available, summed by PostgreSQL.
 */

export type Filters = { villaId: string | undefined; status: ReportQuery['status'] };

export const num = (v: unknown) => Number(v ?? 0);
export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const day = (d: string) => sql`${d}::date`;

/** Bookings narrowed by the Villa and Status filters (alias b). */
export function bookingFilter(f: Filters, withStatus = true): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.villaId) parts.push(sql`b.villa_id = ${f.villaId}`);
  if (withStatus && f.status !== 'all') parts.push(sql`b.status = ${f.status}`);
  return sql`(${sql.join(parts, sql` and `)})`;
}

/** Bookings made in [start, end), grouped by `key`. */
export async function bookingsBy(db: Db, start: Date, end: Date, f: Filters, key: SQL) {
  const rows = await queryRows<{ key: string | null; n: unknown }>(
    db,
    sql`select ${key} as key, count(*)::int as n from bookings b
         where b.created_at >= ${ts(start)} and b.created_at < ${ts(end)} and ${bookingFilter(f)}
         group by 1`,
  );
  return new Map(rows.map((r) => [r.key, num(r.n)]));
}

export const sum = <T>(rows: readonly T[], pick: (r: T) => number) =>
  rows.reduce((s, r) => s + pick(r), 0);

/** Per villa: units, blocked unit-nights and nights sold in the range. */
export async function stayFigures(db: Db, range: DateRange, f: Filters) {
  const end = addDays(range.to, 1);
  const villaClause = f.villaId ? sql`and vi.villa_id = ${f.villaId}` : sql``;
  const units = await queryRows<{ villa_id: string; units: unknown; blocked: unknown }>(
    db,
    sql`select vi.villa_id, count(*)::int as units,
               (select count(*) from inventory_blocks ib join villa_inventory v2 on v2.id = ib.villa_inventory_id
                 where v2.villa_id = vi.villa_id and v2.status = 'available'
                   and ib.block_date >= ${day(range.from)} and ib.block_date < ${day(end)})::int as blocked
          from villa_inventory vi where vi.status = 'available' ${villaClause}
         group by vi.villa_id`,
  );
  // Nights sold: the whole months of the range from `night_months` (migration 0032, decision
  // 0164), the partial months at its ends from the units directly; a sum of whole nights either way.
  const w = wholeMonths(range);
  const spans: [string, string][] = w ? partialSpans(range) : [[range.from, end]];
  const direct = spans.map(
    ([a, b]) => sql`
      select b.villa_id, sum(greatest(0, least(bu.check_out, ${day(b)}) - greatest(bu.check_in, ${day(a)})))::int as nights
        from booking_units bu join bookings b on b.id = bu.booking_id
       where bu.status in ('reserved', 'occupied')
         and daterange(bu.check_in, bu.check_out, '[)') && daterange(${day(a)}, ${day(b)}, '[)')
         and b.status in ${SOLD} and ${bookingFilter(f, false)}
       group by b.villa_id`,
  );
  if (w)
    direct.push(sql`
      select b.villa_id, sum(b.nights)::int as nights from night_months b
       where (b.month >= ${day(w.from)} and b.month < ${day(w.end)}) and ${bookingFilter(f, false)}
       group by b.villa_id`);
  const sold = await queryRows<{ villa_id: string; nights: unknown }>(
    db,
    sql`select s.villa_id, sum(s.nights)::int as nights
          from (${sql.join(direct, sql` union all `)}) s group by s.villa_id`,
  );
  const days = daysInRange(range);
  const byVilla = new Map<string, { available: number; nights: number }>();
  for (const u of units)
    byVilla.set(u.villa_id, {
      available: unitNightsAvailable(num(u.units), days, num(u.blocked)),
      nights: 0,
    });
  for (const s of sold) {
    const entry = byVilla.get(s.villa_id) ?? { available: 0, nights: 0 };
    entry.nights = num(s.nights);
    byVilla.set(s.villa_id, entry);
  }
  return byVilla;
}

/** Bookings made in the range (all statuses): the conversion, cancellation, stay and lead-time sums. */
export async function bookingSums(db: Db, start: Date, end: Date, f: Filters, tz: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*)::int as created,
               (count(*) filter (where b.status in ${SOLD}))::int as confirmed,
               (count(*) filter (where b.status = 'cancelled'))::int as cancelled,
               (count(*) filter (where b.status <> 'cancelled'))::int as stays,
               coalesce(sum(b.check_out - b.check_in) filter (where b.status <> 'cancelled'), 0)::int as stay_nights,
               coalesce(sum(greatest(0, b.check_in - (b.created_at at time zone ${tz})::date))
                        filter (where b.status <> 'cancelled'), 0)::int as lead_days
          from bookings b
         where b.created_at >= ${ts(start)} and b.created_at < ${ts(end)} and ${bookingFilter(f, false)}`,
  );
  return {
    created: num(row?.created),
    confirmed: num(row?.confirmed),
    cancelled: num(row?.cancelled),
    stays: num(row?.stays),
    stayNights: num(row?.stay_nights),
    leadDays: num(row?.lead_days),
  };
}

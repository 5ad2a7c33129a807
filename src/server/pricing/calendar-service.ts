import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../domain/dates';
import { calendarDays, type CalendarDay, type NightCount } from '../../domain/calendar-days';
import type { PriceOverride, PricedVilla, PricingRule } from '../../domain/pricing';
import { queryRows, type Db } from '../db/client';
import { freeUnitsSql, heldRoomsSql, holdScopeOf, type OwnHold } from '../availability/service';

type CalendarRow = {
  villas: PricedVilla[];
  rules: PricingRule[];
  overrides: (PriceOverride & { villaId: string })[];
  counts: NightCount[];
};

/**
 * One month of the selling calendar in one query (decision 0126): the villas, the pricing rules and
 * overrides of the month, and each night's free units and others' held rooms, counted by the same
 * SQL as GET /api/availability for a one-night stay. Prices and restrictions are then the domain's
 * (`nightlyRate`, `nightRestrictions`), the quote's own functions.
 */
export async function monthCalendar(
  db: Db,
  q: {
    villaId: string | null;
    first: IsoDate;
    last: IsoDate;
    rooms: number;
    today: IsoDate;
    now: Date;
    ownHold: OwnHold | null;
  },
): Promise<CalendarDay[] | null> {
  const villaFilter = q.villaId ? sql`and v.id = ${q.villaId}` : sql``;
  const night = {
    villaId: sql`v.id`,
    checkIn: sql`d.night::date`,
    checkOut: sql`(d.night::date + 1)`,
    today: sql`${q.today}::date`,
  };
  const [row] = await queryRows<CalendarRow>(
    db,
    sql`select
          (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'basePrice', v.base_price) order by v.id), '[]'::json)
             from villas v where v.status = 'active' ${villaFilter}) as villas,
          (select coalesce(json_agg(json_build_object(
                    'name', r.name, 'villaId', r.villa_id, 'priceModifier', r.price_modifier::float8, 'isActive', r.is_active,
                    'startDate', r.start_date, 'endDate', r.end_date, 'daysOfWeek', r.days_of_week,
                    'minNights', r.min_nights, 'closedToArrival', r.closed_to_arrival)), '[]'::json)
             from pricing_rules r
             where r.is_active ${q.villaId ? sql`and (r.villa_id is null or r.villa_id = ${q.villaId})` : sql``}
               and (r.start_date is null or r.start_date <= ${q.last}::date)
               and (r.end_date is null or r.end_date >= ${q.first}::date)) as rules,
          (select coalesce(json_agg(json_build_object('villaId', a.villa_id, 'date', a.date, 'priceOverride', a.price_override,
                    'minNights', a.min_nights, 'closedToArrival', a.closed_to_arrival)), '[]'::json)
             from availability a
             where a.date >= ${q.first}::date and a.date <= ${q.last}::date
               ${q.villaId ? sql`and a.villa_id = ${q.villaId}` : sql``}) as overrides,
          (select coalesce(json_agg(json_build_object(
                    'villaId', v.id, 'date', to_char(d.night, 'YYYY-MM-DD'),
                    'free', (select count(*)::int from ${freeUnitsSql(night)}),
                    'held', (${heldRoomsSql(night, holdScopeOf(q.now, q.ownHold))}))), '[]'::json)
             from villas v
             cross join generate_series(${q.first}::date, ${q.last}::date, interval '1 day') as d(night)
             where v.status = 'active' ${villaFilter}) as counts`,
  );
  if (!row || (q.villaId && row.villas.length === 0)) return null;
  return calendarDays({ ...row, first: q.first, last: q.last, today: q.today, rooms: q.rooms });
}

const CALENDAR_MONTHS_AHEAD = 13;

/** The first and last month the calendar answers for: last month to a year ahead (and a bit). */
export function calendarWindow(today: IsoDate): { from: string; to: string } {
  return {
    from: addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7),
    to: monthAfter(today.slice(0, 7), CALENDAR_MONTHS_AHEAD),
  };
}

function monthAfter(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

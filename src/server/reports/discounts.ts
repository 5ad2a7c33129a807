import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../domain/dates';
import type { DateRange } from '../../domain/reports';
import { queryRows, type Db } from '../db/client';
import { SOLD } from './money-figures';

/**
 * Promo discounts given in a period (decision 0128, "Reports"): the pre-tax `discount_amount` of
 * sold bookings (the statuses whose nights Revenue counts at their price, decision 0113), dated
 * like Revenue — spread evenly over the stay's nights, each booking's part of the period rounded to
 * the rupee — so the figure sits beside the Revenue it reduced. Cancelled, no-show and pending
 * bookings gave no discount (they earn only what they kept). `where` narrows the bookings (alias b).
 */
export type DiscountsGiven = {
  total: number;
  bookings: number;
  byCode: { code: string; amount: number; bookings: number }[];
};

export async function discountsGiven(
  db: Db,
  range: DateRange,
  where: SQL,
): Promise<DiscountsGiven> {
  const from = sql`${range.from}::date`;
  const end = sql`${addDays(range.to, 1)}::date`;
  const rows = await queryRows<{ code: string; amount: unknown; bookings: unknown }>(
    db,
    sql`select coalesce(b.promo_code, '') as code,
               sum(round((b.discount_amount::float8
                          * greatest(0, least(b.check_out, ${end}) - greatest(b.check_in, ${from}))
                          / (b.check_out - b.check_in))::numeric))::bigint as amount,
               count(*)::int as bookings
          from bookings b
         where b.discount_amount > 0 and b.status in ${SOLD}
           and b.check_in < ${end} and b.check_out > ${from} and ${where}
         group by 1
         order by 2 desc, 1`,
  );
  const byCode = rows.map((r) => ({
    code: r.code,
    amount: Number(r.amount ?? 0),
    bookings: Number(r.bookings ?? 0),
  }));
  return {
    total: byCode.reduce((s, r) => s + r.amount, 0),
    bookings: byCode.reduce((s, r) => s + r.bookings, 0),
    byCode,
  };
}

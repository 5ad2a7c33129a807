import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates';
import { SOLD } from './money-figures';

/**
 * "Home" charges (decision 0167): a charge on a resort day of the month its booking's stay lies
 * wholly in, when that stay earned something (its rounded whole part, the expression of
 * `revenue_months`, is not 0). For any range holding that month whole, such a charge's part is its
 * whole pre-tax amount and its booking is already counted by the stay in the month's row of
 * `revenue_months` (migration 0029): so its revenue adds to that month's row and its booking adds
 * nothing, exactly as when it was read item by item. Every other charge is still read directly.
 * Read from `charge_figures` (migration 0033), whose days are those of `report_zone`.
 */

/** The charge's rounded whole part (`share` over a span covering its one day). */
const chargePart = (cf: SQL) => sql`round((${cf}.value * 1 / 1)::numeric)::bigint`;

/** Whether the charge (alias `cf` of charge_figures) is a home charge. */
export const homeCharge = (cf: SQL) =>
  sql`(${cf}.check_out <= (date_trunc('month', ${cf}.check_in::timestamp) + interval '1 month')::date
       and date_trunc('month', ${cf}.day::timestamp) = date_trunc('month', ${cf}.check_in::timestamp)
       and round((${cf}.revenue_value * (${cf}.check_out - ${cf}.check_in)
                  / (${cf}.check_out - ${cf}.check_in))::numeric)::bigint <> 0)`;

/**
 * The home charges of the months [from, end) as rows of `revenue_months`' shape (month, villa_id,
 * package_id, status, revenue, bookings 0), narrowed by `where` over `b` (villa_id, package_id,
 * status).
 */
export function homeChargeMonths(from: IsoDate, end: IsoDate, where: SQL): SQL {
  return sql`
    select date_trunc('month', b.day::timestamp)::date as month, b.villa_id, b.package_id, b.status,
           sum(${chargePart(sql`b`)})::bigint as revenue, 0 as bookings
      from charge_figures b
     where b.status in ${SOLD} and b.day >= ${from}::date and b.day < ${end}::date
       and ${homeCharge(sql`b`)} and ${where}
     group by 1, 2, 3, 4`;
}

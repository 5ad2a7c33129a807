import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';

/*
 * The report tables the database keeps by triggers (migrations 0028–0033, decisions 0154, 0159,
 * 0164), each as it is kept and as it is recomputed from its sources with plain SQL (the SQL the
 * figures were computed with before the tables existed): a test writes, then compares the two.
 */

export const RECOMPUTED_MONTHS = sql`
  select to_char(date_trunc('month', check_in::timestamp), 'YYYY-MM-DD') as month, villa_id,
         package_id, status,
         sum(round((revenue_value * (check_out - check_in) / (check_out - check_in))::numeric))::bigint as revenue,
         (count(*) filter (where round((revenue_value * (check_out - check_in) / (check_out - check_in))::numeric) <> 0))::int as bookings,
         count(*)::int as stays
    from booking_figures
   where to_char(check_in, 'YYYY-MM') = to_char(check_out - 1, 'YYYY-MM')
   group by 1, 2, 3, 4 order by 1, 2, 3, 4`;

export const KEPT_MONTHS = sql`
  select month::text as month, villa_id, package_id, status, revenue, bookings, stays
    from revenue_months order by 1, 2, 3, 4`;

/** The booking counts of migration 0030, and the same counted from the bookings. */
export const RECOMPUTED_COUNTS = sql`
  select to_char(date_trunc('month', check_in::timestamp), 'YYYY-MM-DD') as month, villa_id,
         package_id, status, payment_status, count(*)::int as bookings
    from bookings group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;

export const KEPT_COUNTS = sql`
  select month::text as month, villa_id, package_id, status, payment_status, bookings
    from booking_counts order by 1, 2, 3, 4, 5`;

/** The totals of migration 0031, and the same grouped from the ledger and the bookings. */
export const RECOMPUTED_PAYMENTS = sql`
  select to_char(date_trunc('month', mm.occurred_at at time zone z.zone), 'YYYY-MM-DD') as month, f.villa_id,
         sum(case when mm.kind in ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance', 'unapplied_payment') then mm.amount
                  when mm.kind = 'refund_requested' then -mm.amount else mm.amount end)::bigint as amount,
         count(*)::int as movements
    from money_movements mm join booking_figures f on f.booking_id = mm.booking_id cross join report_zone z
   where mm.kind in ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance', 'unapplied_payment', 'refund_requested', 'refund_failed')
   group by 1, 2 order by 1, 2`;

export const KEPT_PAYMENTS = sql`
  select month::text as month, villa_id, amount, movements from payment_months order by 1, 2`;

export const RECOMPUTED_MADE = sql`
  select to_char(date_trunc('month', b.created_at at time zone z.zone), 'YYYY-MM-DD') as month, b.villa_id,
         b.package_id, b.status, count(*)::int as bookings, sum(b.check_out - b.check_in)::int as nights,
         sum(greatest(0, b.check_in - (b.created_at at time zone z.zone)::date))::int as lead_days
    from bookings b cross join report_zone z group by 1, 2, 3, 4 order by 1, 2, 3, 4`;

export const KEPT_MADE = sql`
  select month::text as month, villa_id, package_id, status, bookings, nights, lead_days
    from made_months order by 1, 2, 3, 4`;

export const RECOMPUTED_NIGHTS = sql`
  select to_char(m.month, 'YYYY-MM-DD') as month, f.villa_id,
         sum(least(bu.check_out, (m.month + interval '1 month')::date) - greatest(bu.check_in, m.month::date))::int as nights,
         count(*)::int as units
    from booking_units bu join booking_figures f on f.booking_id = bu.booking_id
   cross join lateral generate_series(date_trunc('month', bu.check_in::timestamp), (bu.check_out - 1)::timestamp,
                                      interval '1 month') m(month)
   where f.status in ('confirmed', 'checked_in', 'checked_out', 'completed')
   group by 1, 2 order by 1, 2`;

/** The charges' rows of migration 0033, and the same from booking_charges and booking_figures. */
export const RECOMPUTED_CHARGES = sql`
  select c.id::text as charge_id, c.booking_id::text as booking_id,
         to_char((c.created_at at time zone z.zone)::date, 'YYYY-MM-DD') as day, (c.amount - c.tax)::float8 as value,
         f.villa_id, f.package_id, f.status, f.email, f.check_in::text as check_in, f.check_out::text as check_out,
         f.revenue_value
    from booking_charges c join booking_figures f on f.booking_id = c.booking_id cross join report_zone z
   where c.voided_at is null order by 1`;

export const KEPT_CHARGES = sql`
  select charge_id::text as charge_id, booking_id::text as booking_id, day::text as day, value, villa_id,
         package_id, status, email, check_in::text as check_in, check_out::text as check_out, revenue_value
    from charge_figures order by 1`;

export const KEPT_NIGHTS = sql`select month::text as month, villa_id, nights, units from night_months order by 1, 2`;

export const RECOMPUTED_BOOKINGS = sql`
  select b0.id as booking_id, b0.email, b0.guest_name,
         nullif(concat_ws(' ', b0.country_code, b0.phone), '') as phone,
         b0.villa_id, b0.package_id, b0.status, b0.check_in::text as check_in,
         b0.check_out::text as check_out, b0.created_at,
         case when b0.status in ('confirmed', 'checked_in', 'checked_out', 'completed')
              then greatest(0, b0.subtotal - r.price_refund * r.ratio)
              else least(k.total, greatest(0, l.received - k.refunded)) * r.ratio end as revenue_value,
         (select coalesce(sum(case when mm.kind in ('online_payment', 'bank_transfer', 'desk_payment',
                                                    'opening_balance', 'unapplied_payment') then mm.amount
                                   when mm.kind = 'refund_requested' then -mm.amount
                                   when mm.kind = 'refund_failed' then mm.amount else 0 end), 0)::bigint
            from money_movements mm where mm.booking_id = b0.id) as payments_received
    from bookings b0
   cross join lateral (
     select coalesce(sum(m.amount) filter (where m.kind in ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance')), 0)::float8 as received,
            coalesce(sum(m.amount) filter (where m.kind = 'unapplied_payment'), 0)::float8 as unapplied,
            coalesce(sum(case m.kind when 'refund_requested' then m.amount
                                     when 'refund_failed' then -m.amount else 0 end), 0)::float8 as refunded
       from money_movements m where m.booking_id = b0.id) l
   cross join lateral (
     select coalesce(sum(c.amount), 0)::float8 as total, coalesce(sum(c.amount - c.tax), 0)::float8 as ex_tax
       from booking_charges c where c.booking_id = b0.id and c.voided_at is null) ch
   cross join lateral (
     select (b0.total_amount + ch.total)::float8 as total,
            greatest(0, greatest(0, l.refunded) - l.unapplied) as refunded) k
   cross join lateral (
     select case when k.total > 0 then (b0.subtotal + ch.ex_tax) / k.total else 0 end as ratio,
            greatest(0, k.refunded - greatest(0, l.received - k.total)) as price_refund) r
   order by 1`;

export const KEPT_BOOKINGS = sql`
  select booking_id, email, guest_name, phone, villa_id, package_id, status, check_in::text as check_in,
         check_out::text as check_out, created_at, revenue_value, payments_received
    from booking_figures order by 1`;

/** The guest list's rows as they were computed before migration 0028 (bookings by e-mail, staff rows). */
export const RECOMPUTED_GUESTS = sql`
  with b as (
    select lower(email) as email, count(*)::int as bookings, min(created_at) as first_booking,
           max(created_at) as last_booking,
           (array_agg(guest_name order by created_at desc, id))[1] as name,
           (array_agg(nullif(concat_ws(' ', country_code, phone), '') order by created_at desc, id))[1] as phone
      from bookings group by lower(email)
  ), paid as (
    select lower(x.email) as email,
           sum(case when mm.kind in ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance',
                                     'unapplied_payment') then mm.amount
                    when mm.kind = 'refund_requested' then -mm.amount
                    when mm.kind = 'refund_failed' then mm.amount else 0 end)::bigint as amount
      from money_movements mm join bookings x on x.id = mm.booking_id group by 1
  )
  select coalesce(gu.email, b.email) as email, coalesce(gu.name, b.name) as name,
         coalesce(gu.phone, b.phone) as phone, coalesce(b.bookings, 0) as bookings, b.first_booking,
         b.last_booking, least(gu.created_at, b.first_booking) as joined_at,
         gu.anonymised_at is not null as anonymised, coalesce(paid.amount, 0)::bigint as payments_received
    from b full outer join guests gu on gu.email = b.email
    left join paid on paid.email = coalesce(gu.email, b.email)
   order by 1`;

export const KEPT_GUESTS = sql`
  select email, name, phone, bookings, first_booking, last_booking, joined_at, anonymised, payments_received
    from guest_figures order by 1`;

const PAIRS = {
  booking_figures: [KEPT_BOOKINGS, RECOMPUTED_BOOKINGS],
  guest_figures: [KEPT_GUESTS, RECOMPUTED_GUESTS],
  revenue_months: [KEPT_MONTHS, RECOMPUTED_MONTHS],
  booking_counts: [KEPT_COUNTS, RECOMPUTED_COUNTS],
  payment_months: [KEPT_PAYMENTS, RECOMPUTED_PAYMENTS],
  made_months: [KEPT_MADE, RECOMPUTED_MADE],
  night_months: [KEPT_NIGHTS, RECOMPUTED_NIGHTS],
  charge_figures: [KEPT_CHARGES, RECOMPUTED_CHARGES],
} as const;

/** Every report table as kept and as recomputed, by table name (equal when the triggers kept up). */
export async function reportTablesKeptAndRecomputed(db: Db) {
  const kept: Record<string, unknown[]> = {};
  const recomputed: Record<string, unknown[]> = {};
  for (const [table, [k, r]] of Object.entries(PAIRS)) {
    kept[table] = await queryRows(db, k);
    recomputed[table] = await queryRows(db, r);
  }
  return { kept, recomputed };
}

-- Revenue by month (docs/decisions/0159-revenue-months.md): per month, villa, package and status,
-- the Revenue of the stays wholly inside the month (check-in to the last night), each stay's part
-- rounded as any range covering the whole stay rounds it (`round(value × nights / nights)`, the
-- expression of reports/money-figures.ts), how many of them earned something, and how many there
-- are. A report reads the whole months of its ranges here; the stays crossing a month boundary, the
-- partial months at the ends and the charges it reads directly (booking_figures_crossing_idx and
-- the range index), so its figures are the same as a direct computation's.
--
-- Kept by statement triggers on booking_figures (itself kept by the triggers of migration 0028, so
-- every write to bookings, money_movements and booking_charges reaches it), in the write's
-- transaction. A row is recomputed from booking_figures, never incremented.
CREATE TABLE "revenue_months" (
	"month" date NOT NULL,
	"villa_id" text NOT NULL,
	"package_id" text,
	"status" text NOT NULL,
	"revenue" bigint NOT NULL,
	"bookings" integer NOT NULL,
	"stays" integer NOT NULL,
	CONSTRAINT "revenue_months_key" UNIQUE NULLS NOT DISTINCT("month","villa_id","package_id","status")
);
--> statement-breakpoint
CREATE INDEX "booking_figures_crossing_idx" ON "booking_figures" USING gist (daterange("check_in", "check_out", '[)')) WHERE "booking_figures"."check_out" > (date_trunc('month', "booking_figures"."check_in"::timestamp) + interval '1 month')::date;
--> statement-breakpoint
CREATE INDEX "booking_figures_month_idx" ON "booking_figures" USING btree ("villa_id","status","check_in");
--> statement-breakpoint
CREATE FUNCTION refresh_revenue_months(months date[], villas text[], packages text[], statuses text[])
  RETURNS void LANGUAGE sql AS $$
  -- One writer per month and villa at a time, in order: two transactions writing stays of one
  -- month would each sum without the other's stay, and the later would write its sum over the
  -- other's. The lock waits for the other to commit; the statement below (a volatile function's,
  -- with a fresh snapshot) then sees its stay (as refresh_guest_figures, decision 0154).
  -- The locks are 1,024 buckets of (month, villa), so a write of many months (a restore, the
  -- bench's seeder, the backfill below) takes at most 1,024 locks, not one per pair.
  SELECT pg_advisory_xact_lock(20290029, k.bucket)
    FROM (SELECT DISTINCT hashtext(m::text || ' ' || v) & 1023 AS bucket
            FROM unnest(months, villas) AS u(m, v) ORDER BY 1) k;
  WITH k AS (
    SELECT DISTINCT m AS month, v AS villa_id, p AS package_id, s AS status
      FROM unnest(months, villas, packages, statuses) AS u(m, v, p, s)
  ), sums AS (
    SELECT k.month, k.villa_id, k.package_id, k.status, x.revenue, x.bookings, x.stays
      FROM k CROSS JOIN LATERAL (
        SELECT coalesce(sum(w.part), 0)::bigint AS revenue,
               (count(*) FILTER (WHERE w.part <> 0))::int AS bookings, count(*)::int AS stays
          FROM (SELECT round((f.revenue_value * (f.check_out - f.check_in)
                              / (f.check_out - f.check_in))::numeric)::bigint AS part
                  FROM booking_figures f
                 WHERE f.villa_id = k.villa_id AND f.status = k.status
                   AND f.package_id IS NOT DISTINCT FROM k.package_id
                   AND f.check_in >= k.month AND f.check_in < (k.month + interval '1 month')::date
                   AND f.check_out <= (k.month + interval '1 month')::date) w) x
  ), gone AS (
    DELETE FROM revenue_months r USING sums s
     WHERE s.stays = 0 AND r.month = s.month AND r.villa_id = s.villa_id
       AND r.package_id IS NOT DISTINCT FROM s.package_id AND r.status = s.status
  )
  INSERT INTO revenue_months AS r (month, villa_id, package_id, status, revenue, bookings, stays)
  SELECT month, villa_id, package_id, status, revenue, bookings, stays FROM sums WHERE stays > 0
  ON CONFLICT (month, villa_id, package_id, status) DO UPDATE SET
    revenue = excluded.revenue, bookings = excluded.bookings, stays = excluded.stays
  WHERE (r.revenue, r.bookings, r.stays) IS DISTINCT FROM (excluded.revenue, excluded.bookings, excluded.stays);
$$;
--> statement-breakpoint
-- Migration 0028's lock per guest, now per bucket of guests (1,024): one lock per e-mail made a
-- write of more guests than the server's lock table holds (max_locks_per_transaction × connections,
-- 6,400 by default) fail with "out of shared memory" (the bench's seeder at 100,000 bookings: 43,939
-- guests in one transaction). Two guests of one bucket now wait for each other: rare, and brief.
CREATE OR REPLACE FUNCTION refresh_guest_figures(emails text[]) RETURNS void LANGUAGE sql AS $$
  -- One writer per guest at a time, in e-mail order: two transactions booking for one guest would
  -- each count only their own booking and the later would write its count over the other's. The
  -- lock waits for the other to commit; the statements below (a volatile function's, each with a
  -- fresh snapshot) then see its booking (decision 0154).
  SELECT pg_advisory_xact_lock(20280028, s.bucket)
    FROM (SELECT DISTINCT hashtext(e) & 1023 AS bucket FROM unnest(emails) e ORDER BY 1) s;
  DELETE FROM guest_figures g
   WHERE g.email IN (SELECT unnest(emails))
     AND NOT EXISTS (SELECT 1 FROM booking_figures f WHERE lower(f.email) = g.email)
     AND NOT EXISTS (SELECT 1 FROM guests gu WHERE gu.email = g.email);
  INSERT INTO guest_figures AS g (email, name, phone, bookings, first_booking, last_booking, joined_at,
                                  anonymised, payments_received)
  SELECT coalesce(gu.email, b.email), coalesce(gu.name, b.name), coalesce(gu.phone, b.phone),
         coalesce(b.bookings, 0), b.first_booking, b.last_booking, least(gu.created_at, b.first_booking),
         gu.anonymised_at IS NOT NULL, coalesce(b.paid, 0)
    FROM (SELECT lower(f.email) AS email, (array_agg(f.guest_name ORDER BY f.created_at DESC, f.booking_id))[1] AS name,
                 (array_agg(f.phone ORDER BY f.created_at DESC, f.booking_id))[1] AS phone, count(*)::int AS bookings,
                 min(f.created_at) AS first_booking, max(f.created_at) AS last_booking,
                 sum(f.payments_received)::bigint AS paid
            FROM booking_figures f
           WHERE lower(f.email) IN (SELECT unnest(emails))
           GROUP BY lower(f.email)) b
    FULL JOIN (SELECT * FROM guests WHERE email IN (SELECT unnest(emails))) gu ON gu.email = b.email
  ON CONFLICT (email) DO UPDATE SET
    name = excluded.name, phone = excluded.phone, bookings = excluded.bookings,
    first_booking = excluded.first_booking, last_booking = excluded.last_booking,
    joined_at = excluded.joined_at, anonymised = excluded.anonymised,
    payments_received = excluded.payments_received;
$$;
--> statement-breakpoint
-- A booking's figures written or gone: the months of its stay before and after (when a column a
-- month's row reads changed). Stays crossing a month boundary are in no month's row.
CREATE FUNCTION revenue_months_after_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_revenue_months(k.months, k.villas, k.packages, k.statuses)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas,
                    array_agg(package_id) AS packages, array_agg(status) AS statuses
               FROM (SELECT DISTINCT date_trunc('month', check_in::timestamp)::date AS month,
                            villa_id, package_id, status
                       FROM new_rows
                      WHERE check_out <= (date_trunc('month', check_in::timestamp) + interval '1 month')::date) d) k;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_revenue_months(k.months, k.villas, k.packages, k.statuses)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas,
                    array_agg(package_id) AS packages, array_agg(status) AS statuses
               FROM (SELECT DISTINCT date_trunc('month', r.check_in::timestamp)::date AS month,
                            r.villa_id, r.package_id, r.status
                       FROM (SELECT n.check_in, n.check_out, n.villa_id, n.package_id, n.status
                               FROM new_rows n JOIN old_rows o ON o.booking_id = n.booking_id
                              WHERE (n.villa_id, n.package_id, n.status, n.check_in, n.check_out, n.revenue_value)
                                    IS DISTINCT FROM
                                    (o.villa_id, o.package_id, o.status, o.check_in, o.check_out, o.revenue_value)
                             UNION ALL
                             SELECT o.check_in, o.check_out, o.villa_id, o.package_id, o.status
                               FROM new_rows n JOIN old_rows o ON o.booking_id = n.booking_id
                              WHERE (n.villa_id, n.package_id, n.status, n.check_in, n.check_out, n.revenue_value)
                                    IS DISTINCT FROM
                                    (o.villa_id, o.package_id, o.status, o.check_in, o.check_out, o.revenue_value)) r
                      WHERE r.check_out <= (date_trunc('month', r.check_in::timestamp) + interval '1 month')::date) d) k;
  ELSE
    PERFORM refresh_revenue_months(k.months, k.villas, k.packages, k.statuses)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas,
                    array_agg(package_id) AS packages, array_agg(status) AS statuses
               FROM (SELECT DISTINCT date_trunc('month', check_in::timestamp)::date AS month,
                            villa_id, package_id, status
                       FROM old_rows
                      WHERE check_out <= (date_trunc('month', check_in::timestamp) + interval '1 month')::date) d) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER revenue_months_on_insert AFTER INSERT ON booking_figures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_after_figures();
--> statement-breakpoint
CREATE TRIGGER revenue_months_on_update AFTER UPDATE ON booking_figures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_after_figures();
--> statement-breakpoint
CREATE TRIGGER revenue_months_on_delete AFTER DELETE ON booking_figures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_after_figures();
--> statement-breakpoint
-- Bookings emptied (TRUNCATE … CASCADE empties booking_figures): no stay is left in any month.
CREATE FUNCTION revenue_months_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE revenue_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER revenue_months_on_truncate AFTER TRUNCATE ON booking_figures
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_months_after_truncate();
--> statement-breakpoint
-- The stays already there.
SELECT refresh_revenue_months(k.months, k.villas, k.packages, k.statuses)
  FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas,
               array_agg(package_id) AS packages, array_agg(status) AS statuses
          FROM (SELECT DISTINCT date_trunc('month', check_in::timestamp)::date AS month,
                       villa_id, package_id, status
                  FROM booking_figures
                 WHERE check_out <= (date_trunc('month', check_in::timestamp) + interval '1 month')::date) d) k;

-- Booking counts by month (docs/decisions/0159-revenue-months.md): per month of check-in, villa,
-- package, status and payment status, how many bookings there are. The dashboard's and the villa
-- and package cards' all-time counts sum these rows (a few per month) instead of every booking.
-- Kept by statement triggers on bookings in the write's transaction; a row is recomputed from the
-- bookings, never incremented, under the lock of its month and villa (refresh_revenue_months').
CREATE TABLE "booking_counts" (
	"month" date NOT NULL,
	"villa_id" text NOT NULL,
	"package_id" text,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"bookings" integer NOT NULL,
	CONSTRAINT "booking_counts_key" UNIQUE NULLS NOT DISTINCT("month","villa_id","package_id","status","payment_status")
);
--> statement-breakpoint
CREATE FUNCTION refresh_booking_counts(months date[], villas text[], packages text[], statuses text[],
                                       payments text[]) RETURNS void LANGUAGE sql AS $$
  -- The lock of refresh_revenue_months (migration 0029): one writer per bucket of (month, villa).
  SELECT pg_advisory_xact_lock(20290029, k.bucket)
    FROM (SELECT DISTINCT hashtext(m::text || ' ' || v) & 1023 AS bucket
            FROM unnest(months, villas) AS u(m, v) ORDER BY 1) k;
  WITH k AS (
    SELECT DISTINCT m AS month, v AS villa_id, p AS package_id, s AS status, ps AS payment_status
      FROM unnest(months, villas, packages, statuses, payments) AS u(m, v, p, s, ps)
  ), sums AS (
    SELECT k.*, (SELECT count(*)::int FROM bookings b
                  WHERE b.villa_id = k.villa_id AND b.check_in >= k.month
                    AND b.check_in < (k.month + interval '1 month')::date
                    AND b.status = k.status AND b.payment_status = k.payment_status
                    AND b.package_id IS NOT DISTINCT FROM k.package_id) AS bookings
      FROM k
  ), gone AS (
    DELETE FROM booking_counts c USING sums s
     WHERE s.bookings = 0 AND c.month = s.month AND c.villa_id = s.villa_id
       AND c.package_id IS NOT DISTINCT FROM s.package_id AND c.status = s.status
       AND c.payment_status = s.payment_status
  )
  INSERT INTO booking_counts AS c (month, villa_id, package_id, status, payment_status, bookings)
  SELECT month, villa_id, package_id, status, payment_status, bookings FROM sums WHERE bookings > 0
  ON CONFLICT (month, villa_id, package_id, status, payment_status) DO UPDATE SET bookings = excluded.bookings
  WHERE c.bookings <> excluded.bookings;
$$;
--> statement-breakpoint
-- Bookings written or deleted: the rows of their keys before and after (when a key column changed).
CREATE FUNCTION booking_counts_after_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_booking_counts(k.m, k.v, k.p, k.s, k.ps)
       FROM (SELECT array_agg(month) AS m, array_agg(villa_id) AS v, array_agg(package_id) AS p,
                    array_agg(status) AS s, array_agg(payment_status) AS ps
               FROM (SELECT DISTINCT date_trunc('month', check_in::timestamp)::date AS month, villa_id,
                            package_id, status, payment_status FROM new_rows) d) k;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_booking_counts(k.m, k.v, k.p, k.s, k.ps)
       FROM (SELECT array_agg(month) AS m, array_agg(villa_id) AS v, array_agg(package_id) AS p,
                    array_agg(status) AS s, array_agg(payment_status) AS ps
               FROM (SELECT DISTINCT date_trunc('month', r.check_in::timestamp)::date AS month, r.villa_id,
                            r.package_id, r.status, r.payment_status
                       FROM new_rows n JOIN old_rows o ON o.id = n.id
                      CROSS JOIN LATERAL (VALUES (n.check_in, n.villa_id, n.package_id, n.status, n.payment_status),
                                                 (o.check_in, o.villa_id, o.package_id, o.status, o.payment_status))
                                 AS r(check_in, villa_id, package_id, status, payment_status)
                      WHERE (n.check_in, n.villa_id, n.package_id, n.status, n.payment_status)
                            IS DISTINCT FROM (o.check_in, o.villa_id, o.package_id, o.status, o.payment_status)) d) k;
  ELSE
    PERFORM refresh_booking_counts(k.m, k.v, k.p, k.s, k.ps)
       FROM (SELECT array_agg(month) AS m, array_agg(villa_id) AS v, array_agg(package_id) AS p,
                    array_agg(status) AS s, array_agg(payment_status) AS ps
               FROM (SELECT DISTINCT date_trunc('month', check_in::timestamp)::date AS month, villa_id,
                            package_id, status, payment_status FROM old_rows) d) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to fire after booking_figures_on_* (a table's triggers fire in name order): every write
-- then takes the guest's lock before the month's (booking_figures → guest_figures, revenue_months,
-- then these), never the month's first, so two writes cannot wait for each other's locks.
CREATE TRIGGER bookings_counted_on_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_after_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_counted_on_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_after_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_counted_on_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_after_bookings();
--> statement-breakpoint
CREATE FUNCTION booking_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE booking_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_counted_on_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_after_truncate();
--> statement-breakpoint
-- The bookings already there.
SELECT refresh_booking_counts(k.m, k.v, k.p, k.s, k.ps)
  FROM (SELECT array_agg(month) AS m, array_agg(villa_id) AS v, array_agg(package_id) AS p,
               array_agg(status) AS s, array_agg(payment_status) AS ps
          FROM (SELECT DISTINCT date_trunc('month', check_in::timestamp)::date AS month, villa_id,
                       package_id, status, payment_status FROM bookings) d) k;

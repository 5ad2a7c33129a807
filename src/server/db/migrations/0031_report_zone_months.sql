CREATE TABLE "made_months" (
	"month" date NOT NULL,
	"villa_id" text NOT NULL,
	"package_id" text,
	"status" text NOT NULL,
	"bookings" integer NOT NULL,
	"nights" integer NOT NULL,
	"lead_days" integer NOT NULL,
	CONSTRAINT "made_months_key" UNIQUE NULLS NOT DISTINCT("month","villa_id","package_id","status")
);
--> statement-breakpoint
CREATE TABLE "payment_months" (
	"month" date NOT NULL,
	"villa_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"movements" integer NOT NULL,
	CONSTRAINT "payment_months_key" UNIQUE("month","villa_id")
);
--> statement-breakpoint
CREATE TABLE "report_zone" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"zone" text NOT NULL,
	CONSTRAINT "report_zone_one_row" CHECK ("report_zone"."id")
);
--> statement-breakpoint
-- Per resort month (docs/decisions/0164-report-zone-months.md): Payments received by month and
-- villa (`payment_months`), bookings made by month of creation, villa, package and status
-- (`made_months`). A report sums the whole months of its ranges here and reads the partial months
-- at the ends directly, so its figures are those of the direct computation. The month is the
-- resort's calendar month of an instant, in the zone of `report_zone` (the app sets it to
-- RESORT_TZ at start; a report in another zone reads everything directly).
--
-- Kept by statement triggers in the write's transaction; a row is recomputed from its sources,
-- never incremented, under an advisory lock per bucket of (month, villa), as revenue_months
-- (migration 0029). Lock classes, always taken in this order within a statement: the guests'
-- (20280028), the stay months' (20290029), the made months' (20310031), the payment months'
-- (20310032); the triggers' names make them fire in that order.
INSERT INTO "report_zone" ("id", "zone") VALUES (true, 'Asia/Kolkata');
--> statement-breakpoint
CREATE FUNCTION refresh_payment_months(months date[], villas text[]) RETURNS void LANGUAGE sql
  -- A write refreshes a few rows: never worth compiling (the planner's estimates for the arrays
  -- are far above jit_above_cost, and compiling took ~300 ms of a 10 ms refresh at 100,000 bookings).
  SET jit = off AS $$
  SELECT pg_advisory_xact_lock(20310032, k.bucket)
    FROM (SELECT DISTINCT hashtext(m::text || ' ' || v) & 1023 AS bucket
            FROM unnest(months, villas) AS u(m, v) ORDER BY 1) k;
  WITH k AS (
    SELECT DISTINCT u.m AS month, u.v AS villa_id, z.zone
      FROM unnest(months, villas) AS u(m, v) CROSS JOIN report_zone z
     WHERE u.m IS NOT NULL AND u.v IS NOT NULL
  ), sums AS (
    SELECT k.month, k.villa_id, x.amount, x.movements
      FROM k CROSS JOIN LATERAL (
        SELECT coalesce(sum((CASE WHEN mm.kind IN ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance', 'unapplied_payment') THEN mm.amount
                                  WHEN mm.kind = 'refund_requested' THEN -mm.amount
                                  WHEN mm.kind = 'refund_failed' THEN mm.amount ELSE 0 END)::bigint), 0)::bigint AS amount,
               count(*)::int AS movements
          FROM money_movements mm
         WHERE mm.kind IN ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance', 'unapplied_payment', 'refund_requested', 'refund_failed')
           AND mm.occurred_at >= (k.month::timestamp AT TIME ZONE k.zone)
           AND mm.occurred_at < ((k.month + interval '1 month')::timestamp AT TIME ZONE k.zone)
           -- The booking's villa by its key (a month's ledger rows, not every booking of the villa).
           AND (SELECT f.villa_id FROM booking_figures f WHERE f.booking_id = mm.booking_id) = k.villa_id) x
  ), gone AS (
    DELETE FROM payment_months p USING sums s
     WHERE s.movements = 0 AND p.month = s.month AND p.villa_id = s.villa_id
  )
  INSERT INTO payment_months AS p (month, villa_id, amount, movements)
  SELECT month, villa_id, amount, movements FROM sums WHERE movements > 0
  ON CONFLICT (month, villa_id) DO UPDATE SET amount = excluded.amount, movements = excluded.movements
  WHERE (p.amount, p.movements) IS DISTINCT FROM (excluded.amount, excluded.movements);
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_made_months(months date[], villas text[], packages text[], statuses text[])
  RETURNS void LANGUAGE sql
  -- A write refreshes a few rows: never worth compiling (the planner's estimates for the arrays
  -- are far above jit_above_cost, and compiling took ~300 ms of a 10 ms refresh at 100,000 bookings).
  SET jit = off AS $$
  SELECT pg_advisory_xact_lock(20310031, k.bucket)
    FROM (SELECT DISTINCT hashtext(m::text || ' ' || v) & 1023 AS bucket
            FROM unnest(months, villas) AS u(m, v) ORDER BY 1) k;
  WITH k AS (
    SELECT DISTINCT u.m AS month, u.v AS villa_id, u.p AS package_id, u.s AS status, z.zone
      FROM unnest(months, villas, packages, statuses) AS u(m, v, p, s) CROSS JOIN report_zone z
  ), sums AS (
    SELECT k.month, k.villa_id, k.package_id, k.status, x.bookings, x.nights, x.lead_days
      FROM k CROSS JOIN LATERAL (
        SELECT count(*)::int AS bookings, coalesce(sum(b.check_out - b.check_in), 0)::int AS nights,
               coalesce(sum(greatest(0, b.check_in - (b.created_at AT TIME ZONE k.zone)::date)), 0)::int AS lead_days
          FROM bookings b
         WHERE b.created_at >= (k.month::timestamp AT TIME ZONE k.zone)
           AND b.created_at < ((k.month + interval '1 month')::timestamp AT TIME ZONE k.zone)
           AND b.villa_id = k.villa_id AND b.status = k.status
           AND b.package_id IS NOT DISTINCT FROM k.package_id) x
  ), gone AS (
    DELETE FROM made_months m USING sums s
     WHERE s.bookings = 0 AND m.month = s.month AND m.villa_id = s.villa_id
       AND m.package_id IS NOT DISTINCT FROM s.package_id AND m.status = s.status
  )
  INSERT INTO made_months AS m (month, villa_id, package_id, status, bookings, nights, lead_days)
  SELECT month, villa_id, package_id, status, bookings, nights, lead_days FROM sums WHERE bookings > 0
  ON CONFLICT (month, villa_id, package_id, status) DO UPDATE SET
    bookings = excluded.bookings, nights = excluded.nights, lead_days = excluded.lead_days
  WHERE (m.bookings, m.nights, m.lead_days) IS DISTINCT FROM (excluded.bookings, excluded.nights, excluded.lead_days);
$$;
--> statement-breakpoint
-- Both tables rebuilt from their sources in one statement each (the backfill below, a change of
-- zone, the bench's seeder): the same sums as the refresh functions, grouped, under every bucket's
-- lock of both classes.
CREATE FUNCTION rebuild_zone_months() RETURNS void LANGUAGE sql
  -- A write refreshes a few rows: never worth compiling (the planner's estimates for the arrays
  -- are far above jit_above_cost, and compiling took ~300 ms of a 10 ms refresh at 100,000 bookings).
  SET jit = off AS $$
  SELECT pg_advisory_xact_lock(20310031, b) FROM generate_series(0, 1023) b;
  SELECT pg_advisory_xact_lock(20310032, b) FROM generate_series(0, 1023) b;
  DELETE FROM made_months;
  DELETE FROM payment_months;
  INSERT INTO made_months (month, villa_id, package_id, status, bookings, nights, lead_days)
  SELECT date_trunc('month', b.created_at AT TIME ZONE z.zone)::date, b.villa_id, b.package_id, b.status,
         count(*)::int, sum(b.check_out - b.check_in)::int,
         sum(greatest(0, b.check_in - (b.created_at AT TIME ZONE z.zone)::date))::int
    FROM bookings b CROSS JOIN report_zone z
   GROUP BY 1, 2, 3, 4;
  INSERT INTO payment_months (month, villa_id, amount, movements)
  SELECT date_trunc('month', mm.occurred_at AT TIME ZONE z.zone)::date, f.villa_id,
         sum((CASE WHEN mm.kind IN ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance', 'unapplied_payment') THEN mm.amount
                   WHEN mm.kind = 'refund_requested' THEN -mm.amount
                   WHEN mm.kind = 'refund_failed' THEN mm.amount ELSE 0 END)::bigint)::bigint,
         count(*)::int
    FROM money_movements mm JOIN booking_figures f ON f.booking_id = mm.booking_id CROSS JOIN report_zone z
   WHERE mm.kind IN ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance', 'unapplied_payment', 'refund_requested', 'refund_failed')
   GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- Ledger rows written or gone: the months of their dates, for their booking's villa. A row whose
-- booking's figures are gone (the booking deleted in the same statement) refreshes every villa of
-- its month.
CREATE FUNCTION payment_months_after_movements() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_payment_months(k.months, k.villas)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas
               FROM (SELECT DISTINCT date_trunc('month', n.occurred_at AT TIME ZONE z.zone)::date AS month, f.villa_id
                       FROM new_rows n CROSS JOIN report_zone z
                       JOIN booking_figures f ON f.booking_id = n.booking_id) d) k;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_payment_months(k.months, k.villas)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas
               FROM (SELECT DISTINCT date_trunc('month', r.occurred_at AT TIME ZONE z.zone)::date AS month, f.villa_id
                       FROM (SELECT n.booking_id, n.occurred_at FROM new_rows n
                             UNION ALL SELECT o.booking_id, o.occurred_at FROM old_rows o) r
                      CROSS JOIN report_zone z
                       JOIN booking_figures f ON f.booking_id = r.booking_id) d) k;
  ELSE
    PERFORM refresh_payment_months(k.months, k.villas)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas
               FROM (SELECT DISTINCT o.month, coalesce(f.villa_id, p.villa_id) AS villa_id
                       FROM (SELECT o.booking_id, date_trunc('month', o.occurred_at AT TIME ZONE z.zone)::date AS month
                               FROM old_rows o CROSS JOIN report_zone z) o
                       LEFT JOIN booking_figures f ON f.booking_id = o.booking_id
                       LEFT JOIN payment_months p ON f.booking_id IS NULL AND p.month = o.month) d) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_months_on_movement_insert AFTER INSERT ON money_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_months_after_movements();
--> statement-breakpoint
CREATE TRIGGER payment_months_on_movement_update AFTER UPDATE ON money_movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_months_after_movements();
--> statement-breakpoint
CREATE TRIGGER payment_months_on_movement_delete AFTER DELETE ON money_movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_months_after_movements();
--> statement-breakpoint
CREATE FUNCTION payment_months_after_truncate() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  TRUNCATE payment_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_months_on_movement_truncate AFTER TRUNCATE ON money_movements
  FOR EACH STATEMENT EXECUTE FUNCTION payment_months_after_truncate();
--> statement-breakpoint
-- Bookings written or deleted: their months of creation before and after (when a column a row
-- reads changed); and, when a booking moved to another villa, the months of its ledger rows for
-- both villas.
CREATE FUNCTION zone_months_after_bookings() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_made_months(k.m, k.v, k.p, k.s)
       FROM (SELECT array_agg(month) AS m, array_agg(villa_id) AS v, array_agg(package_id) AS p,
                    array_agg(status) AS s
               FROM (SELECT DISTINCT date_trunc('month', n.created_at AT TIME ZONE z.zone)::date AS month,
                            n.villa_id, n.package_id, n.status
                       FROM new_rows n CROSS JOIN report_zone z) d) k;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_made_months(k.m, k.v, k.p, k.s)
       FROM (SELECT array_agg(month) AS m, array_agg(villa_id) AS v, array_agg(package_id) AS p,
                    array_agg(status) AS s
               FROM (SELECT DISTINCT date_trunc('month', r.created_at AT TIME ZONE z.zone)::date AS month,
                            r.villa_id, r.package_id, r.status
                       FROM new_rows n JOIN old_rows o ON o.id = n.id
                      CROSS JOIN report_zone z
                      CROSS JOIN LATERAL (VALUES (n.created_at, n.villa_id, n.package_id, n.status),
                                                 (o.created_at, o.villa_id, o.package_id, o.status))
                                 AS r(created_at, villa_id, package_id, status)
                      WHERE (n.created_at, n.villa_id, n.package_id, n.status, n.check_in, n.check_out)
                            IS DISTINCT FROM (o.created_at, o.villa_id, o.package_id, o.status, o.check_in, o.check_out)) d) k;
    PERFORM refresh_payment_months(k.months, k.villas)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas
               FROM (SELECT DISTINCT date_trunc('month', mm.occurred_at AT TIME ZONE z.zone)::date AS month, v.villa_id
                       FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.villa_id IS DISTINCT FROM n.villa_id
                       JOIN money_movements mm ON mm.booking_id = n.id
                      CROSS JOIN report_zone z
                      CROSS JOIN LATERAL (VALUES (n.villa_id), (o.villa_id)) AS v(villa_id)) d) k;
  ELSE
    PERFORM refresh_made_months(k.m, k.v, k.p, k.s)
       FROM (SELECT array_agg(month) AS m, array_agg(villa_id) AS v, array_agg(package_id) AS p,
                    array_agg(status) AS s
               FROM (SELECT DISTINCT date_trunc('month', o.created_at AT TIME ZONE z.zone)::date AS month,
                            o.villa_id, o.package_id, o.status
                       FROM old_rows o CROSS JOIN report_zone z) d) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to fire after bookings_counted_on_* (a table's triggers fire in name order), so the
-- classes of locks are taken in the order above.
CREATE TRIGGER bookings_zone_months_on_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zone_months_after_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_zone_months_on_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zone_months_after_bookings();
--> statement-breakpoint
CREATE TRIGGER bookings_zone_months_on_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zone_months_after_bookings();
--> statement-breakpoint
CREATE FUNCTION made_months_after_truncate() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  TRUNCATE made_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_zone_months_on_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION made_months_after_truncate();
--> statement-breakpoint
-- Another zone: both tables follow its months.
CREATE FUNCTION zone_months_after_zone() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM rebuild_zone_months();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_zone_on_update AFTER UPDATE ON report_zone
  FOR EACH ROW WHEN (old.zone IS DISTINCT FROM new.zone) EXECUTE FUNCTION zone_months_after_zone();
--> statement-breakpoint
-- The bookings and ledger rows already there.
SELECT rebuild_zone_months();

CREATE TABLE "night_months" (
	"month" date NOT NULL,
	"villa_id" text NOT NULL,
	"nights" integer NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "night_months_key" UNIQUE("month","villa_id")
);
--> statement-breakpoint
-- Nights sold by month (docs/decisions/0164-report-zone-months.md): per month of the stay dates and
-- villa, the nights of the reserved and occupied units of the villa's sold bookings falling in the
-- month (and how many units touch it). A report's nights sold are the rows of its whole months plus
-- the units of its partial months read directly: a sum of whole nights, so the same figure.
-- Kept by statement triggers on booking_units and bookings (status or villa changed); a row is
-- recomputed from its sources under the lock of its bucket of (month, villa), class 20310033, taken
-- after every other class of migrations 0028–0031 in any statement.
CREATE FUNCTION refresh_night_months(months date[], villas text[]) RETURNS void LANGUAGE sql
  -- A write refreshes a few rows: never worth compiling (the planner's estimates for the arrays
  -- are far above jit_above_cost, and compiling took ~300 ms of a 10 ms refresh at 100,000 bookings).
  SET jit = off AS $$
  SELECT pg_advisory_xact_lock(20310033, k.bucket)
    FROM (SELECT DISTINCT hashtext(m::text || ' ' || v) & 1023 AS bucket
            FROM unnest(months, villas) AS u(m, v) ORDER BY 1) k;
  WITH k AS (
    SELECT DISTINCT u.m AS month, u.v AS villa_id
      FROM unnest(months, villas) AS u(m, v) WHERE u.m IS NOT NULL AND u.v IS NOT NULL
  ), sums AS (
    SELECT k.month, k.villa_id, x.nights, x.units
      FROM k CROSS JOIN LATERAL (
        SELECT coalesce(sum(least(bu.check_out, (k.month + interval '1 month')::date)
                            - greatest(bu.check_in, k.month)), 0)::int AS nights,
               count(*)::int AS units
          FROM booking_units bu
         WHERE daterange(bu.check_in, bu.check_out, '[)') && daterange(k.month, (k.month + interval '1 month')::date, '[)')
           AND bu.status IN ('reserved', 'occupied')
           -- The booking's villa by its key (the month's units, not every booking of the villa).
           AND (SELECT f.villa_id FROM booking_figures f
                 WHERE f.booking_id = bu.booking_id
                   AND f.status IN ('confirmed', 'checked_in', 'checked_out', 'completed')) = k.villa_id) x
  ), gone AS (
    DELETE FROM night_months n USING sums s
     WHERE s.units = 0 AND n.month = s.month AND n.villa_id = s.villa_id
  )
  INSERT INTO night_months AS n (month, villa_id, nights, units)
  SELECT month, villa_id, nights, units FROM sums WHERE units > 0
  ON CONFLICT (month, villa_id) DO UPDATE SET nights = excluded.nights, units = excluded.units
  WHERE (n.nights, n.units) IS DISTINCT FROM (excluded.nights, excluded.units);
$$;
--> statement-breakpoint
-- Units written or gone: the months their nights touch, for their booking's villa. A unit whose
-- booking's figures are gone (the booking deleted in the same statement) refreshes every villa of
-- its months.
CREATE FUNCTION night_months_after_units() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_night_months(k.months, k.villas)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas
               FROM (SELECT DISTINCT m.month::date AS month, f.villa_id
                       FROM new_rows n JOIN booking_figures f ON f.booking_id = n.booking_id
                      CROSS JOIN LATERAL generate_series(date_trunc('month', n.check_in::timestamp),
                                                         (n.check_out - 1)::timestamp, interval '1 month') m(month)) d) k;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_night_months(k.months, k.villas)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas
               FROM (SELECT DISTINCT m.month::date AS month, f.villa_id
                       FROM (SELECT n.booking_id, n.check_in, n.check_out FROM new_rows n
                             UNION ALL SELECT o.booking_id, o.check_in, o.check_out FROM old_rows o) r
                       JOIN booking_figures f ON f.booking_id = r.booking_id
                      CROSS JOIN LATERAL generate_series(date_trunc('month', r.check_in::timestamp),
                                                         (r.check_out - 1)::timestamp, interval '1 month') m(month)) d) k;
  ELSE
    PERFORM refresh_night_months(k.months, k.villas)
       FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas
               FROM (SELECT DISTINCT o.month, coalesce(f.villa_id, n.villa_id) AS villa_id
                       FROM (SELECT o.booking_id, m.month::date AS month
                               FROM old_rows o
                              CROSS JOIN LATERAL generate_series(date_trunc('month', o.check_in::timestamp),
                                                                 (o.check_out - 1)::timestamp, interval '1 month') m(month)) o
                       LEFT JOIN booking_figures f ON f.booking_id = o.booking_id
                       LEFT JOIN night_months n ON f.booking_id IS NULL AND n.month = o.month) d) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER night_months_on_unit_insert AFTER INSERT ON booking_units
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION night_months_after_units();
--> statement-breakpoint
CREATE TRIGGER night_months_on_unit_update AFTER UPDATE ON booking_units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION night_months_after_units();
--> statement-breakpoint
CREATE TRIGGER night_months_on_unit_delete AFTER DELETE ON booking_units
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION night_months_after_units();
--> statement-breakpoint
CREATE FUNCTION night_months_after_truncate() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  TRUNCATE night_months;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER night_months_on_unit_truncate AFTER TRUNCATE ON booking_units
  FOR EACH STATEMENT EXECUTE FUNCTION night_months_after_truncate();
--> statement-breakpoint
-- A booking whose status or villa changed: the months of its units, for the villa before and after.
CREATE FUNCTION night_months_after_bookings() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM refresh_night_months(k.months, k.villas)
     FROM (SELECT array_agg(month) AS months, array_agg(villa_id) AS villas
             FROM (SELECT DISTINCT m.month::date AS month, v.villa_id
                     FROM new_rows n JOIN old_rows o ON o.id = n.id
                      AND (o.status, o.villa_id) IS DISTINCT FROM (n.status, n.villa_id)
                     JOIN booking_units bu ON bu.booking_id = n.id
                    CROSS JOIN LATERAL (VALUES (n.villa_id), (o.villa_id)) AS v(villa_id)
                    CROSS JOIN LATERAL generate_series(date_trunc('month', bu.check_in::timestamp),
                                                       (bu.check_out - 1)::timestamp, interval '1 month') m(month)) d) k;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to fire after bookings_zone_months_on_update (migration 0031): the lock classes in order.
CREATE TRIGGER bookings_zone_nights_on_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION night_months_after_bookings();
--> statement-breakpoint
-- Every row rebuilt in one statement (the backfill below, the bench's seeder): the same sums,
-- grouped, under every bucket's lock.
CREATE FUNCTION rebuild_night_months() RETURNS void LANGUAGE sql
  -- A write refreshes a few rows: never worth compiling (the planner's estimates for the arrays
  -- are far above jit_above_cost, and compiling took ~300 ms of a 10 ms refresh at 100,000 bookings).
  SET jit = off AS $$
  SELECT pg_advisory_xact_lock(20310033, b) FROM generate_series(0, 1023) b;
  DELETE FROM night_months;
  INSERT INTO night_months (month, villa_id, nights, units)
  SELECT m.month::date, f.villa_id,
         sum(least(bu.check_out, (m.month + interval '1 month')::date) - greatest(bu.check_in, m.month::date))::int,
         count(*)::int
    FROM booking_units bu JOIN booking_figures f ON f.booking_id = bu.booking_id
   CROSS JOIN LATERAL generate_series(date_trunc('month', bu.check_in::timestamp),
                                      (bu.check_out - 1)::timestamp, interval '1 month') m(month)
   WHERE bu.status IN ('reserved', 'occupied')
     AND f.status IN ('confirmed', 'checked_in', 'checked_out', 'completed')
   GROUP BY 1, 2;
$$;
--> statement-breakpoint
-- The units already there.
SELECT rebuild_night_months();

CREATE TABLE "report_refresh_queue" (
	"xact" bigint DEFAULT txid_current() NOT NULL,
	"kind" text NOT NULL,
	"months" date[],
	"villas" text[],
	"packages" text[],
	"statuses" text[],
	"payments" text[],
	"emails" text[]
);
--> statement-breakpoint
CREATE INDEX "report_refresh_queue_xact_idx" ON "report_refresh_queue" USING btree ("xact");
--> statement-breakpoint
-- The report tables' refreshes run at commit, every bucket locked in one order (decision 0168).
--
-- Before, each trigger statement locked its buckets of (month, villa) or of guests (migrations
-- 0028–0033) when it ran, in order within the statement. A transaction of two statements could
-- hold one bucket and wait for another that a second transaction held while that one waited for
-- the first: PostgreSQL cancelled one of them (40P01, a 503) — two bulk status changes, a payment
-- then a confirmation against a confirmation then a payment, two imports of two villas. It also
-- kept a bucket locked from the first write to the commit, so new bookings of one villa in one
-- month waited for each other's whole transaction.
--
-- Now the refresh functions the triggers call only note their keys in report_refresh_queue. At
-- commit, a deferred trigger takes the queue's rows of its transaction, locks every bucket of
-- every class in one order (class, then bucket) and runs the refreshes (the functions of 0028–0033
-- renamed apply_*, unchanged). Two transactions committing at once wait for each other there, never
-- in a cycle; the one that waits recomputes after the other committed (a fresh snapshot per
-- statement, READ COMMITTED), so it sees the other's rows, as the locks of 0154 ensured before.
-- Inside a writing transaction the report tables show the state before it (nothing reads them
-- there); the bookings, ledger and booking_figures are immediate as before.
ALTER FUNCTION refresh_guest_figures(text[]) RENAME TO apply_guest_figures;
--> statement-breakpoint
ALTER FUNCTION refresh_revenue_months(date[], text[], text[], text[]) RENAME TO apply_revenue_months;
--> statement-breakpoint
ALTER FUNCTION refresh_booking_counts(date[], text[], text[], text[], text[]) RENAME TO apply_booking_counts;
--> statement-breakpoint
ALTER FUNCTION refresh_made_months(date[], text[], text[], text[]) RENAME TO apply_made_months;
--> statement-breakpoint
ALTER FUNCTION refresh_payment_months(date[], text[]) RENAME TO apply_payment_months;
--> statement-breakpoint
ALTER FUNCTION refresh_night_months(date[], text[]) RENAME TO apply_night_months;
--> statement-breakpoint
-- The names the triggers (and the bench's seeder) call: note the keys for the commit.
CREATE FUNCTION refresh_guest_figures(emails text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_refresh_queue (kind, emails) SELECT 'guest', emails WHERE cardinality(emails) > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_revenue_months(months date[], villas text[], packages text[], statuses text[])
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_refresh_queue (kind, months, villas, packages, statuses)
  SELECT 'revenue', months, villas, packages, statuses WHERE cardinality(months) > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_booking_counts(months date[], villas text[], packages text[], statuses text[],
                                       payments text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_refresh_queue (kind, months, villas, packages, statuses, payments)
  SELECT 'counts', months, villas, packages, statuses, payments WHERE cardinality(months) > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_made_months(months date[], villas text[], packages text[], statuses text[])
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_refresh_queue (kind, months, villas, packages, statuses)
  SELECT 'made', months, villas, packages, statuses WHERE cardinality(months) > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_payment_months(months date[], villas text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_refresh_queue (kind, months, villas)
  SELECT 'payment', months, villas WHERE cardinality(months) > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_night_months(months date[], villas text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_refresh_queue (kind, months, villas)
  SELECT 'night', months, villas WHERE cardinality(months) > 0;
$$;
--> statement-breakpoint
-- At commit: this transaction's rows (no other transaction's ever commit), every
-- bucket's lock in one order — the classes and buckets of the apply functions' own locks, which
-- then find them held — and the refreshes, each with every key asked for. Fired once per queued
-- row; the first firing takes them all and the others find none.
CREATE FUNCTION report_refresh_at_commit() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  q report_refresh_queue[];
BEGIN
  -- By the index of this transaction's id: never a scan of the dead rows earlier commits left.
  WITH taken AS (DELETE FROM report_refresh_queue WHERE xact = txid_current() RETURNING *)
  SELECT array_agg(taken) INTO q FROM taken;
  IF q IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(l.class, l.bucket)
     FROM (SELECT DISTINCT b.class, b.bucket
             FROM (SELECT 20280028 AS class, hashtext(e) & 1023 AS bucket
                     FROM unnest(q) r CROSS JOIN unnest(r.emails) e WHERE r.kind = 'guest'
                   UNION ALL
                   SELECT CASE r.kind WHEN 'made' THEN 20310031 WHEN 'payment' THEN 20310032
                                      WHEN 'night' THEN 20310033 ELSE 20290029 END,
                          hashtext(u.m::text || ' ' || u.v) & 1023
                     FROM unnest(q) r CROSS JOIN unnest(r.months, r.villas) u(m, v)
                    WHERE r.kind <> 'guest') b
            WHERE b.bucket IS NOT NULL
            ORDER BY 1, 2) l;
  PERFORM apply_guest_figures(k.e)
     FROM (SELECT array_agg(DISTINCT e) AS e FROM unnest(q) r CROSS JOIN unnest(r.emails) e
            WHERE r.kind = 'guest') k WHERE k.e IS NOT NULL;
  PERFORM apply_revenue_months(k.m, k.v, k.p, k.s)
     FROM (SELECT array_agg(u.m) AS m, array_agg(u.v) AS v, array_agg(u.p) AS p, array_agg(u.s) AS s
             FROM unnest(q) r CROSS JOIN unnest(r.months, r.villas, r.packages, r.statuses) u(m, v, p, s)
            WHERE r.kind = 'revenue') k WHERE k.m IS NOT NULL;
  PERFORM apply_booking_counts(k.m, k.v, k.p, k.s, k.ps)
     FROM (SELECT array_agg(u.m) AS m, array_agg(u.v) AS v, array_agg(u.p) AS p, array_agg(u.s) AS s,
                  array_agg(u.ps) AS ps
             FROM unnest(q) r
            CROSS JOIN unnest(r.months, r.villas, r.packages, r.statuses, r.payments) u(m, v, p, s, ps)
            WHERE r.kind = 'counts') k WHERE k.m IS NOT NULL;
  PERFORM apply_made_months(k.m, k.v, k.p, k.s)
     FROM (SELECT array_agg(u.m) AS m, array_agg(u.v) AS v, array_agg(u.p) AS p, array_agg(u.s) AS s
             FROM unnest(q) r CROSS JOIN unnest(r.months, r.villas, r.packages, r.statuses) u(m, v, p, s)
            WHERE r.kind = 'made') k WHERE k.m IS NOT NULL;
  PERFORM apply_payment_months(k.m, k.v)
     FROM (SELECT array_agg(u.m) AS m, array_agg(u.v) AS v
             FROM unnest(q) r CROSS JOIN unnest(r.months, r.villas) u(m, v)
            WHERE r.kind = 'payment') k WHERE k.m IS NOT NULL;
  PERFORM apply_night_months(k.m, k.v)
     FROM (SELECT array_agg(u.m) AS m, array_agg(u.v) AS v
             FROM unnest(q) r CROSS JOIN unnest(r.months, r.villas) u(m, v)
            WHERE r.kind = 'night') k WHERE k.m IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_refresh_on_commit AFTER INSERT ON report_refresh_queue
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_refresh_at_commit();

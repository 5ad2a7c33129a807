-- Running totals (docs/decisions/0154-running-totals.md): each booking's two money figures and each
-- guest's totals, kept by the database in the transaction of every write that changes them.
--
-- booking_figures: one row per booking: the Revenue item's value (what the stay earned, before it is
-- spread over its nights; the formula of reports/money-figures.ts before this migration, on the
-- booking's ledger rows and charges) and its Payments received (all time), with the booking columns
-- the reports narrow and group by. guest_figures: one row per guest of the guest list (the
-- lower(e-mail) of bookings, and the guests staff added or edited): the name and phone the list
-- shows (staff's, else the latest booking's), bookings, first and last booking, joined, anonymised,
-- Payments received (all time).
--
-- Kept by statement triggers on bookings, money_movements and booking_charges (every writer: the
-- ledger's one writer, the charges, status and date changes, erasure, the bench's seeder, a restore)
-- and on booking_figures and guests (the guests). A row is recomputed from its sources, never incremented.
-- The lists below are src/domain's RECEIPT_KINDS, MONEY_IN_KINDS, PAYMENTS_RECEIVED_KINDS and
-- SOLD_STATUSES (running-totals.test.ts checks them against the domain).
CREATE TABLE "booking_figures" (
	"booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"email" text NOT NULL,
	"guest_name" text NOT NULL,
	"phone" text,
	"villa_id" text NOT NULL,
	"package_id" text,
	"status" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revenue_value" double precision NOT NULL,
	"payments_received" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "booking_figures_stay_range_idx" ON "booking_figures" USING gist (daterange("check_in", "check_out", '[)'));
--> statement-breakpoint
CREATE INDEX "booking_figures_guest_idx" ON "booking_figures" USING btree (lower("email"), "created_at");
--> statement-breakpoint
CREATE TABLE "guest_figures" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"bookings" integer NOT NULL,
	"first_booking" timestamp with time zone,
	"last_booking" timestamp with time zone,
	"joined_at" timestamp with time zone NOT NULL,
	"anonymised" boolean NOT NULL,
	"payments_received" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_figures_spent_idx" ON "guest_figures" USING btree ("payments_received", "email");
--> statement-breakpoint
CREATE INDEX "guest_figures_last_idx" ON "guest_figures" USING btree ((coalesce("last_booking", "joined_at")), "email");
--> statement-breakpoint
CREATE INDEX "guest_figures_bookings_idx" ON "guest_figures" USING btree ("bookings", "email");
--> statement-breakpoint
CREATE INDEX "guest_figures_name_idx" ON "guest_figures" USING btree (lower("name"), "email");
--> statement-breakpoint
CREATE INDEX "guest_figures_name_trgm_idx" ON "guest_figures" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "guest_figures_email_trgm_idx" ON "guest_figures" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "guest_figures_phone_trgm_idx" ON "guest_figures" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE FUNCTION refresh_booking_figures(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM booking_figures f
   WHERE f.booking_id IN (SELECT unnest(ids))
     AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = f.booking_id);
  INSERT INTO booking_figures AS f (booking_id, email, guest_name, phone, villa_id, package_id, status,
                                    check_in, check_out, created_at, revenue_value, payments_received)
  SELECT b0.id, b0.email, b0.guest_name, nullif(concat_ws(' ', b0.country_code, b0.phone), ''),
         b0.villa_id, b0.package_id, b0.status, b0.check_in, b0.check_out, b0.created_at,
         CASE WHEN b0.status IN ('confirmed', 'checked_in', 'checked_out', 'completed')
              THEN greatest(0, b0.subtotal - r.price_refund * r.ratio)
              ELSE least(k.total, greatest(0, l.received - k.refunded)) * r.ratio END,
         l.paid
    FROM bookings b0
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(m.amount) FILTER (WHERE m.kind IN ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance')), 0)::float8 AS received,
            coalesce(sum(m.amount) FILTER (WHERE m.kind = 'unapplied_payment'), 0)::float8 AS unapplied,
            coalesce(sum(CASE m.kind WHEN 'refund_requested' THEN m.amount
                                     WHEN 'refund_failed' THEN -m.amount ELSE 0 END), 0)::float8 AS refunded,
            coalesce(sum((CASE WHEN m.kind IN ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance', 'unapplied_payment') THEN m.amount
                               WHEN m.kind = 'refund_requested' THEN -m.amount
                               WHEN m.kind = 'refund_failed' THEN m.amount ELSE 0 END)::bigint), 0)::bigint AS paid
       FROM money_movements m WHERE m.booking_id = b0.id) l
   CROSS JOIN LATERAL (
     SELECT coalesce(sum(c.amount), 0)::float8 AS total, coalesce(sum(c.amount - c.tax), 0)::float8 AS ex_tax
       FROM booking_charges c WHERE c.booking_id = b0.id AND c.voided_at IS NULL) ch
   CROSS JOIN LATERAL (
     SELECT (b0.total_amount + ch.total)::float8 AS total,
            greatest(0, greatest(0, l.refunded) - l.unapplied) AS refunded) k
   CROSS JOIN LATERAL (
     SELECT CASE WHEN k.total > 0 THEN (b0.subtotal + ch.ex_tax) / k.total ELSE 0 END AS ratio,
            greatest(0, k.refunded - greatest(0, l.received - k.total)) AS price_refund) r
   WHERE b0.id IN (SELECT unnest(ids))
  ON CONFLICT (booking_id) DO UPDATE SET
    email = excluded.email, guest_name = excluded.guest_name, phone = excluded.phone,
    villa_id = excluded.villa_id, package_id = excluded.package_id, status = excluded.status,
    check_in = excluded.check_in, check_out = excluded.check_out, created_at = excluded.created_at,
    revenue_value = excluded.revenue_value, payments_received = excluded.payments_received
  WHERE (f.email, f.guest_name, f.phone, f.villa_id, f.package_id, f.status, f.check_in, f.check_out,
         f.created_at, f.revenue_value, f.payments_received)
        IS DISTINCT FROM
        (excluded.email, excluded.guest_name, excluded.phone, excluded.villa_id, excluded.package_id,
         excluded.status, excluded.check_in, excluded.check_out, excluded.created_at,
         excluded.revenue_value, excluded.payments_received);
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_guest_figures(emails text[]) RETURNS void LANGUAGE sql AS $$
  -- One writer per guest at a time, in e-mail order: two transactions booking for one guest would
  -- each count only their own booking and the later would write its count over the other's. The
  -- lock waits for the other to commit; the statements below (a volatile function's, each with a
  -- fresh snapshot) then see its booking (decision 0154).
  SELECT pg_advisory_xact_lock(20280028, hashtext(e))
    FROM (SELECT DISTINCT e FROM unnest(emails) e ORDER BY e) s;
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
-- A booking written: its figures again (on update, only when a column they read changed).
CREATE FUNCTION booking_figures_after_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_booking_figures(array(SELECT id FROM new_rows));
  ELSE
    PERFORM refresh_booking_figures(array(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.email, n.guest_name, n.phone, n.country_code, n.villa_id, n.package_id, n.status,
              n.check_in, n.check_out, n.created_at, n.subtotal, n.total_amount)
             IS DISTINCT FROM
             (o.email, o.guest_name, o.phone, o.country_code, o.villa_id, o.package_id, o.status,
              o.check_in, o.check_out, o.created_at, o.subtotal, o.total_amount)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_figures_on_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_figures_after_bookings();
--> statement-breakpoint
CREATE TRIGGER booking_figures_on_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_figures_after_bookings();
--> statement-breakpoint
-- A ledger row or a charge written: its booking's figures again (a deleted booking's row went with it).
CREATE FUNCTION booking_figures_after_money() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_booking_figures(array(SELECT DISTINCT booking_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_booking_figures(array(SELECT booking_id FROM new_rows UNION SELECT booking_id FROM old_rows));
  ELSE
    PERFORM refresh_booking_figures(array(SELECT DISTINCT booking_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_figures_on_movement_insert AFTER INSERT ON money_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_figures_after_money();
--> statement-breakpoint
CREATE TRIGGER booking_figures_on_movement_update AFTER UPDATE ON money_movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_figures_after_money();
--> statement-breakpoint
CREATE TRIGGER booking_figures_on_movement_delete AFTER DELETE ON money_movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_figures_after_money();
--> statement-breakpoint
CREATE TRIGGER booking_figures_on_charge_insert AFTER INSERT ON booking_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_figures_after_money();
--> statement-breakpoint
CREATE TRIGGER booking_figures_on_charge_update AFTER UPDATE ON booking_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_figures_after_money();
--> statement-breakpoint
CREATE TRIGGER booking_figures_on_charge_delete AFTER DELETE ON booking_charges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_figures_after_money();
--> statement-breakpoint
-- A booking's figures written (or gone with it): its guest's totals again (both e-mails on a change).
CREATE FUNCTION guest_figures_after_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_guest_figures(array(SELECT DISTINCT lower(email) FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_guest_figures(array(
      SELECT lower(n.email) FROM new_rows n JOIN old_rows o ON o.booking_id = n.booking_id
       WHERE (n.email, n.guest_name, n.phone, n.created_at, n.payments_received)
             IS DISTINCT FROM (o.email, o.guest_name, o.phone, o.created_at, o.payments_received)
      UNION
      SELECT lower(o.email) FROM new_rows n JOIN old_rows o ON o.booking_id = n.booking_id
       WHERE lower(n.email) <> lower(o.email)));
  ELSE
    PERFORM refresh_guest_figures(array(SELECT DISTINCT lower(email) FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER guest_figures_on_insert AFTER INSERT ON booking_figures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_figures_after_bookings();
--> statement-breakpoint
CREATE TRIGGER guest_figures_on_update AFTER UPDATE ON booking_figures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_figures_after_bookings();
--> statement-breakpoint
CREATE TRIGGER guest_figures_on_delete AFTER DELETE ON booking_figures
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_figures_after_bookings();
--> statement-breakpoint
-- A guest row staff added, edited or anonymised: that guest's totals again.
CREATE FUNCTION guest_figures_after_guests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_guest_figures(array(SELECT email FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_guest_figures(array(SELECT email FROM new_rows UNION SELECT email FROM old_rows));
  ELSE
    PERFORM refresh_guest_figures(array(SELECT email FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER guest_figures_on_guest_insert AFTER INSERT ON guests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_figures_after_guests();
--> statement-breakpoint
CREATE TRIGGER guest_figures_on_guest_update AFTER UPDATE ON guests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_figures_after_guests();
--> statement-breakpoint
CREATE TRIGGER guest_figures_on_guest_delete AFTER DELETE ON guests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION guest_figures_after_guests();
--> statement-breakpoint
-- Bookings or guests emptied (TRUNCATE … CASCADE empties booking_figures by its foreign key): the
-- guests' totals again from what is left.
CREATE FUNCTION guest_figures_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE guest_figures;
  PERFORM refresh_guest_figures(array(SELECT lower(email) FROM booking_figures UNION SELECT email FROM guests));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER guest_figures_on_truncate AFTER TRUNCATE ON booking_figures
  FOR EACH STATEMENT EXECUTE FUNCTION guest_figures_after_truncate();
--> statement-breakpoint
CREATE TRIGGER guest_figures_on_guests_truncate AFTER TRUNCATE ON guests
  FOR EACH STATEMENT EXECUTE FUNCTION guest_figures_after_truncate();
--> statement-breakpoint
-- The bookings and guests already there.
SELECT refresh_booking_figures(array(SELECT id FROM bookings));
--> statement-breakpoint
SELECT refresh_guest_figures(array(SELECT email FROM guests));

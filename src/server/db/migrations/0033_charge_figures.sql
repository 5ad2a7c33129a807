CREATE TABLE "charge_figures" (
	"charge_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"day" date NOT NULL,
	"value" double precision NOT NULL,
	"villa_id" text NOT NULL,
	"package_id" text,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"revenue_value" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charge_figures" ADD CONSTRAINT "charge_figures_charge_id_booking_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."booking_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charge_figures_day_idx" ON "charge_figures" USING btree ("day");--> statement-breakpoint
CREATE INDEX "charge_figures_booking_idx" ON "charge_figures" USING btree ("booking_id");--> statement-breakpoint
-- Charges as the reports read them (docs/decisions/0164-report-zone-months.md): one row per charge
-- not voided, its pre-tax amount on its resort day (the zone of report_zone, migration 0031) with
-- its booking's columns of booking_figures. Recomputed from booking_charges and booking_figures,
-- never incremented, in the write's transaction: every writer of a charge or of its booking's
-- figures holds the booking's row lock (decision 0154), so a charge's row needs no other lock.
CREATE FUNCTION refresh_charge_figures(ids uuid[]) RETURNS void LANGUAGE sql
  -- A write refreshes a few rows: never worth compiling (the planner's estimates for the arrays
  -- are far above jit_above_cost, and compiling took ~300 ms of a 10 ms refresh at 100,000 bookings).
  SET jit = off AS $$
  DELETE FROM charge_figures cf
   WHERE cf.charge_id IN (SELECT unnest(ids))
     AND NOT EXISTS (SELECT 1 FROM booking_charges c JOIN booking_figures f ON f.booking_id = c.booking_id
                      WHERE c.id = cf.charge_id AND c.voided_at IS NULL);
  INSERT INTO charge_figures AS cf (charge_id, booking_id, day, value, villa_id, package_id, status, email,
                                    check_in, check_out, revenue_value)
  SELECT c.id, c.booking_id, (c.created_at AT TIME ZONE z.zone)::date, (c.amount - c.tax)::float8,
         f.villa_id, f.package_id, f.status, f.email, f.check_in, f.check_out, f.revenue_value
    FROM booking_charges c JOIN booking_figures f ON f.booking_id = c.booking_id CROSS JOIN report_zone z
   WHERE c.id IN (SELECT unnest(ids)) AND c.voided_at IS NULL
  ON CONFLICT (charge_id) DO UPDATE SET
    booking_id = excluded.booking_id, day = excluded.day, value = excluded.value, villa_id = excluded.villa_id,
    package_id = excluded.package_id, status = excluded.status, email = excluded.email,
    check_in = excluded.check_in, check_out = excluded.check_out, revenue_value = excluded.revenue_value
  WHERE (cf.booking_id, cf.day, cf.value, cf.villa_id, cf.package_id, cf.status, cf.email, cf.check_in,
         cf.check_out, cf.revenue_value)
        IS DISTINCT FROM
        (excluded.booking_id, excluded.day, excluded.value, excluded.villa_id, excluded.package_id,
         excluded.status, excluded.email, excluded.check_in, excluded.check_out, excluded.revenue_value);
$$;
--> statement-breakpoint
-- Charges added or changed (voided, redated, repriced); a deleted charge's row goes with it (the
-- foreign key's cascade).
CREATE FUNCTION charge_figures_after_charges() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM refresh_charge_figures(array(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER charge_figures_on_charge_insert AFTER INSERT ON booking_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charge_figures_after_charges();
--> statement-breakpoint
CREATE TRIGGER charge_figures_on_charge_update AFTER UPDATE ON booking_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charge_figures_after_charges();
--> statement-breakpoint
-- A booking's figures changed in a column a charge's row copies: its charges again.
CREATE FUNCTION charge_figures_after_figures() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM refresh_charge_figures(array(
    SELECT c.id FROM new_rows n JOIN old_rows o ON o.booking_id = n.booking_id
      JOIN booking_charges c ON c.booking_id = n.booking_id
     WHERE (n.villa_id, n.package_id, n.status, n.email, n.check_in, n.check_out, n.revenue_value)
           IS DISTINCT FROM (o.villa_id, o.package_id, o.status, o.email, o.check_in, o.check_out, o.revenue_value)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER charge_figures_on_figures_update AFTER UPDATE ON booking_figures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charge_figures_after_figures();
--> statement-breakpoint
-- A booking's figures inserted after its charges (the bench's seeder, a restore): its charges.
CREATE FUNCTION charge_figures_after_new_figures() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM refresh_charge_figures(array(
    SELECT c.id FROM new_rows n JOIN booking_charges c ON c.booking_id = n.booking_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER charge_figures_on_figures_insert AFTER INSERT ON booking_figures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charge_figures_after_new_figures();
--> statement-breakpoint
-- Another zone (migration 0031's trigger on report_zone): the per-month rows and the charges' days.
CREATE OR REPLACE FUNCTION zone_months_after_zone() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  PERFORM rebuild_zone_months();
  PERFORM refresh_charge_figures(array(SELECT id FROM booking_charges));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The charges already there.
SELECT refresh_charge_figures(array(SELECT id FROM booking_charges));

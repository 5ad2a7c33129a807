-- Channels (iCal, docs/decisions/0122-channels-ical-first.md). Staff add an OTA's calendar feed per
-- room unit; every event of it becomes an external reservation of that unit. A unit-night has at most
-- one taker among booking_units, inventory_blocks and active external_reservations: one function,
-- unit_nights_taken_by(), locks the unit row (as 0009 did) and names the taker of any night of a
-- range; the three BEFORE triggers call it, so the rule is written once.
CREATE TABLE "channel_feeds" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "villa_inventory_id" uuid NOT NULL,
  "name" text NOT NULL,
  "url" text NOT NULL,
  "created_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_fetched_at" timestamp with time zone,
  "last_status" text,
  "last_error" text,
  "last_event_count" integer,
  "last_success_at" timestamp with time zone,
  CONSTRAINT "channel_feeds_status_values" CHECK ("last_status" IS NULL OR "last_status" IN ('ok', 'failed')),
  CONSTRAINT "channel_feeds_unit_url_unique" UNIQUE ("villa_inventory_id", "url")
);
--> statement-breakpoint
CREATE TABLE "external_reservations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "channel_feed_id" uuid NOT NULL,
  "villa_inventory_id" uuid NOT NULL,
  "uid" text NOT NULL,
  "summary" text,
  "kind" text NOT NULL,
  "check_in" date NOT NULL,
  "check_out" date NOT NULL,
  "status" text NOT NULL,
  "conflict_with" text,
  "handled_at" timestamp with time zone,
  "handled_by" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "external_reservations_dates_order" CHECK ("check_out" > "check_in"),
  CONSTRAINT "external_reservations_kind_values" CHECK ("kind" IN ('reservation', 'unavailable')),
  CONSTRAINT "external_reservations_status_values" CHECK ("status" IN ('active', 'conflict', 'shadowed')),
  CONSTRAINT "external_reservations_feed_uid_unique" UNIQUE ("channel_feed_id", "uid"),
  CONSTRAINT "external_reservations_no_overlap"
    EXCLUDE USING gist ("villa_inventory_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
    WHERE ("status" = 'active')
);
--> statement-breakpoint
CREATE INDEX "external_reservations_dates_idx" ON "external_reservations" USING gist (daterange("check_in", "check_out", '[)'));
--> statement-breakpoint
CREATE TABLE "ical_export_tokens" (
  "token" text PRIMARY KEY NOT NULL,
  "villa_inventory_id" uuid,
  "villa_id" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ical_export_tokens_unit_unique" UNIQUE ("villa_inventory_id"),
  CONSTRAINT "ical_export_tokens_villa_unique" UNIQUE ("villa_id"),
  CONSTRAINT "ical_export_tokens_one_scope" CHECK (("villa_inventory_id" IS NULL) <> ("villa_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_villa_inventory_id_villa_inventory_id_fk" FOREIGN KEY ("villa_inventory_id") REFERENCES "public"."villa_inventory"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "external_reservations" ADD CONSTRAINT "external_reservations_channel_feed_id_channel_feeds_id_fk" FOREIGN KEY ("channel_feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "external_reservations" ADD CONSTRAINT "external_reservations_villa_inventory_id_villa_inventory_id_fk" FOREIGN KEY ("villa_inventory_id") REFERENCES "public"."villa_inventory"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ical_export_tokens" ADD CONSTRAINT "ical_export_tokens_villa_inventory_id_villa_inventory_id_fk" FOREIGN KEY ("villa_inventory_id") REFERENCES "public"."villa_inventory"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ical_export_tokens" ADD CONSTRAINT "ical_export_tokens_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
-- The taker of any night of [p_from, p_to) on the unit, other than the kind p_skip (the caller's own
-- table, which has its own exclusion constraint): 'booking <code>', 'block <date>', 'external <id>'
-- or NULL. Takes the unit's row lock first, so writers of the same unit are serialised (0009).
CREATE FUNCTION unit_nights_taken_by(p_unit uuid, p_from date, p_to date, p_skip text) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  taker text;
BEGIN
  PERFORM 1 FROM villa_inventory WHERE id = p_unit FOR NO KEY UPDATE;
  IF p_skip <> 'booking' THEN
    SELECT 'booking ' || b.booking_id INTO taker
      FROM booking_units bu JOIN bookings b ON b.id = bu.booking_id
      WHERE bu.villa_inventory_id = p_unit AND bu.status IN ('reserved', 'occupied')
        AND bu.check_in < p_to AND bu.check_out > p_from
      ORDER BY bu.check_in LIMIT 1;
    IF taker IS NOT NULL THEN RETURN taker; END IF;
  END IF;
  IF p_skip <> 'block' THEN
    SELECT 'block ' || ib.block_date INTO taker
      FROM inventory_blocks ib
      WHERE ib.villa_inventory_id = p_unit AND ib.block_date >= p_from AND ib.block_date < p_to
      ORDER BY ib.block_date LIMIT 1;
    IF taker IS NOT NULL THEN RETURN taker; END IF;
  END IF;
  IF p_skip <> 'external' THEN
    SELECT 'external ' || er.id INTO taker
      FROM external_reservations er
      WHERE er.villa_inventory_id = p_unit AND er.status = 'active'
        AND er.check_in < p_to AND er.check_out > p_from
      ORDER BY er.check_in LIMIT 1;
    IF taker IS NOT NULL THEN RETURN taker; END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_units_refuse_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taker text;
BEGIN
  IF NEW.status IN ('reserved', 'occupied') THEN
    taker := unit_nights_taken_by(NEW.villa_inventory_id, NEW.check_in, NEW.check_out, 'booking');
    IF taker LIKE 'block %' THEN
      RAISE EXCEPTION 'room unit % is blocked on a night of this stay', NEW.villa_inventory_id
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'booking_units_not_blocked';
    ELSIF taker LIKE 'external %' THEN
      RAISE EXCEPTION 'room unit % is held by an imported reservation on a night of this stay', NEW.villa_inventory_id
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'booking_units_not_external';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_blocks_refuse_booked() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taker text;
BEGIN
  taker := unit_nights_taken_by(NEW.villa_inventory_id, NEW.block_date, NEW.block_date + 1, 'block');
  IF taker LIKE 'booking %' THEN
    RAISE EXCEPTION 'room unit % is booked on %', NEW.villa_inventory_id, NEW.block_date
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'inventory_blocks_not_booked';
  ELSIF taker LIKE 'external %' THEN
    RAISE EXCEPTION 'room unit % is held by an imported reservation on %', NEW.villa_inventory_id, NEW.block_date
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'inventory_blocks_not_external';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION external_reservations_refuse_taken() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taker text;
BEGIN
  IF NEW.status = 'active' THEN
    taker := unit_nights_taken_by(NEW.villa_inventory_id, NEW.check_in, NEW.check_out, 'external');
    IF taker IS NOT NULL THEN
      RAISE EXCEPTION 'room unit % is taken (%) on a night of this imported reservation', NEW.villa_inventory_id, taker
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'external_reservations_not_taken';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER external_reservations_refuse_taken
  BEFORE INSERT OR UPDATE OF villa_inventory_id, check_in, check_out, status ON external_reservations
  FOR EACH ROW EXECUTE FUNCTION external_reservations_refuse_taken();
--> statement-breakpoint
-- Nights freed on a unit (a booking cancelled, expired or moved, a block or an imported reservation
-- removed): an imported reservation that was stored as a conflict (or shadowed) there and is now
-- alone on its nights becomes active, so the OTA's guest keeps the unit without waiting for a sync.
CREATE FUNCTION promote_external_reservations(p_unit uuid, p_from date, p_to date) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT id, check_in, check_out FROM external_reservations
    WHERE villa_inventory_id = p_unit AND status IN ('conflict', 'shadowed')
      AND check_in < p_to AND check_out > p_from
    ORDER BY check_in, created_at, id
  LOOP
    IF unit_nights_taken_by(p_unit, r.check_in, r.check_out, 'none') IS NULL THEN
      UPDATE external_reservations SET status = 'active', conflict_with = NULL, updated_at = now()
        WHERE id = r.id;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION unit_nights_freed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'inventory_blocks' THEN
    PERFORM promote_external_reservations(OLD.villa_inventory_id, OLD.block_date, OLD.block_date + 1);
  ELSE
    PERFORM promote_external_reservations(OLD.villa_inventory_id, OLD.check_in, OLD.check_out);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_units_nights_freed
  AFTER DELETE OR UPDATE ON booking_units
  FOR EACH ROW WHEN (OLD.status IN ('reserved', 'occupied'))
  EXECUTE FUNCTION unit_nights_freed();
--> statement-breakpoint
CREATE TRIGGER inventory_blocks_nights_freed
  AFTER DELETE OR UPDATE ON inventory_blocks
  FOR EACH ROW EXECUTE FUNCTION unit_nights_freed();
--> statement-breakpoint
CREATE TRIGGER external_reservations_nights_freed
  AFTER DELETE OR UPDATE ON external_reservations
  FOR EACH ROW WHEN (OLD.status = 'active')
  EXECUTE FUNCTION unit_nights_freed();
--> statement-breakpoint
-- Export feed tokens: 64 hex characters of randomness (two v4 UUIDs), one per unit and per villa,
-- made with the unit or villa so that reading the export list never writes.
CREATE FUNCTION ical_export_token() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
$$;
--> statement-breakpoint
INSERT INTO ical_export_tokens (token, villa_inventory_id) SELECT ical_export_token(), id FROM villa_inventory;
--> statement-breakpoint
INSERT INTO ical_export_tokens (token, villa_id) SELECT ical_export_token(), id FROM villas;
--> statement-breakpoint
CREATE FUNCTION ical_export_token_for_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'villas' THEN
    INSERT INTO ical_export_tokens (token, villa_id) VALUES (ical_export_token(), NEW.id);
  ELSE
    INSERT INTO ical_export_tokens (token, villa_inventory_id) VALUES (ical_export_token(), NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER villas_ical_export_token AFTER INSERT ON villas
  FOR EACH ROW EXECUTE FUNCTION ical_export_token_for_new();
--> statement-breakpoint
CREATE TRIGGER villa_inventory_ical_export_token AFTER INSERT ON villa_inventory
  FOR EACH ROW EXECUTE FUNCTION ical_export_token_for_new();

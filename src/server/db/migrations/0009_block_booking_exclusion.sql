-- A room unit is never both blocked and booked for the same night (docs/decisions/0061-blocks-and-bookings-exclude-each-other.md).
-- booking_units already exclude each other (0002). Blocks live in another table, so an exclusion
-- constraint cannot span both; instead every writer of either table first takes the unit's row lock
-- (villa_inventory FOR NO KEY UPDATE), then checks the other table with a fresh snapshot. Two writers
-- on the same unit are serialised by the lock, so exactly one of a racing block and booking wins.
-- A booking that meets a block fails with 23P01 (exclusion_violation), which the booking code already
-- treats as "that unit was taken, pick again".
CREATE FUNCTION booking_units_refuse_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('reserved', 'occupied') THEN
    PERFORM 1 FROM villa_inventory WHERE id = NEW.villa_inventory_id FOR NO KEY UPDATE;
    IF EXISTS (
      SELECT 1 FROM inventory_blocks b
      WHERE b.villa_inventory_id = NEW.villa_inventory_id
        AND b.block_date >= NEW.check_in AND b.block_date < NEW.check_out
    ) THEN
      RAISE EXCEPTION 'room unit % is blocked on a night of this stay', NEW.villa_inventory_id
        USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'booking_units_not_blocked';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_units_refuse_blocked
  BEFORE INSERT OR UPDATE OF villa_inventory_id, check_in, check_out, status ON booking_units
  FOR EACH ROW EXECUTE FUNCTION booking_units_refuse_blocked();
--> statement-breakpoint
CREATE FUNCTION inventory_blocks_refuse_booked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM villa_inventory WHERE id = NEW.villa_inventory_id FOR NO KEY UPDATE;
  IF EXISTS (
    SELECT 1 FROM booking_units bu
    WHERE bu.villa_inventory_id = NEW.villa_inventory_id AND bu.status IN ('reserved', 'occupied')
      AND bu.check_in <= NEW.block_date AND bu.check_out > NEW.block_date
  ) THEN
    RAISE EXCEPTION 'room unit % is booked on %', NEW.villa_inventory_id, NEW.block_date
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'inventory_blocks_not_booked';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inventory_blocks_refuse_booked
  BEFORE INSERT OR UPDATE OF villa_inventory_id, block_date ON inventory_blocks
  FOR EACH ROW EXECUTE FUNCTION inventory_blocks_refuse_booked();
--> statement-breakpoint
-- The occupancy range view reads stays by date; the exclusion constraint's gist index leads with the unit.
CREATE INDEX booking_units_dates_idx ON booking_units USING gist (daterange(check_in, check_out, '[)'));

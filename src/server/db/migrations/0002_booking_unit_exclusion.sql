-- No room unit can be reserved or occupied twice for overlapping nights.
-- Nights are half-open [check_in, check_out): a back-to-back stay on the check-out day is allowed.
ALTER TABLE "booking_units"
  ADD CONSTRAINT "booking_units_no_overlap"
  EXCLUDE USING gist ("villa_inventory_id" WITH =, daterange("check_in", "check_out", '[)') WITH &&)
  WHERE ("status" IN ('reserved', 'occupied'));

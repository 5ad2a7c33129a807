-- Admin at scale, second step (docs/decisions/0141-admin-flat-at-scale.md): the dashboard counts
-- bookings by (status, payment status) from this index alone (index-only, deduplicated: ~90 pages
-- at 100,000 bookings instead of a pass over the table's 7,300). No data changes.
CREATE INDEX "bookings_status_payment_idx" ON "bookings" USING btree ("status", "payment_status");

-- Admin screens at 100,000 bookings (docs/decisions/0135-admin-at-scale.md): indexes for the
-- booking list's filters and sorts, its search (trigram, so '%text%' and phone digits need no full
-- scan), the reports' stay overlaps (a range index) and the ledger's dates. No data changes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_listed_created_idx" ON "bookings" USING btree ("created_at", "id") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_listed_status_idx" ON "bookings" USING btree ("status", "created_at") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_listed_payment_idx" ON "bookings" USING btree ("payment_status", "created_at") WHERE "archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in", "id");--> statement-breakpoint
CREATE INDEX "bookings_check_out_idx" ON "bookings" USING btree ("check_out", "id");--> statement-breakpoint
CREATE INDEX "bookings_discounted_idx" ON "bookings" USING btree ("check_in") WHERE "discount_amount" > 0;--> statement-breakpoint
CREATE INDEX "bookings_guest_name_idx" ON "bookings" USING btree ("guest_name", "id");--> statement-breakpoint
CREATE INDEX "bookings_total_idx" ON "bookings" USING btree ("total_amount", "id");--> statement-breakpoint
CREATE INDEX "bookings_package_status_idx" ON "bookings" USING btree ("package_id", "status");--> statement-breakpoint
CREATE INDEX "bookings_lower_email_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_guest_name_trgm_idx" ON "bookings" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_email_trgm_idx" ON "bookings" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_code_trgm_idx" ON "bookings" USING gin ("booking_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_trgm_idx" ON "bookings" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_digits_trgm_idx" ON "bookings" USING gin ((regexp_replace(coalesce("country_code", '') || coalesce("phone", ''), '[^0-9]', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_stay_range_idx" ON "bookings" USING gist (daterange("check_in", "check_out", '[)'));--> statement-breakpoint
CREATE INDEX "money_movements_occurred_idx" ON "money_movements" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "booking_charges_created_idx" ON "booking_charges" USING btree ("created_at");

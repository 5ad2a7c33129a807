CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_holds" ADD COLUMN "first_held_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD COLUMN "browsing_session" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "browsing_session" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "safari_queries" ADD COLUMN "browsing_session" text;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "booking_holds_client_idx" ON "booking_holds" USING btree ("client_ip");--> statement-breakpoint
CREATE INDEX "bookings_client_ip_idx" ON "bookings" USING btree ("client_ip");--> statement-breakpoint
CREATE INDEX "bookings_browsing_session_idx" ON "bookings" USING btree ("browsing_session");--> statement-breakpoint
CREATE INDEX "safari_queries_browsing_session_idx" ON "safari_queries" USING btree ("browsing_session");
-- Browsing sessions (docs/decisions/0106-browsing-session.md). A hold now belongs to the
-- server-issued browsing session that placed it; holds from before had none and could be changed by
-- anyone who knew their key: they are at most minutes old, so they are simply dropped.
DELETE FROM "booking_holds" WHERE "browsing_session" IS NULL;--> statement-breakpoint
-- Safari enquiries kept the browser-chosen session id in booking_id until a booking existed. Such
-- rows belong to no booking: booking_id becomes NULL (the old id was chosen by the browser, so it is
-- not a browsing session either; the rows stay for staff, linked to nothing).
UPDATE "safari_queries" SET "booking_id" = NULL
WHERE "booking_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."booking_id" = "safari_queries"."booking_id");--> statement-breakpoint
ALTER TABLE "booking_holds" DROP CONSTRAINT "booking_holds_session_unique";--> statement-breakpoint
ALTER TABLE "booking_holds" ALTER COLUMN "browsing_session" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "safari_queries" ADD CONSTRAINT "safari_queries_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_session_unique" UNIQUE("session_id","browsing_session");

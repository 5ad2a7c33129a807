-- Safari enquiries used to keep the guest's browser-chosen session id in booking_id until a booking
-- existed. booking_id now only ever holds a real booking code (docs/decisions/0106); an enquiry that
-- never became part of a booking keeps its row but belongs to no booking.
UPDATE "safari_queries" SET "booking_id" = NULL
WHERE "booking_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "bookings" b WHERE b."booking_id" = "safari_queries"."booking_id");

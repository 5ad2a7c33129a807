-- History is history (docs/decisions/0110-history-tables.md): booking_activities keeps only what
-- happened to a booking. Guest access tokens and payment follow-ups get tables of their own, and the
-- two facts read back from history to decide things (released by the expiry job; cancelled by the
-- guest, with the refund the policy gave) become columns of the booking. Every value is copied
-- before anything is dropped.
CREATE TABLE "booking_access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_access_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_follow_ups_payment_unique" UNIQUE("booking_id","payment_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guest_cancel_refund" integer;--> statement-breakpoint
ALTER TABLE "booking_access_tokens" ADD CONSTRAINT "booking_access_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_follow_ups" ADD CONSTRAINT "payment_follow_ups_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_follow_ups" ADD CONSTRAINT "payment_follow_ups_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_access_tokens_booking_idx" ON "booking_access_tokens" USING btree ("booking_id");--> statement-breakpoint
-- Access tokens: the one returned at creation (bookings.access_token_hash) and the e-mailed ones
-- (access_link_issued activities, which recorded no change to the booking: they move, not copy).
INSERT INTO "booking_access_tokens" ("booking_id", "token_hash", "created_at")
SELECT "id", "access_token_hash", "created_at" FROM "bookings" WHERE "access_token_hash" IS NOT NULL;--> statement-breakpoint
INSERT INTO "booking_access_tokens" ("booking_id", "token_hash", "created_at")
SELECT "booking_id", "new_values"->>'tokenHash', "created_at" FROM "booking_activities"
WHERE "activity_type" = 'access_link_issued' AND "booking_id" IS NOT NULL
  AND "new_values"->>'tokenHash' IS NOT NULL;--> statement-breakpoint
DELETE FROM "booking_activities"
WHERE "activity_type" = 'access_link_issued' AND "booking_id" IS NOT NULL
  AND "new_values"->>'tokenHash' IS NOT NULL;--> statement-breakpoint
-- Payment follow-ups: one per flagged payment of a booking (the first flag, as before). The flag
-- rows stay as history, under one action name instead of one per payment id.
INSERT INTO "payment_follow_ups" ("booking_id", "order_id", "payment_id", "reason", "created_at")
SELECT DISTINCT ON (a."booking_id", a."new_values"->>'paymentId')
  a."booking_id", o."id", a."new_values"->>'paymentId',
  coalesce(a."new_values"->>'reason', a."description"), a."created_at"
FROM "booking_activities" a
JOIN "payment_orders" o ON o."id" = a."new_values"->>'orderId'
WHERE a."activity_type" LIKE 'payment_needs_attention:%' AND a."booking_id" IS NOT NULL
  AND a."new_values"->>'paymentId' IS NOT NULL
ORDER BY a."booking_id", a."new_values"->>'paymentId', a."created_at";--> statement-breakpoint
UPDATE "booking_activities" SET "activity_type" = 'payment_needs_attention'
WHERE "activity_type" LIKE 'payment_needs_attention:%';--> statement-breakpoint
-- Released by the expiry job: the last expiry of a booking still cancelled, unless it was revived
-- and cancelled again after it (such a booking is no longer one a late payment may revive).
UPDATE "bookings" b SET "expired_at" = e."at"
FROM (
  SELECT "booking_id", max("created_at") AS "at" FROM "booking_activities"
  WHERE "activity_type" = 'expired' AND "booking_id" IS NOT NULL GROUP BY "booking_id"
) e
WHERE e."booking_id" = b."id" AND b."status" = 'cancelled'
  AND NOT EXISTS (
    SELECT 1 FROM "booking_activities" c
    WHERE c."booking_id" = b."id" AND c."activity_type" = 'cancelled' AND c."created_at" > e."at"
  );--> statement-breakpoint
-- Cancelled by the guest online: the refund of their first cancellation row (0 when none was given).
UPDATE "bookings" b SET "guest_cancel_refund" = g."refund"
FROM (
  SELECT DISTINCT ON ("booking_id") "booking_id",
    CASE WHEN jsonb_typeof("new_values"->'refundAmount') = 'number'
      THEN round(("new_values"->>'refundAmount')::numeric)::integer ELSE 0 END AS "refund"
  FROM "booking_activities"
  WHERE "activity_type" = 'cancelled_by_guest' AND "booking_id" IS NOT NULL
  ORDER BY "booking_id", "created_at"
) g
WHERE g."booking_id" = b."id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "access_token_hash";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expired_is_cancelled" CHECK ("bookings"."expired_at" is null or "bookings"."status" = 'cancelled');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_cancel_refund_nonnegative" CHECK ("bookings"."guest_cancel_refund" >= 0);
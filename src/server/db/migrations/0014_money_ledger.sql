-- The ledger (docs/decisions/0112-money-ledger.md): one append-only row per movement of money, and
-- the folio's charges. Existing money is copied in so every booking's figures stay what they are:
-- paid provider orders (those flagged for staff as `unapplied_payment`) and flagged second payments, desk payments and verified transfers, refunds
-- (requested, and settled or failed), and for a booking whose status says it received more than
-- any record shows (older flows), one `opening_balance` row for the difference.
CREATE TABLE "booking_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"tax" integer NOT NULL,
	"amount" integer NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_charges_kind_values" CHECK ("booking_charges"."kind" in ('safari', 'meal', 'extra_bed', 'transport', 'other')),
	CONSTRAINT "booking_charges_amounts" CHECK ("booking_charges"."quantity" > 0 and "booking_charges"."unit_price" >= 0 and "booking_charges"."tax" >= 0 and "booking_charges"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "money_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text,
	"plan" text,
	"reference" text,
	"order_id" text,
	"refund_id" uuid,
	"charge_id" uuid,
	"note" text,
	"idempotency_key" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_movements_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "money_movements_kind_values" CHECK ("money_movements"."kind" in ('online_payment', 'bank_transfer', 'desk_payment', 'opening_balance', 'unapplied_payment', 'refund_requested', 'refund_processed', 'refund_failed', 'charge_added', 'charge_voided', 'stay_repriced')),
	CONSTRAINT "money_movements_amount_sign" CHECK ("money_movements"."kind" = 'stay_repriced' or "money_movements"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_voided_by_admin_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_charges" ADD CONSTRAINT "booking_charges_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_charges_booking_idx" ON "booking_charges" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "money_movements_booking_idx" ON "money_movements" USING btree ("booking_id","occurred_at");--> statement-breakpoint
INSERT INTO "money_movements" ("booking_id", "kind", "amount", "method", "plan", "reference", "order_id", "idempotency_key", "actor_name", "occurred_at")
SELECT o."booking_id",
	CASE WHEN EXISTS (SELECT 1 FROM "payment_follow_ups" f WHERE f."payment_id" = o."payment_id") THEN 'unapplied_payment' ELSE 'online_payment' END,
	o."amount", o."provider", o."plan", o."payment_id", o."id", 'payment:' || o."payment_id", 'System', coalesce(o."paid_at", o."created_at")
FROM "payment_orders" o
WHERE o."status" = 'paid' AND o."payment_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "money_movements" ("booking_id", "kind", "amount", "method", "reference", "order_id", "note", "idempotency_key", "actor_name", "occurred_at")
SELECT f."booking_id", 'unapplied_payment', o."amount", o."provider", f."payment_id", o."id", f."reason", 'payment:' || f."payment_id", 'System', f."created_at"
FROM "payment_follow_ups" f
JOIN "payment_orders" o ON o."id" = f."order_id"
WHERE NOT EXISTS (SELECT 1 FROM "money_movements" m WHERE m."idempotency_key" = 'payment:' || f."payment_id");
--> statement-breakpoint
INSERT INTO "money_movements" ("booking_id", "kind", "amount", "method", "reference", "actor_id", "idempotency_key", "actor_name", "occurred_at")
SELECT p."booking_id", CASE WHEN p."method" = 'bank_transfer' THEN 'bank_transfer' ELSE 'desk_payment' END, p."amount", p."method", p."reference", p."received_by", 'desk:' || p."id", p."received_by_name", p."created_at"
FROM "property_payments" p;
--> statement-breakpoint
INSERT INTO "money_movements" ("booking_id", "kind", "amount", "method", "reference", "refund_id", "note", "actor_id", "idempotency_key", "actor_name", "occurred_at")
SELECT r."booking_id", 'refund_requested', r."amount", r."channel", r."payment_id", r."id", r."reason", r."requested_by", 'refund:' || r."idempotency_key", r."requested_by_name", r."created_at"
FROM "refunds" r;
--> statement-breakpoint
INSERT INTO "money_movements" ("booking_id", "kind", "amount", "method", "reference", "refund_id", "note", "idempotency_key", "actor_name", "occurred_at")
SELECT r."booking_id", CASE WHEN r."status" = 'processed' THEN 'refund_processed' ELSE 'refund_failed' END, r."amount", r."channel", r."provider_refund_id", r."id", r."failure_reason", 'refund:' || r."idempotency_key" || ':' || r."status", 'System', coalesce(r."processed_at", r."created_at")
FROM "refunds" r
WHERE r."status" IN ('processed', 'failed');
--> statement-breakpoint
INSERT INTO "money_movements" ("booking_id", "kind", "amount", "note", "idempotency_key", "actor_name", "occurred_at")
SELECT b."id", 'opening_balance', a."applied" - coalesce(r."recorded", 0), 'received before the ledger, with no other record', 'opening:' || b."id", 'System', coalesce(b."paid_at", b."advance_paid_at", b."updated_at")
FROM "bookings" b
CROSS JOIN LATERAL (
	SELECT CASE b."payment_status"
		WHEN 'paid' THEN b."total_amount"
		WHEN 'advance_paid' THEN least(b."advance_amount", b."total_amount")
		WHEN 'refunded' THEN greatest(0, b."total_amount" - b."remaining_amount")
		WHEN 'partial_refund' THEN greatest(0, b."total_amount" - b."remaining_amount")
		ELSE 0 END AS "applied"
) a
LEFT JOIN (
	SELECT m."booking_id", sum(m."amount")::integer AS "recorded"
	FROM "money_movements" m
	WHERE m."kind" IN ('online_payment', 'bank_transfer', 'desk_payment')
	GROUP BY m."booking_id"
) r ON r."booking_id" = b."id"
WHERE a."applied" > coalesce(r."recorded", 0);

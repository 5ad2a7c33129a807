CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Orders left open twice by concurrent create-order calls before this index: keep the newest open.
UPDATE "payment_orders" SET "status" = 'failed', "failure_reason" = 'superseded by a newer open order'
WHERE "status" = 'created' AND "id" NOT IN (
	SELECT DISTINCT ON ("booking_id", "plan") "id" FROM "payment_orders" WHERE "status" = 'created' ORDER BY "booking_id", "plan", "created_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_open_per_plan" ON "payment_orders" USING btree ("booking_id","plan") WHERE status = 'created';
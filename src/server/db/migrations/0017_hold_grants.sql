-- No one address holds the resort (docs/decisions/0116-inventory-caps.md): every unit-night a hold
-- newly takes is written down for the client address, so a rolling window can cap what one address
-- holds over time, across hold keys and browsing sessions (a lapsed hold no longer starts afresh).
-- Rows older than the window are deleted by the next hold of that address and by the expiry job.
CREATE TABLE "hold_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_ip" text NOT NULL,
	"unit_nights" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "hold_grants_unit_nights_positive" CHECK ("hold_grants"."unit_nights" > 0)
);
--> statement-breakpoint
CREATE INDEX "hold_grants_client_idx" ON "hold_grants" USING btree ("client_ip","granted_at");--> statement-breakpoint
CREATE INDEX "hold_grants_granted_idx" ON "hold_grants" USING btree ("granted_at");

-- One-time codes a guest asks for to prove a booking is theirs before cancelling or moving it when
-- they found it by code + e-mail (docs/decisions/0117). Only a salted hash of the code is stored;
-- a code is short-lived, allows few wrong attempts and is used once.
CREATE TABLE "guest_proof_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_proof_codes_attempts_nonnegative" CHECK ("guest_proof_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "guest_proof_codes" ADD CONSTRAINT "guest_proof_codes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_proof_codes_booking_idx" ON "guest_proof_codes" USING btree ("booking_id","created_at");

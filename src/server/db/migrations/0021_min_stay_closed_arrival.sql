-- Minimum stay and closed arrival (docs/decisions/0127-min-stay-closed-arrival.md): pricing rules
-- and per-date overrides may set the shortest stay that includes a night, and close arrival on it.
-- Existing rows keep no minimum and open arrival.
ALTER TABLE "pricing_rules" ADD COLUMN "min_nights" smallint;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_min_nights_range" CHECK ("pricing_rules"."min_nights" is null or "pricing_rules"."min_nights" between 1 and 30);--> statement-breakpoint
ALTER TABLE "availability" ADD COLUMN "min_nights" smallint;--> statement-breakpoint
ALTER TABLE "availability" ADD COLUMN "closed_to_arrival" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_min_nights_range" CHECK ("availability"."min_nights" is null or "availability"."min_nights" between 1 and 30);--> statement-breakpoint
-- The address the booking was made at (the request's origin), for the e-mailed "view your booking"
-- link when PUBLIC_URL is unset (README). Existing bookings: unknown (no link, as before).
ALTER TABLE "bookings" ADD COLUMN "site_origin" text;
--> statement-breakpoint
-- Promo codes (docs/decisions/0128-promo-codes.md). Codes are stored upper case; a redemption is a
-- booking's use of a code: pending while the booking is unpaid (it reserves the use), confirmed when
-- paid, released when the booking expires.
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"stay_from" date,
	"stay_to" date,
	"book_from" date,
	"book_to" date,
	"min_nights" smallint,
	"villa_ids" text[],
	"max_uses" integer,
	"max_uses_per_email" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "promo_codes_value" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"email" text NOT NULL,
	"discount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "promo_redemptions_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "promo_redemptions_status" CHECK ("promo_redemptions"."status" in ('pending', 'confirmed', 'released'))
);
--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_idx" ON "promo_redemptions" USING btree ("promo_code_id","status");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;

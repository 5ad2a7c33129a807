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

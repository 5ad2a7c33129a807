-- The guest home page (docs/decisions/0129-home-page.md), responsive photos (0130) and reviews after
-- the stay (0131). Every text on the home page is a row here, edited by staff; nothing is in code.
CREATE TABLE "home_page" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"story_title" text DEFAULT '' NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"location_intro" text DEFAULT '' NOT NULL,
	"railway_station" text DEFAULT '' NOT NULL,
	"airport" text DEFAULT '' NOT NULL,
	"reserve_gate" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_page_single_row" CHECK ("home_page"."id" = 1),
	CONSTRAINT "home_page_geo_pair" CHECK (("home_page"."latitude" is null) = ("home_page"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "home_faq" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "home_faq_position_idx" ON "home_faq" USING btree ("position");--> statement-breakpoint
CREATE TABLE "home_gallery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"src" text NOT NULL,
	"alt" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_gallery_alt_present" CHECK (length(btrim("home_gallery"."alt")) > 0)
);
--> statement-breakpoint
CREATE INDEX "home_gallery_position_idx" ON "home_gallery" USING btree ("position");--> statement-breakpoint
CREATE TABLE "uploaded_image_variants" (
	"image_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	CONSTRAINT "uploaded_image_variants_image_id_format_width_pk" PRIMARY KEY("image_id","format","width"),
	CONSTRAINT "uploaded_image_variants_format_values" CHECK ("uploaded_image_variants"."format" in ('avif', 'webp')),
	CONSTRAINT "uploaded_image_variants_size_positive" CHECK ("uploaded_image_variants"."byte_size" > 0 and "uploaded_image_variants"."width" > 0 and "uploaded_image_variants"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploaded_image_variants" ADD CONSTRAINT "uploaded_image_variants_image_id_uploaded_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "guest_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "guest_reviews_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "guest_reviews_rating_range" CHECK ("guest_reviews"."rating" between 1 and 5),
	CONSTRAINT "guest_reviews_status_values" CHECK ("guest_reviews"."status" in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "guest_reviews" ADD CONSTRAINT "guest_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_reviews" ADD CONSTRAINT "guest_reviews_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_reviews_status_idx" ON "guest_reviews" USING btree ("status","created_at");

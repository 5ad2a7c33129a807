-- Guest registration at check-in with Form C particulars for foreign nationals
-- (docs/decisions/0132-guest-registration-form-c.md).
CREATE TABLE "booking_registrations" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_name" text NOT NULL,
	"arrived_at" timestamp with time zone,
	"form_c_submitted_at" timestamp with time zone,
	"form_c_submitted_by" uuid,
	"form_c_submitted_by_name" text,
	"numbers_erased_at" timestamp with time zone,
	CONSTRAINT "booking_registrations_submitted_by" CHECK (("booking_registrations"."form_c_submitted_at" is null) = ("booking_registrations"."form_c_submitted_by_name" is null))
);
--> statement-breakpoint
CREATE TABLE "registration_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"nationality" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text,
	"address" text,
	"form_c" jsonb,
	"passport_number" text,
	"visa_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_guests_position_unique" UNIQUE("booking_id","position"),
	CONSTRAINT "registration_guests_position_range" CHECK ("registration_guests"."position" between 0 and 19),
	CONSTRAINT "registration_guests_nationality_code" CHECK ("registration_guests"."nationality" ~ '^[A-Z]{2}$'),
	CONSTRAINT "registration_guests_id_type_values" CHECK (id_type in ('aadhaar', 'passport', 'driving_licence', 'voter_id', 'other')),
	CONSTRAINT "registration_guests_form_c_foreign" CHECK ("registration_guests"."form_c" is null or "registration_guests"."nationality" <> 'IN'),
	CONSTRAINT "registration_guests_numbers_with_form_c" CHECK ("registration_guests"."form_c" is not null or ("registration_guests"."passport_number" is null and "registration_guests"."visa_number" is null))
);
--> statement-breakpoint
ALTER TABLE "booking_registrations" ADD CONSTRAINT "booking_registrations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_registrations" ADD CONSTRAINT "booking_registrations_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_registrations" ADD CONSTRAINT "booking_registrations_form_c_submitted_by_admin_users_id_fk" FOREIGN KEY ("form_c_submitted_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_guests" ADD CONSTRAINT "registration_guests_booking_id_booking_registrations_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_registrations"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_registrations_form_c_due_idx" ON "booking_registrations" USING btree ("arrived_at") WHERE "booking_registrations"."form_c_submitted_at" is null and "booking_registrations"."arrived_at" is not null;

CREATE TABLE "admin_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email"),
	CONSTRAINT "admin_users_role_values" CHECK (role in ('admin')),
	CONSTRAINT "admin_users_email_lowercase" CHECK ("admin_users"."email" = lower("admin_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_id" text NOT NULL,
	"date" date NOT NULL,
	"price_override" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_villa_date_unique" UNIQUE("villa_id","date"),
	CONSTRAINT "availability_price_nonnegative" CHECK ("availability"."price_override" is null or "availability"."price_override" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid,
	"activity_type" text NOT NULL,
	"description" text NOT NULL,
	"old_values" jsonb,
	"new_values" jsonb,
	"performed_by" uuid,
	"performed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_id" text NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"rooms" integer DEFAULT 1 NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_holds_session_unique" UNIQUE("session_id"),
	CONSTRAINT "booking_holds_dates_order" CHECK ("booking_holds"."check_out" > "booking_holds"."check_in"),
	CONSTRAINT "booking_holds_rooms_range" CHECK ("booking_holds"."rooms" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "booking_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"villa_inventory_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_units_dates_order" CHECK ("booking_units"."check_out" > "booking_units"."check_in"),
	CONSTRAINT "booking_units_status_values" CHECK (status in ('reserved', 'occupied'))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text NOT NULL,
	"session_id" text,
	"guest_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country_code" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"rooms" integer DEFAULT 1 NOT NULL,
	"villa_id" text NOT NULL,
	"villa_name" text NOT NULL,
	"villa_price" integer NOT NULL,
	"package_id" text,
	"package_name" text,
	"package_price" integer DEFAULT 0 NOT NULL,
	"safari_requests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"safari_total" integer DEFAULT 0 NOT NULL,
	"price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" integer NOT NULL,
	"taxes" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"advance_amount" integer DEFAULT 0 NOT NULL,
	"remaining_amount" integer NOT NULL,
	"advance_paid_at" timestamp with time zone,
	"advance_payment_method" text,
	"payment_method" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"razorpay_order_id" text,
	"razorpay_payment_id" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"special_requests" text,
	"admin_notes" text,
	"booking_source" text DEFAULT 'website' NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"access_token_hash" text,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_bookingId_unique" UNIQUE("booking_id"),
	CONSTRAINT "bookings_dates_order" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_guests_positive" CHECK ("bookings"."guests" >= 1 and "bookings"."adults" >= 1 and "bookings"."children" >= 0),
	CONSTRAINT "bookings_guests_sum" CHECK ("bookings"."guests" = "bookings"."adults" + "bookings"."children"),
	CONSTRAINT "bookings_rooms_range" CHECK ("bookings"."rooms" between 1 and 3),
	CONSTRAINT "bookings_money_nonnegative" CHECK ("bookings"."villa_price" >= 0 and "bookings"."package_price" >= 0 and "bookings"."safari_total" >= 0 and "bookings"."subtotal" >= 0
        and "bookings"."taxes" >= 0 and "bookings"."total_amount" >= 0 and "bookings"."advance_amount" >= 0 and "bookings"."remaining_amount" >= 0),
	CONSTRAINT "bookings_advance_within_total" CHECK ("bookings"."advance_amount" <= "bookings"."total_amount"),
	CONSTRAINT "bookings_status_values" CHECK (status in ('pending', 'confirmed', 'checked_in', 'checked_out', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "bookings_payment_status_values" CHECK (payment_status in ('pending', 'paid', 'advance_paid', 'failed', 'refunded', 'partial_refund')),
	CONSTRAINT "bookings_source_values" CHECK (booking_source in ('website', 'admin_test'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"booking_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_status_values" CHECK (status in ('pending', 'sent', 'failed', 'held'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "inventory_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_inventory_id" uuid NOT NULL,
	"block_date" date NOT NULL,
	"block_type" text NOT NULL,
	"notes" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_blocks_unit_date_unique" UNIQUE("villa_inventory_id","block_date"),
	CONSTRAINT "inventory_blocks_type_values" CHECK (block_type in ('maintenance', 'owner_use', 'seasonal_closure', 'deep_cleaning'))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"duration" text DEFAULT 'Per night' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_id_slug" CHECK ("packages"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "packages_price_nonnegative" CHECK ("packages"."price" >= 0),
	CONSTRAINT "packages_duration_values" CHECK (duration in ('Per night', 'Per stay', 'Per person', 'One-time'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_events_eventId_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"plan" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_paymentId_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount" > 0),
	CONSTRAINT "payment_orders_provider_values" CHECK (provider in ('razorpay', 'test')),
	CONSTRAINT "payment_orders_plan_values" CHECK (plan in ('full', 'half')),
	CONSTRAINT "payment_orders_status_values" CHECK (status in ('created', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pricing_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_id" text,
	"name" text NOT NULL,
	"price_modifier" numeric(6, 3) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"days_of_week" smallint[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_rules_modifier_positive" CHECK ("pricing_rules"."price_modifier" > 0),
	CONSTRAINT "pricing_rules_range_order" CHECK ("pricing_rules"."start_date" is null or "pricing_rules"."end_date" is null or "pricing_rules"."end_date" >= "pricing_rules"."start_date"),
	CONSTRAINT "pricing_rules_days_of_week" CHECK ("pricing_rules"."days_of_week" is null or "pricing_rules"."days_of_week" <@ array[0,1,2,3,4,5,6]::smallint[])
);
--> statement-breakpoint
CREATE TABLE "safari_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"safari_option_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmation_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safari_bookings_status_values" CHECK (status in ('pending', 'confirmed', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "safari_options" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration" text NOT NULL,
	"price_per_person" integer DEFAULT 0 NOT NULL,
	"max_persons" integer DEFAULT 6 NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"timings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safari_options_price_nonnegative" CHECK ("safari_options"."price_per_person" >= 0),
	CONSTRAINT "safari_options_max_persons_positive" CHECK ("safari_options"."max_persons" >= 1)
);
--> statement-breakpoint
CREATE TABLE "safari_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" text,
	"guest_name" text,
	"email" text,
	"phone" text,
	"safari_option_id" text,
	"safari_name" text NOT NULL,
	"preferred_date" date,
	"preferred_timing" text,
	"number_of_persons" integer NOT NULL,
	"special_requirements" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"response" text,
	"responded_at" timestamp with time zone,
	"responded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safari_queries_persons_range" CHECK ("safari_queries"."number_of_persons" between 1 and 6),
	CONSTRAINT "safari_queries_status_values" CHECK (status in ('pending', 'confirmed', 'cancelled', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "villa_inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_id" text NOT NULL,
	"unit_number" text NOT NULL,
	"room_type" text NOT NULL,
	"floor" integer DEFAULT 1 NOT NULL,
	"view_type" text,
	"status" text DEFAULT 'available' NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_inventory_unitNumber_unique" UNIQUE("unit_number"),
	CONSTRAINT "villa_inventory_status_values" CHECK (status in ('available', 'maintenance', 'out_of_service')),
	CONSTRAINT "villa_inventory_floor_positive" CHECK ("villa_inventory"."floor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "villas" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"base_price" integer NOT NULL,
	"max_guests" integer NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villas_id_slug" CHECK ("villas"."id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "villas_base_price_positive" CHECK ("villas"."base_price" > 0),
	CONSTRAINT "villas_max_guests_range" CHECK ("villas"."max_guests" between 1 and 20),
	CONSTRAINT "villas_status_values" CHECK (status in ('active', 'inactive', 'maintenance'))
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability" ADD CONSTRAINT "availability_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_performed_by_admin_users_id_fk" FOREIGN KEY ("performed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_holds" ADD CONSTRAINT "booking_holds_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_units" ADD CONSTRAINT "booking_units_villa_inventory_id_villa_inventory_id_fk" FOREIGN KEY ("villa_inventory_id") REFERENCES "public"."villa_inventory"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_blocks" ADD CONSTRAINT "inventory_blocks_villa_inventory_id_villa_inventory_id_fk" FOREIGN KEY ("villa_inventory_id") REFERENCES "public"."villa_inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_rules" ADD CONSTRAINT "pricing_rules_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "safari_bookings" ADD CONSTRAINT "safari_bookings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_bookings" ADD CONSTRAINT "safari_bookings_safari_option_id_safari_options_id_fk" FOREIGN KEY ("safari_option_id") REFERENCES "public"."safari_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safari_queries" ADD CONSTRAINT "safari_queries_safari_option_id_safari_options_id_fk" FOREIGN KEY ("safari_option_id") REFERENCES "public"."safari_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_inventory" ADD CONSTRAINT "villa_inventory_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_activities_booking_idx" ON "booking_activities" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_holds_villa_idx" ON "booking_holds" USING btree ("villa_id","expires_at");--> statement-breakpoint
CREATE INDEX "booking_units_booking_idx" ON "booking_units" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_villa_dates_idx" ON "bookings" USING btree ("villa_id","check_in","check_out");--> statement-breakpoint
CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_booking_idx" ON "payment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "safari_queries_booking_idx" ON "safari_queries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "safari_queries_created_idx" ON "safari_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "villa_inventory_villa_idx" ON "villa_inventory" USING btree ("villa_id");
-- Housekeeping state per room unit and its history (issue 25; docs/decisions/0133-housekeeping-and-desk-lists.md).
-- A unit without a row is clean (every unit that existed before housekeeping was tracked).
CREATE TABLE "unit_housekeeping" (
	"villa_inventory_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'clean' NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	"updated_by_name" text,
	CONSTRAINT "unit_housekeeping_state_values" CHECK (state in ('clean', 'dirty', 'inspected', 'out_of_order')),
	CONSTRAINT "unit_housekeeping_out_of_order_note" CHECK (state <> 'out_of_order' or length(note) > 0)
);
--> statement-breakpoint
ALTER TABLE "unit_housekeeping" ADD CONSTRAINT "unit_housekeeping_villa_inventory_id_villa_inventory_id_fk" FOREIGN KEY ("villa_inventory_id") REFERENCES "public"."villa_inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_housekeeping" ADD CONSTRAINT "unit_housekeeping_updated_by_id_admin_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "unit_housekeeping_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"villa_inventory_id" uuid NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_housekeeping_history_from_values" CHECK (from_state in ('clean', 'dirty', 'inspected', 'out_of_order')),
	CONSTRAINT "unit_housekeeping_history_to_values" CHECK (to_state in ('clean', 'dirty', 'inspected', 'out_of_order'))
);
--> statement-breakpoint
ALTER TABLE "unit_housekeeping_history" ADD CONSTRAINT "unit_housekeeping_history_villa_inventory_id_villa_inventory_id_fk" FOREIGN KEY ("villa_inventory_id") REFERENCES "public"."villa_inventory"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_housekeeping_history" ADD CONSTRAINT "unit_housekeeping_history_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_housekeeping_history" ADD CONSTRAINT "unit_housekeeping_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_housekeeping_history_unit_idx" ON "unit_housekeeping_history" USING btree ("villa_inventory_id","created_at");

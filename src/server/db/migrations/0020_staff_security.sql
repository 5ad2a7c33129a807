-- Staff roles, two-factor sign-in and the sign-in audit (issue 26; decisions 0123, 0124).
-- Every admin that existed before roles becomes an owner: they could do everything, and the
-- resort must keep at least one owner.
ALTER TABLE "admin_users" DROP CONSTRAINT "admin_users_role_values";--> statement-breakpoint
UPDATE "admin_users" SET "role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "admin_users" ALTER COLUMN "role" SET DEFAULT 'owner';--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_values" CHECK (role in ('owner', 'manager', 'front_desk', 'housekeeping', 'accountant'));--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_recovery_codes_user_idx" ON "admin_recovery_codes" USING btree ("admin_user_id");--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE TABLE "staff_settings" (
	"id" text PRIMARY KEY DEFAULT 'staff' NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "staff_settings_single_row" CHECK ("staff_settings"."id" = 'staff')
);
--> statement-breakpoint
ALTER TABLE "staff_settings" ADD CONSTRAINT "staff_settings_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;

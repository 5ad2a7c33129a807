CREATE TABLE "uploaded_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_content_type_values" CHECK ("uploaded_images"."content_type" in ('image/webp')),
	CONSTRAINT "uploaded_images_size_positive" CHECK ("uploaded_images"."byte_size" > 0 and "uploaded_images"."width" > 0 and "uploaded_images"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "inventory_blocks" ADD COLUMN "group_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_uploaded_by_admin_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_blocks_group_idx" ON "inventory_blocks" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "inventory_blocks_date_idx" ON "inventory_blocks" USING btree ("block_date");
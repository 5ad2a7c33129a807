-- Staff-created bookings (POST /api/admin/bookings) have booking_source 'admin'. drizzle-kit does
-- not diff CHECK bodies, so the widened list from src/domain/enums.ts is applied here.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_source_values";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_values" CHECK (booking_source in ('website', 'admin', 'admin_test'));

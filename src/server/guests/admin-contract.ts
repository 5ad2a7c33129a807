import { listResponseSchema } from '../http/list-query';
import { z } from '@hono/zod-openapi';
import { bookingRow, guestFiguresRow, isoTimestamp } from '../db/row-schemas';
import { GUEST_TIERS } from '../../domain/analytics';
import { RegistrationExportSchema } from '../registrations/contract';

/** The request and answer schemas of guests/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const AdminGuestSchema = z
  .object({
    ...guestFiguresRow.pick({ name: true, email: true, phone: true, bookings: true }).shape,
    /** Payments received from this guest (by e-mail), all time, net of refunds (decision 0113). */
    totalSpent: z.number().int(),
    tier: z.enum(GUEST_TIERS),
    lastBooking: isoTimestamp().nullable(),
    joinedAt: isoTimestamp(),
    anonymised: guestFiguresRow.shape.anonymised,
  })
  .openapi('AdminGuest');
export type AdminGuest = z.infer<typeof AdminGuestSchema>;

export const GuestStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    premiumUsers: z.number().int(),
    /** Payments received from all guests, all time (the sum of their Total Spent). */
    paymentsReceived: z.number().int(),
    avgSpending: z.number().int(),
  })
  .openapi('AdminGuestStats');
export type GuestStats = z.infer<typeof GuestStatsSchema>;

export const GuestProfileSchema = z
  .object({
    guest: AdminGuestSchema,
    bookings: z.array(
      z.object({
        ...bookingRow.pick({
          bookingId: true,
          villaName: true,
          packageName: true,
          checkIn: true,
          checkOut: true,
          guests: true,
          rooms: true,
          status: true,
          paymentStatus: true,
          total: true,
        }).shape,
        createdAt: isoTimestamp(),
      }),
    ),
  })
  .openapi('AdminGuestProfile');
export type GuestProfile = z.infer<typeof GuestProfileSchema>;

/** A guest's data export as JSON (`GET /admin/guests/{email}/export?format=json`). */
export const GuestExportSchema = GuestProfileSchema.extend({
  exportedAt: z.string(),
  registrations: RegistrationExportSchema,
}).openapi('AdminGuestExport');

export const AdminGuestListSchema = listResponseSchema(AdminGuestSchema).openapi('AdminGuestList');
export type AdminGuestList = z.infer<typeof AdminGuestListSchema>;

import { listResponseSchema } from '../http/list-query';
import { z } from '@hono/zod-openapi';
import { BookingStatusSchema, PaymentStatusSchema } from '../http/contract';
import { GUEST_TIERS } from '../../domain/analytics';

/** The request and answer schemas of guests/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const AdminGuestSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    bookings: z.number().int(),
    /** Payments received from this guest (by e-mail), all time, net of refunds (decision 0113). */
    totalSpent: z.number().int(),
    tier: z.enum(GUEST_TIERS),
    lastBooking: z.string().nullable(),
    joinedAt: z.string(),
    anonymised: z.boolean(),
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
        bookingId: z.string(),
        villaName: z.string(),
        packageName: z.string().nullable(),
        checkIn: z.string(),
        checkOut: z.string(),
        guests: z.number().int(),
        rooms: z.number().int(),
        status: BookingStatusSchema,
        paymentStatus: PaymentStatusSchema,
        total: z.number().int(),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi('AdminGuestProfile');
export type GuestProfile = z.infer<typeof GuestProfileSchema>;

export const AdminGuestListSchema = listResponseSchema(AdminGuestSchema).openapi('AdminGuestList');
export type AdminGuestList = z.infer<typeof AdminGuestListSchema>;

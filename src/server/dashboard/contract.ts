import { z } from '@hono/zod-openapi';
import { BookingStatusSchema, PaymentStatusSchema } from '../http/contract';

/** GET /api/admin/dashboard: the one source of the handler's type, the OpenAPI document and the web's. */

const count = () => z.number().int();
const money = () => z.number().int();

const DashboardFiguresSchema = z.object({
  totalBookings: count(),
  /** Revenue of this month so far (decision 0113; the same as the reports' "This month"). */
  revenue: money(),
  /** Payments received this month so far (decision 0113). */
  paymentsReceived: money(),
  /** The dates both money figures cover: the 1st of the month to today (resort time). */
  revenuePeriod: z.object({ from: z.string(), to: z.string() }),
  /** Bookings with payment_status advance_paid. */
  halfPayments: count(),
  occupancyRate: z.number(),
  pendingBookings: count(),
  confirmedBookings: count(),
  completedBookings: count(),
  cancelledBookings: count(),
  averageBookingValue: z.number(),
  conversionRate: z.number(),
});

export const DashboardSchema = z
  .object({
    generatedAt: z.string(),
    today: z.string(),
    figures: DashboardFiguresSchema,
    recentActivity: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['booking', 'admin']),
        title: z.string(),
        description: z.string(),
        actor: z.string(),
        at: z.string(),
        bookingId: z.string().nullable(),
      }),
    ),
    recentBookings: z.array(
      z.object({
        id: z.string(),
        bookingId: z.string(),
        guestName: z.string(),
        villaName: z.string(),
        checkIn: z.string(),
        checkOut: z.string(),
        guests: count(),
        total: money(),
        status: BookingStatusSchema,
        paymentStatus: PaymentStatusSchema,
        createdAt: z.string(),
      }),
    ),
    systemStatus: z.object({
      database: z.object({
        status: z.enum(['online', 'offline']),
        kind: z.enum(['pglite', 'postgres']),
      }),
      paymentGateway: z.enum(['demo', 'live']),
      emailService: z.enum(['demo', 'live']),
      /** Backups (decision 0125): the newest's time; stale after 48 h; external on PostgreSQL. */
      backup: z.object({
        health: z.enum(['none', 'ok', 'stale', 'external']),
        lastBackupAt: z.string().nullable(),
      }),
    }),
    propertyOverview: z.object({
      totalVillas: count(),
      activeVillas: count(),
      totalUnits: count(),
      occupiedTonight: count(),
      availableTonight: count(),
    }),
  })
  .openapi('AdminDashboard');
export type DashboardData = z.infer<typeof DashboardSchema>;

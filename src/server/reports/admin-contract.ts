import { z } from '@hono/zod-openapi';

/** The request and answer schemas of reports/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
const money = z.number();
const DetailColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'money', 'number', 'percent', 'date']),
});
export type DetailColumn = z.infer<typeof DetailColumnSchema>;
const DetailRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type DetailRow = z.infer<typeof DetailRowSchema>;
const rangeSchema = z.object({ from: z.string(), to: z.string(), label: z.string() });

export const ReportDataSchema = z
  .object({
    generatedAt: z.string(),
    resortName: z.string(),
    query: z.object({
      period: z.enum(['week', 'month', 'quarter', 'year', 'custom']),
      from: z.string().optional(),
      to: z.string().optional(),
      reportType: z.enum(['overview', 'villa', 'package', 'guest']),
      villaId: z.string().optional(),
      status: z.enum(['all', 'confirmed', 'completed', 'cancelled']),
    }),
    period: rangeSchema,
    previousPeriod: rangeSchema,
    summary: z.object({
      revenue: money,
      previousRevenue: money,
      growth: z.number(),
      bookings: z.number().int(),
      previousBookings: z.number().int(),
      bookingsGrowth: z.number(),
      averageBookingValue: money,
      previousAverageBookingValue: money,
      /** Bookings that earned revenue in the period (the average's divisor). */
      earningBookings: z.number().int(),
      /** Payments received in the period and the previous one (decision 0113). */
      paymentsReceived: money,
      previousPaymentsReceived: money,
    }),
    villaShare: z.array(
      z.object({ villaId: z.string(), name: z.string(), revenue: money, share: z.number() }),
    ),
    packageShare: z.array(
      z.object({
        packageId: z.string().nullable(),
        name: z.string(),
        revenue: money,
        share: z.number(),
      }),
    ),
    trend: z.array(
      z.object({
        month: z.string(),
        label: z.string(),
        revenue: money,
        paymentsReceived: money,
        bookings: z.number().int(),
        averageBookingValue: money,
      }),
    ),
    topVillas: z.array(
      z.object({
        villaId: z.string(),
        name: z.string(),
        revenue: money,
        bookings: z.number().int(),
        nightsSold: z.number().int(),
        occupancyRate: z.number(),
      }),
    ),
    kpis: z.object({
      occupancyRate: z.number(),
      adr: money,
      revpar: money,
      averageStay: z.number(),
      leadTime: z.number(),
      cancellationRate: z.number(),
      conversionRate: z.number(),
      nightsSold: z.number().int(),
      unitNightsAvailable: z.number().int(),
    }),
    detail: z.object({
      type: z.enum(['overview', 'villa', 'package', 'guest']),
      title: z.string(),
      columns: z.array(DetailColumnSchema),
      rows: z.array(DetailRowSchema),
    }),
    villas: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Promo discounts given on the period's sold nights, before tax, per code (decision 0128). */
    discounts: z.object({
      total: money,
      bookings: z.number().int(),
      byCode: z.array(z.object({ code: z.string(), amount: money, bookings: z.number().int() })),
    }),
  })
  .openapi('AdminReport');
export type ReportData = z.infer<typeof ReportDataSchema>;

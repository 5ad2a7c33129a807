import { z } from '@hono/zod-openapi';
import { stayFields } from '../../domain/stay-request';

/** The request and answer schemas of pricing/calendar-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
const CalendarDaySchema = z.object({
  date: z.string(),
  available: z.boolean(),
  unitsLeft: z.number().int(),
  price: z.number().int(),
  minNights: z.number().int().optional(),
  closedToArrival: z.boolean().optional(),
});
export const CalendarSchema = z.object({ days: z.array(CalendarDaySchema) }).openapi('Calendar');
export type CalendarMonth = z.infer<typeof CalendarSchema>;
export type CalendarDayView = z.infer<typeof CalendarDaySchema>;

export const MONTH_MESSAGE = 'Month must be YYYY-MM';

export const calendarQuerySchema = z.object({
  villaId: z.string().trim().max(100).optional(),
  month: z
    .string({ error: MONTH_MESSAGE })
    .trim()
    .regex(/^\d{4}-\d{2}$/, MONTH_MESSAGE),
  rooms: stayFields.rooms,
  sessionId: z.string().trim().max(100).optional(),
});

/** Seconds a browser may reuse a month before asking again (with its ETag); decision 0126. */
export const CALENDAR_MAX_AGE = 15;

import { z } from '@hono/zod-openapi';
import { isIsoDate } from '../../domain/dates';
import {
  ADMIN_ROLES,
  BLOCK_TYPES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  UNIT_STATUSES,
  VILLA_STATUSES,
} from '../../domain/enums';

/** A booking's statuses in answers: the domain's lists, so the web's badge maps need no casts. */
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
/** Which booking, and where it stands: how the guest-facing answers about one booking start. */
export const bookingStateFields = {
  bookingId: z.string(),
  id: z.string(),
  status: BookingStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: z.string(),
};

/** The catalogue's and the admin's statuses in answers, from the same lists. */
export const VillaStatusSchema = z.enum(VILLA_STATUSES);
export const UnitStatusSchema = z.enum(UNIT_STATUSES);
export const BlockTypeSchema = z.enum(BLOCK_TYPES);
export const AdminRoleSchema = z.enum(ADMIN_ROLES);

/** The API's error body (`ApiErrorBody`), as every route's contract declares it. */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      /** On server failures (5xx): the request id the server logged the failure under. */
      requestId: z.string().optional(),
    }),
  })
  .openapi('ApiError');

/** A route's error response: the API error body. */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
});

/** A route's JSON response with its schema. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route's required JSON request body with its schema (`request: { ...jsonBody(schema) }`). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** A YYYY-MM-DD date in a query or body. */
export const IsoDateSchema = z.string().refine(isIsoDate, 'Please enter a valid date (YYYY-MM-DD)');

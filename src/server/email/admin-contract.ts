import { listResponseSchema } from '../http/list-query';
import { z } from '@hono/zod-openapi';
import { bookingRow, emailOutboxRow, isoTimestamp } from '../db/row-schemas';

/** The request and answer schemas of email/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
const OutboxItemSchema = z
  .object({
    ...emailOutboxRow.pick({ id: true, kind: true }).shape,
    to: emailOutboxRow.shape.toAddress,
    ...emailOutboxRow.pick({ subject: true, status: true, attempts: true, lastError: true }).shape,
    createdAt: isoTimestamp(),
    nextAttemptAt: isoTimestamp(),
    sentAt: isoTimestamp().nullable(),
    /** The booking's code, when the message is about one. */
    bookingId: bookingRow.shape.bookingId.nullable(),
  })
  .openapi('OutboxItem');
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

/** A message with its parts: the HTML exactly as the recipient receives it, and the plain text. */
export const OutboxMessageSchema = OutboxItemSchema.extend(
  emailOutboxRow.pick({ html: true, text: true }).shape,
).openapi('OutboxMessage');
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxSummarySchema = z
  .object({
    pending: z.number().int(),
    sent: z.number().int(),
    held: z.number().int(),
    failed: z.number().int(),
    /** True when SMTP_URL is set (otherwise every message is held). */
    smtpConfigured: z.boolean(),
  })
  .openapi('OutboxSummary');
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>;

export const ReminderResultSchema = z
  .object({ bookingId: z.string(), emailId: z.string(), to: z.string() })
  .openapi('PaymentReminderResult');

export const OutboxListSchema = listResponseSchema(OutboxItemSchema).openapi('OutboxList');

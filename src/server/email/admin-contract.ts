import { listResponseSchema } from '../http/list-query';
import { z } from '@hono/zod-openapi';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '../../domain/enums';

/** The request and answer schemas of email/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
const OutboxItemSchema = z
  .object({
    id: z.string(),
    kind: z.enum(OUTBOX_KINDS),
    to: z.string(),
    subject: z.string(),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    nextAttemptAt: z.string(),
    sentAt: z.string().nullable(),
    bookingId: z.string().nullable(),
  })
  .openapi('OutboxItem');
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

export const OutboxMessageSchema = OutboxItemSchema.extend({
  /** The HTML part exactly as the recipient receives it. */
  html: z.string(),
  /** The plain-text part. */
  text: z.string(),
}).openapi('OutboxMessage');

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

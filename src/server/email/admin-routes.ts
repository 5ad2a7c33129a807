import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../http/contract';
import { OUTBOX_KINDS, OUTBOX_STATUSES } from '../../domain/enums';
import { outboxListQuerySchema } from '../../domain/guest-emails';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { listResponseSchema } from '../http/list-query';
import { createRouter } from '../http/router';
import {
  getOutboxMessage,
  listOutbox,
  outboxSummary,
  resendOutboxMessage,
  retryOutboxMessage,
} from './admin-service';
import { sendPaymentReminderNow } from './scheduled-service';

export const OutboxItemSchema = z
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
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListSchema = listResponseSchema(OutboxItemSchema).openapi('OutboxList');
export type OutboxList = z.infer<typeof OutboxListSchema>;

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
export type ReminderResult = z.infer<typeof ReminderResultSchema>;

const idParam = z.object({ id: z.uuid('E-mail not found') });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/emails',
  summary:
    'The e-mail outbox, newest first (search recipient/subject/booking, status, kind, paging)',
  request: { query: outboxListQuerySchema },
  responses: { 200: json(OutboxListSchema, 'Messages') },
});
const summaryRoute = createRoute({
  method: 'get',
  path: '/admin/emails/summary',
  summary: 'Messages per status, and whether SMTP is configured (the dashboard banner)',
  responses: { 200: json(OutboxSummarySchema, 'Figures') },
});
const getRoute = createRoute({
  method: 'get',
  path: '/admin/emails/{id}',
  summary: 'One message with its HTML and text parts (the preview)',
  request: { params: idParam },
  responses: { 200: json(OutboxMessageSchema, 'Message'), 404: { description: 'No such e-mail' } },
});
const retryRoute = createRoute({
  method: 'post',
  path: '/admin/emails/{id}/retry',
  summary: 'Queue a failed or held message again (attempts start over)',
  request: { params: idParam },
  responses: {
    200: json(OutboxMessageSchema, 'Queued'),
    404: { description: 'No such e-mail' },
    409: { description: 'Not failed or held' },
  },
});
const resendRoute = createRoute({
  method: 'post',
  path: '/admin/emails/{id}/resend',
  summary: 'Queue a copy of a sent message (the answer is the new copy)',
  request: { params: idParam },
  responses: {
    200: json(OutboxMessageSchema, 'The queued copy'),
    404: { description: 'No such e-mail' },
    409: { description: 'Not sent' },
  },
});
const reminderRoute = createRoute({
  method: 'post',
  path: '/admin/bookings/{bookingId}/payment-reminder',
  summary: 'E-mail the guest of a half-paid booking a reminder of the balance due (Send reminder)',
  request: { params: z.object({ bookingId: z.string().min(1).max(64) }) },
  responses: {
    200: json(ReminderResultSchema, 'Queued'),
    404: { description: 'No such booking' },
    409: { description: 'Not a half-paid booking going ahead' },
  },
});

export function adminEmailRoutes({ db, config, now, jobs }: AppDeps) {
  // A queued message goes out now rather than at the next tick of the delivery job.
  const deliverSoon = () => void jobs?.runNow('email-delivery').catch(() => undefined);
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listOutbox(db, c.req.valid('query')), 200))
    .openapi(summaryRoute, async (c) =>
      c.json({ ...(await outboxSummary(db)), smtpConfigured: Boolean(config.smtpUrl) }, 200),
    )
    .openapi(getRoute, async (c) =>
      c.json(await getOutboxMessage(db, c.req.valid('param').id), 200),
    )
    .openapi(retryRoute, async (c) => {
      const message = await retryOutboxMessage(db, c.req.valid('param').id, actorOf(c), now());
      deliverSoon();
      return c.json(message, 200);
    })
    .openapi(resendRoute, async (c) => {
      const message = await resendOutboxMessage(db, c.req.valid('param').id, actorOf(c), now());
      deliverSoon();
      return c.json(message, 200);
    })
    .openapi(reminderRoute, async (c) => {
      const result = await sendPaymentReminderNow(
        { db, config, now },
        c.req.valid('param').bookingId,
        actorOf(c),
      );
      deliverSoon();
      return c.json(result, 200);
    });
}

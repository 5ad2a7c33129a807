import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../http/contract';

import { outboxListQuerySchema } from '../../domain/guest-emails';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import {
  getOutboxMessage,
  listOutbox,
  outboxSummary,
  resendOutboxMessage,
  retryOutboxMessage,
} from './admin-service';
import { sendPaymentReminderNow } from './scheduled-service';
import { OutboxMessageSchema, OutboxSummarySchema, ReminderResultSchema } from './admin-contract';
import { OutboxListSchema } from './admin-contract';

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

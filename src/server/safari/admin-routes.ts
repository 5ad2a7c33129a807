import { createRoute, z } from '@hono/zod-openapi';
import { errorResponse, json, jsonBody } from '../http/contract';
import { safariResponseSchema } from '../../domain/admin-forms';

import { safariListQuerySchema } from '../../domain/catalog-lists';
import { actorOf } from '../admin-auth/actor';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import {
  changeSafariStatus,
  getSafariEnquiry,
  listSafariEnquiries,
  respondToSafari,
  safariEnquiryStats,
} from './admin-service';
import {
  AdminSafariEnquirySchema,
  SafariStatsSchema,
  safariStatusChangeSchema,
} from './admin-contract';
import { AdminSafariListSchema } from './admin-contract';

const idParam = z.object({ id: z.uuid('Safari enquiry not found') });

const listRoute = createRoute({
  method: 'get',
  path: '/admin/safari-enquiries',
  summary:
    'Safari enquiries, newest first (search, status filter, paging); view=answerable (default) or unbooked (guests who never booked)',
  request: { query: safariListQuerySchema },
  responses: { 200: json(AdminSafariListSchema, 'Enquiries') },
});
const statsRoute = createRoute({
  method: 'get',
  path: '/admin/safari-enquiries/stats',
  summary: 'Total, per status, and this week (since Monday in the resort)',
  responses: { 200: json(SafariStatsSchema, 'Figures') },
});
const getRoute = createRoute({
  method: 'get',
  path: '/admin/safari-enquiries/{id}',
  summary: 'One enquiry',
  request: { params: idParam },
  responses: {
    200: json(AdminSafariEnquirySchema, 'Enquiry'),
    404: { description: 'No such enquiry' },
  },
});
const statusRoute = createRoute({
  method: 'patch',
  path: '/admin/safari-enquiries/{id}',
  summary: 'Change the status (pending → confirmed | cancelled; confirmed → completed)',
  request: { params: idParam, ...jsonBody(safariStatusChangeSchema) },
  responses: {
    200: json(AdminSafariEnquirySchema, 'Updated'),
    404: { description: 'No such enquiry' },
    409: { description: 'Transition not allowed' },
  },
});
const respondRoute = createRoute({
  method: 'post',
  path: '/admin/safari-enquiries/{id}/respond',
  summary:
    'Answer the guest: confirmed with the response, e-mailed through the outbox; optional `charge` adds the safari to the linked booking and puts its amount and the payment link in the e-mail',
  request: { params: idParam, ...jsonBody(safariResponseSchema) },
  responses: {
    200: json(AdminSafariEnquirySchema, 'Answered'),
    400: errorResponse('No response, a charge out of range, or a charge without a linked booking'),
    404: { description: 'No such enquiry' },
    409: { description: 'Closed, no e-mail address, or the booking is cancelled (no charge)' },
  },
});

export function adminSafariEnquiryRoutes({ db, now, config }: AppDeps) {
  const resort = { name: config.resortName, phone: config.resortPhone, email: config.resortEmail };
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await listSafariEnquiries(db, c.req.valid('query')), 200),
    )
    .openapi(statsRoute, async (c) =>
      c.json(
        await safariEnquiryStats(db, now(), config.resortTz, config.safariUnbookedKeepDays),
        200,
      ),
    )
    .openapi(getRoute, async (c) =>
      c.json(await getSafariEnquiry(db, c.req.valid('param').id), 200),
    )
    .openapi(statusRoute, async (c) =>
      c.json(
        await changeSafariStatus(
          db,
          c.req.valid('param').id,
          c.req.valid('json').status,
          actorOf(c),
          now(),
        ),
        200,
      ),
    )
    .openapi(respondRoute, async (c) =>
      c.json(
        await respondToSafari(db, c.req.valid('param').id, c.req.valid('json'), actorOf(c), {
          now: now(),
          resort,
          config,
        }),
        200,
      ),
    );
}

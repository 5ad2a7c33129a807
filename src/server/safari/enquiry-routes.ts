import { createRoute, z } from '@hono/zod-openapi';
import type { SafariTiming } from '../../domain/enums';
import { safariEnquiryRequestSchema, safariStayIssues } from '../../domain/safari';
import type { AppDeps } from '../app-types';
import { browsingSessionOf } from '../http/browsing-session';
import { createRouter } from '../http/router';
import { throwIfIssues } from '../http/validation';
import { storeSafariEnquiries } from './enquiry-service';
import { StoredEnquirySchema } from './enquiry-contract';

const route = createRoute({
  method: 'post',
  path: '/safari-enquiries',
  summary: 'Send safari enquiries (one stored row per card, status pending)',
  description:
    'The enquiries belong to no booking: they are kept with this browsing session (cookie), and a booking made from the same session takes them (decision 0106).',
  request: {
    body: {
      content: {
        'application/json': { schema: safariEnquiryRequestSchema.openapi('SafariEnquiryRequest') },
      },
      required: true,
    },
  },
  responses: {
    201: {
      description: 'The stored enquiries',
      content: {
        'application/json': { schema: z.object({ enquiries: z.array(StoredEnquirySchema) }) },
      },
    },
  },
});

export function safariEnquiryRoutes({ db, config, now }: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    // Every card is checked with the shared rules (the same schema as the browser).
    const body = c.req.valid('json');
    const { safaris, specialRequirements } = body;
    throwIfIssues(safariStayIssues(body, now(), config.resortTz));
    // After the schema's checks every card has a night of the stay and an allowed timing.
    const cards = safaris.map((s) => ({
      date: s.date!,
      timing: s.timing as SafariTiming,
      persons: s.persons,
    }));
    const rows = await storeSafariEnquiries(
      db,
      browsingSessionOf(c),
      cards,
      { specialRequirements },
      { config, now: now() },
    );
    return c.json(
      { enquiries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) },
      201,
    );
  });
}

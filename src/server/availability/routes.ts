import { todayInZone } from '../../domain/dates';
import { createRoute } from '@hono/zod-openapi';
import { guestIssues } from '../../domain/stay-rules';
import { availabilityQuerySchema, stayRuleIssues } from '../../domain/stay-request';
import type { AppDeps } from '../app-types';
import { browsingSessionOf, ensureBrowsingSession } from '../http/browsing-session';
import { createRouter } from '../http/router';
import { setAnswerHeader } from '../http/security-headers';
import { throwIfIssues } from '../http/validation';
import { notFound } from '../http/errors';
import { findAlternatives } from './alternatives';
import { bookableStay } from './service';
import { AvailabilitySchema } from './contract';

const availabilityRoute = createRoute({
  method: 'get',
  path: '/availability',
  summary:
    'Whether the villa has `rooms` units free for every night of the stay (and the party fits); alternatives when not',
  request: { query: availabilityQuerySchema },
  responses: {
    200: {
      description: 'Availability',
      content: { 'application/json': { schema: AvailabilitySchema } },
    },
    400: { description: 'Invalid stay, or a party that does not fit the rooms' },
    404: { description: 'Unknown villa' },
  },
});

export function availabilityRoutes({ db, config, now }: AppDeps) {
  return createRouter().openapi(availabilityRoute, async (c) => {
    const at = now();
    const q = c.req.valid('query');
    throwIfIssues(stayRuleIssues(q, { now: at, timeZone: config.resortTz }));
    // Every guest availability call issues the browsing session; its key is needed only to leave
    // out the guest's own hold, which takes the hold's sessionId too.
    ensureBrowsingSession(c);
    const ownHold = {
      sessionId: q.sessionId,
      browsingSession: q.sessionId ? browsingSessionOf(c) : null,
    };
    const stay = await bookableStay(db, {
      villaId: q.villaId,
      checkIn: q.checkIn,
      checkOut: q.checkOut,
      ownHold,
      now: at,
      today: todayInZone(at, config.resortTz),
    });
    if (stay === null) throw notFound(`Villa not found: ${q.villaId}`);
    const party = { adults: q.adults ?? 1, children: q.children ?? 0, rooms: q.rooms };
    if (q.adults !== undefined || q.children !== undefined)
      throwIfIssues(guestIssues(party, stay.maxGuests));
    setAnswerHeader(c, 'cache-control', 'no-store');
    if (stay.left >= q.rooms) return c.json({ available: true, unitsLeft: stay.left }, 200);
    const alternatives = await findAlternatives(
      db,
      { ...party, villaId: q.villaId, checkIn: q.checkIn, checkOut: q.checkOut },
      { now: at, timeZone: config.resortTz, gstSlabs: config.gstSlabs, ownHold },
    );
    return c.json({ available: false, unitsLeft: stay.left, alternatives }, 200);
  });
}

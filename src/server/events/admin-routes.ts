import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { currentAdmin } from '../admin-auth/principal';
import { sessionIsLive } from '../admin-auth/sessions';
import { isConnectionError } from '../db/connection-error';
import type { AppDeps } from '../app-types';
import { badRequest } from '../http/errors';
import { hitLimit, tooMany, undoHit } from '../http/rate-limit';
import { sharedErrors } from '../http/contract';
import { createRouter } from '../http/router';
import { wholeNumber } from '../../domain/whole-number';
import { adminEventSchema, type AdminEvent } from './event-types';
import { advanceNotificationState, listNotifications } from './notifications';
import { SESSION_CHECK_MS, TOO_MANY_STREAMS, notificationListSchema } from './admin-contract';

const HEARTBEAT_MS = 15_000;
/** A stream ends after 10 minutes; the browser reconnects with Last-Event-ID (and its session is checked again). */
const STREAM_MAX_MS = 10 * 60_000;
const RETRY_MS = 3000;

const eventId = wholeNumber('Event id must be a whole number').pipe(z.number().min(0));

const eventsRoute = createRoute({
  method: 'get',
  path: '/admin/events',
  summary: 'Live admin events (Server-Sent Events; resumable with Last-Event-ID, or ?after=<id>)',
  request: {
    query: z.object({ after: eventId.optional() }),
    headers: z.object({ 'last-event-id': eventId.optional() }),
  },
  responses: {
    200: {
      description:
        'text/event-stream of `admin-event` messages whose data is an AdminEvent; `: heartbeat` comments every 15 s. The stream ends when its session does (logout, deactivation, idle or absolute expiry) and after 10 minutes.',
      content: { 'text/event-stream': { schema: adminEventSchema } },
    },
    429: { description: 'Too many streams open for this session (SSE_STREAMS_PER_SESSION)' },
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/admin/notifications',
  summary:
    "The signed-in staff member's bell: the newest 50 events with read flags (also the polling fallback)",
  responses: {
    200: {
      description: 'Notifications',
      content: { 'application/json': { schema: notificationListSchema } },
    },
  },
});

const markBody = z
  .object({ upTo: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() })
  .strict();
const markRoute = <P extends string>(path: P, summary: string) =>
  createRoute({
    method: 'post',
    path,
    summary,
    request: { body: { required: false, content: { 'application/json': { schema: markBody } } } },
    responses: {
      200: {
        description: 'Notifications',
        content: { 'application/json': { schema: notificationListSchema } },
      },
    },
  });
const readAllRoute = markRoute(
  '/admin/notifications/read-all',
  'Mark all read (up to `upTo`, the newest the staff member saw)',
);
const clearAllRoute = markRoute('/admin/notifications/clear', 'Clear all (up to `upTo`)');

export function eventRoutes({ db, events, now, config }: AppDeps) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(sharedErrors(eventsRoute));
  router.get('/admin/events', async (c) => {
    const parse = (raw: string | undefined, name: string) => {
      if (raw === undefined || raw === '') return undefined;
      const parsed = eventId.safeParse(raw);
      if (!parsed.success)
        throw badRequest(`${name} must be an event id`, { [name]: 'Must be a whole number' });
      return parsed.data;
    };
    // The browser's Last-Event-ID (a reconnect) is newer than the page's initial ?after.
    const resume =
      parse(c.req.header('last-event-id'), 'Last-Event-ID') ?? parse(c.req.query('after'), 'after');
    const from = resume ?? (await events.latestId());
    // Streams per session are counted in the shared limiter (any process), released when one ends.
    const { sessionIdHash } = currentAdmin(c);
    const streamsKey = `sse:${sessionIdHash}`;
    const cap = config.limits.sseStreamsPerSession;
    const hit = await hitLimit(db, streamsKey, { limit: cap, windowMs: STREAM_MAX_MS }, now());
    if (!hit.allowed) {
      await undoHit(db, streamsKey);
      throw tooMany(TOO_MANY_STREAMS(cap));
    }
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-cache, no-transform');
    return streamSSE(c, async (stream) => {
      let closed = false;
      let finish: () => void = () => undefined;
      const done = new Promise<void>((resolve) => {
        finish = () => {
          closed = true;
          resolve();
        };
      });
      stream.onAbort(finish);
      /** The stream ends with its session: logout, deactivation, idle or absolute expiry. */
      const stillSignedIn = async () => {
        // A database blip (decision 0115) says nothing about the session: keep the stream, and
        // check again at the next tick; any other failure ends it.
        const live = await sessionIsLive(db, sessionIdHash, now()).catch((err: unknown) =>
          isConnectionError(err),
        );
        if (!live) finish();
        return live;
      };
      await stream.write(`retry: ${RETRY_MS}\n\n`);
      const send = async (batch: AdminEvent[]) => {
        if (closed || !(await stillSignedIn())) return;
        for (const event of batch) {
          if (closed) return;
          await stream.writeSSE({
            id: String(event.id),
            event: 'admin-event',
            data: JSON.stringify(event),
          });
        }
      };
      const subscription = events.subscribe(from, send);
      const heartbeat = setInterval(() => {
        stream.write(': heartbeat\n\n').catch(finish);
      }, HEARTBEAT_MS);
      const sessionCheck = setInterval(() => void stillSignedIn(), SESSION_CHECK_MS);
      const limit = setTimeout(finish, STREAM_MAX_MS);
      try {
        await done;
      } finally {
        clearInterval(heartbeat);
        clearInterval(sessionCheck);
        clearTimeout(limit);
        subscription.stop();
        await undoHit(db, streamsKey).catch(() => undefined);
      }
    });
  });

  return router
    .openapi(listRoute, async (c) =>
      c.json(await listNotifications(db, currentAdmin(c).id, now()), 200),
    )
    .openapi(readAllRoute, async (c) => {
      const body = c.req.valid('json') ?? {};
      return c.json(
        await advanceNotificationState(db, currentAdmin(c).id, 'read', body.upTo, now()),
        200,
      );
    })
    .openapi(clearAllRoute, async (c) => {
      const body = c.req.valid('json') ?? {};
      return c.json(
        await advanceNotificationState(db, currentAdmin(c).id, 'clear', body.upTo, now()),
        200,
      );
    });
}

import { z } from '@hono/zod-openapi';
import { adminEventSchema } from './event-types';

/** The request and answer schemas of events/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
/**
 * How often an open stream re-checks its session (logout, deactivation, idle or absolute expiry,
 * also on another process). Events are never sent without a check either: see `send`.
 */
export const SESSION_CHECK_MS = 5000;

export const TOO_MANY_STREAMS = (n: number) =>
  `Too many live update streams are open for this sign-in (at most ${n}). Close another tab of the admin panel and try again.`;

export const notificationListSchema = z.object({
  items: z.array(adminEventSchema.extend({ read: z.boolean() })),
  unreadCount: z.number().int(),
  latestId: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

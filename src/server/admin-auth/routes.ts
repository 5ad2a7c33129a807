import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../http/contract';
import { signInSchema } from '../../domain/admin-forms';

import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { clientIp } from '../http/client-ip';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from './cookie';
import { currentAdmin } from './principal';
import { revokeSession } from './sessions';
import { signIn } from './service';
import { AdminMeSchema, SignedInSchema } from './contract';

const loginRoute = createRoute({
  method: 'post',
  path: '/admin/login',
  summary: 'Admin sign-in: opens a session (cookie) for an active admin',
  request: { body: { content: { 'application/json': { schema: signInSchema } }, required: true } },
  responses: {
    200: json(SignedInSchema, 'Signed in'),
    401: {
      description:
        'Invalid email or password, a wrong code, or TOTP_REQUIRED: the account signs in with a code from an authenticator app and none was sent',
    },
    429: { description: 'Too many attempts' },
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/admin/logout',
  summary: 'Ends the session on the server',
  responses: { 200: json(z.object({ ok: z.literal(true) }), 'Signed out') },
});

const meRoute = createRoute({
  method: 'get',
  path: '/admin/me',
  summary: 'The signed-in admin, and whether payments run on the test gateway (no money collected)',
  responses: {
    200: json(
      z.object({
        user: AdminMeSchema,
        /** True when the built-in test gateway takes payments (demo mode or PAYMENT_PROVIDER=test): show staff a warning. */
        testPayments: z.boolean(),
      }),
      'The admin',
    ),
    401: { description: 'No session' },
  },
});

export function adminAuthRoutes({ db, now, config }: AppDeps) {
  return createRouter()
    .openapi(loginRoute, async (c) => {
      const { email, password, code } = c.req.valid('json');
      const result = await signIn(
        db,
        {
          email,
          password,
          code,
          ip: clientIp(c, config),
          userAgent: c.req.header('user-agent'),
          previousSessionId: readSessionCookie(c),
        },
        now(),
      );
      writeSessionCookie(c, result.rawSessionId);
      return c.json({ user: result.user }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      await revokeSession(db, readSessionCookie(c));
      clearSessionCookie(c);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(meRoute, (c) => {
      const { sessionIdHash: _omit, ...user } = currentAdmin(c);
      return c.json({ user, testPayments: config.paymentProvider === 'test' }, 200);
    });
}

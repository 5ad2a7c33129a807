import { createRoute, z } from '@hono/zod-openapi';
import { totpCodeSchema, totpDisableSchema } from '../../domain/admin-forms';
import type { AppDeps } from '../app-types';
import { clientIp } from '../http/client-ip';
import { errorResponse, json, jsonBody } from '../http/contract';
import { createRouter } from '../http/router';
import { actorOf } from './actor';
import { clearSessionCookie } from './cookie';
import { currentAdmin } from './principal';
import { endSession, listSessions, listSignIns } from './session-list';
import { readStaffSettings, writeStaffSettings } from './staff-settings';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from './two-factor';
import { SessionsAnswerSchema, StaffSettingsSchema } from './security-contract';

/* Two-factor sign-in, the sign-in audit and the staff sign-in rules (decision 0124). */

const ok = json(z.object({ ok: z.literal(true) }), 'Done');
const sessionParam = z.object({ id: z.uuid('Session not found') });

const setupRoute = createRoute({
  method: 'post',
  path: '/admin/me/2fa/setup',
  summary: 'Starts two-factor set-up: a new key for the authenticator app (QR code of otpauthUrl)',
  responses: {
    200: json(z.object({ secret: z.string(), otpauthUrl: z.string() }), 'The key to confirm'),
    409: errorResponse('Two-factor sign-in is already on'),
  },
});
const enableRoute = createRoute({
  method: 'post',
  path: '/admin/me/2fa/enable',
  summary: 'Turns two-factor sign-in on with a code from the app; answers 10 recovery codes, once',
  request: jsonBody(totpCodeSchema),
  responses: {
    200: json(z.object({ recoveryCodes: z.array(z.string()) }), 'On'),
    400: errorResponse('Wrong code'),
    409: errorResponse('Already on, or no set-up started'),
    429: errorResponse('Too many attempts (the sign-in limits)'),
  },
});
const disableRoute = createRoute({
  method: 'post',
  path: '/admin/me/2fa/disable',
  summary: 'Turns two-factor sign-in off: password and a code (or recovery code) needed',
  request: jsonBody(totpDisableSchema),
  responses: {
    200: ok,
    400: errorResponse('Wrong password or code'),
    409: errorResponse('Not on'),
    429: errorResponse('Too many attempts'),
  },
});
const mySessionsRoute = createRoute({
  method: 'get',
  path: '/admin/me/sessions',
  summary: "The signed-in member of staff's open sessions and recent sign-ins",
  responses: { 200: json(SessionsAnswerSchema, 'Sessions and sign-ins') },
});
const endMySessionRoute = createRoute({
  method: 'delete',
  path: '/admin/me/sessions/{id}',
  summary: 'Ends one of your own sessions (the current one signs you out)',
  request: { params: sessionParam },
  responses: { 200: ok, 404: errorResponse('No such session of yours') },
});
const staffSessionsRoute = createRoute({
  method: 'get',
  path: '/admin/staff-sessions',
  summary: "Owners: every member of staff's open sessions and the recent sign-in attempts",
  responses: { 200: json(SessionsAnswerSchema, 'Sessions and sign-ins') },
});
const endStaffSessionRoute = createRoute({
  method: 'delete',
  path: '/admin/staff-sessions/{id}',
  summary: "Owners: ends anyone's session",
  request: { params: sessionParam },
  responses: { 200: ok, 404: errorResponse('No such session') },
});
const getSettingsRoute = createRoute({
  method: 'get',
  path: '/admin/security-settings',
  summary: 'Owners: the staff sign-in rules',
  responses: { 200: json(StaffSettingsSchema, 'The rules') },
});
const putSettingsRoute = createRoute({
  method: 'patch',
  path: '/admin/security-settings',
  summary: 'Owners: require two-factor sign-in for every role (or not)',
  request: jsonBody(StaffSettingsSchema),
  responses: { 200: json(StaffSettingsSchema, 'Saved') },
});

export function adminSecurityRoutes({ db, now, config }: AppDeps) {
  return createRouter()
    .openapi(setupRoute, async (c) =>
      c.json(await startTwoFactorSetup(db, currentAdmin(c).id), 200),
    )
    .openapi(enableRoute, async (c) => {
      const admin = currentAdmin(c);
      const { code } = c.req.valid('json');
      const result = await enableTwoFactor(
        db,
        { userId: admin.id, code, ip: clientIp(c, config) },
        actorOf(c),
        now(),
      );
      return c.json(result, 200);
    })
    .openapi(disableRoute, async (c) => {
      const admin = currentAdmin(c);
      const { code, password } = c.req.valid('json');
      await disableTwoFactor(
        db,
        { userId: admin.id, code, password, ip: clientIp(c, config) },
        actorOf(c),
        now(),
      );
      return c.json({ ok: true as const }, 200);
    })
    .openapi(mySessionsRoute, async (c) => {
      const admin = currentAdmin(c);
      const [sessions, signIns] = await Promise.all([
        listSessions(db, now(), admin.sessionIdHash, admin.id),
        listSignIns(db, admin.email),
      ]);
      return c.json({ sessions, signIns }, 200);
    })
    .openapi(endMySessionRoute, async (c) => {
      const admin = currentAdmin(c);
      const ended = await endSession(db, c.req.valid('param').id, admin.id);
      if (ended === admin.sessionIdHash) clearSessionCookie(c);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(staffSessionsRoute, async (c) => {
      const admin = currentAdmin(c);
      const [sessions, signIns] = await Promise.all([
        listSessions(db, now(), admin.sessionIdHash),
        listSignIns(db),
      ]);
      return c.json({ sessions, signIns }, 200);
    })
    .openapi(endStaffSessionRoute, async (c) => {
      const admin = currentAdmin(c);
      const ended = await endSession(db, c.req.valid('param').id);
      if (ended === admin.sessionIdHash) clearSessionCookie(c);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(getSettingsRoute, async (c) => c.json(await readStaffSettings(db), 200))
    .openapi(putSettingsRoute, async (c) => {
      const admin = currentAdmin(c);
      const body = c.req.valid('json');
      return c.json(await writeStaffSettings(db, body, admin.id, now()), 200);
    });
}

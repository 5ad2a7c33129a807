import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ABSOLUTE_TIMEOUT_MS } from './sessions';
import { logger } from '../logging/logger';
import { isPlainHttpLocalhost } from '../http/plain-http';

/**
 * The session cookie. `__Host-` (Secure, Path=/, no Domain) everywhere except plain-http
 * localhost, where browsers refuse Secure cookies: there the cookie is `vm_admin_session`
 * without Secure. Each mode reads only its own name, so a non-prefixed cookie planted on a real
 * domain is never honoured. See docs/decisions/0010-admin-sessions.md.
 */
const SECURE_COOKIE = '__Host-vm_admin_session';
const LOCAL_COOKIE = 'vm_admin_session';

function sessionCookieName(c: Context): string {
  return isPlainHttpLocalhost(c) ? LOCAL_COOKIE : SECURE_COOKIE;
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, sessionCookieName(c));
}

let warnedPlainHttp = false;

export function writeSessionCookie(c: Context, rawId: string) {
  const local = isPlainHttpLocalhost(c);
  const url = new URL(c.req.url);
  if (
    !local &&
    url.protocol === 'http:' &&
    c.req.header('x-forwarded-proto') !== 'https' &&
    !warnedPlainHttp
  ) {
    // Browsers drop Secure cookies on plain http: admins could never stay signed in.
    warnedPlainHttp = true;
    logger.warn(
      { host: url.host },
      'Admin sign-in over plain http: browsers ignore the Secure session cookie. Serve the site over https (or use http://localhost).',
    );
  }
  setCookie(c, sessionCookieName(c), rawId, {
    path: '/',
    httpOnly: true,
    secure: !local,
    sameSite: 'Lax',
    maxAge: Math.floor(ABSOLUTE_TIMEOUT_MS / 1000),
  });
}

export function clearSessionCookie(c: Context) {
  const local = isPlainHttpLocalhost(c);
  deleteCookie(c, sessionCookieName(c), {
    path: '/',
    secure: !local,
    httpOnly: true,
    sameSite: 'Lax',
  });
}

import { hash, randomFillSync } from 'node:crypto';
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { isPlainHttpLocalhost } from './plain-http';
import { setAnswerHeader } from './security-headers';

/**
 * The guest's browsing session (docs/decisions/0106-browsing-session.md): a random 256-bit value
 * the server issues in an HttpOnly, SameSite=Lax cookie. It is what ties a guest's holds and safari
 * enquiries to the booking they then make; nothing the client puts in a body or URL does that.
 *
 * Like the admin cookie (decision 0010) it is `__Host-` prefixed and Secure everywhere except plain
 * http on localhost, where browsers refuse Secure cookies; each mode reads only its own name, so a
 * cookie planted by a sibling sub-domain or over plain http is never honoured.
 *
 * The server only ever stores and compares the value's SHA-256 (the "session key"), so someone who
 * can read the database cannot take over a guest's browsing session by replaying a column.
 */
export const SECURE_BROWSE_COOKIE = '__Host-vm_browse';
export const LOCAL_BROWSE_COOKIE = 'vm_browse';

/** A guest who comes back within a week finds their enquiries and hold still theirs. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const VALUE = /^[A-Za-z0-9_-]{43}$/;
const KEY = 'browsingSession';

function cookieName(c: Context): string {
  return isPlainHttpLocalhost(c) ? LOCAL_BROWSE_COOKIE : SECURE_BROWSE_COOKIE;
}

/** The stored form of a cookie value. */
export function browsingSessionKey(value: string): string {
  return hash('sha256', value, 'hex');
}

/**
 * 32 random bytes as base64url (43 characters), from a pool refilled 256 values at a time: every
 * cookie-less guest request mints one, and a synchronous randomBytes call each time cost more than
 * the rest of the cookie (decision 0142). Each pooled byte is handed out once.
 */
const pool = Buffer.alloc(32 * 256);
let pooled = pool.length;
function newSessionValue(): string {
  if (pooled >= pool.length) {
    randomFillSync(pool);
    pooled = 0;
  }
  const value = pool.toString('base64url', pooled, pooled + 32);
  pooled += 32;
  return value;
}

const VALUE_KEY = 'browsingSessionValue';

/**
 * This request's browsing-session cookie value: the cookie's when it is well-formed, else a new
 * session whose cookie is issued with this response. For a route that must issue the session but
 * needs its key only sometimes (availability: only to leave out the guest's own hold): the key's
 * SHA-256 is then not computed for nothing (decision 0153).
 */
export function ensureBrowsingSession(c: Context): string {
  const known = c.get(VALUE_KEY) as string | undefined;
  if (known) return known;
  const name = cookieName(c);
  let value = getCookie(c, name);
  if (!value || !VALUE.test(value)) {
    value = newSessionValue();
    // hono's setCookie, set on node's response where there is one (setAnswerHeader, decision 0160).
    const cookie = generateCookie(name, value, {
      path: '/',
      httpOnly: true,
      secure: name === SECURE_BROWSE_COOKIE,
      sameSite: 'Lax',
      maxAge: MAX_AGE_SECONDS,
    });
    setAnswerHeader(c, 'set-cookie', cookie, { append: true });
  }
  c.set(VALUE_KEY, value);
  return value;
}

/**
 * This request's browsing session key (the SHA-256 of the cookie value): the cookie's when it is
 * well-formed, else a new session whose cookie is issued with this response. Only the routes that
 * need a session (holds, availability, safari enquiries, booking) ask for it, so cacheable public
 * answers (villas, site info, policy pages) never carry a Set-Cookie a shared cache could hand to
 * everyone. Staff routes never ask.
 */
export function browsingSessionOf(c: Context): string {
  const known = c.get(KEY) as string | undefined;
  if (known) return known;
  const key = browsingSessionKey(ensureBrowsingSession(c));
  c.set(KEY, key);
  return key;
}

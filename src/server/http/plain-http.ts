import type { Context } from 'hono';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Plain http on this machine (development, tests): the one place browsers refuse Secure cookies
 * that we still serve, so the site's cookies drop Secure and their `__Host-` prefix only here
 * (decisions 0010 and 0106).
 */
export function isPlainHttpLocalhost(c: Context): boolean {
  const url = new URL(c.req.url);
  return (
    url.protocol === 'http:' && (LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost'))
  );
}

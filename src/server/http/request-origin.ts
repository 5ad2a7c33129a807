import type { Context } from 'hono';
import type { Config } from '../env';

/**
 * The site's address as this request reached it, for links in e-mails when PUBLIC_URL is unset
 * (README: "the request's origin when unset"). Behind a trusted proxy (TRUST_PROXY) that ended TLS,
 * X-Forwarded-Proto https makes it https. PUBLIC_URL, when set, always wins where links are made.
 */
export function requestOrigin(c: Context, config: Pick<Config, 'trustProxy'>): string | null {
  try {
    const url = new URL(c.req.url);
    if (config.trustProxy.length > 0 && c.req.header('x-forwarded-proto') === 'https')
      url.protocol = 'https:';
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import type { Config } from '../env';

/**
 * The one client-address function of the server (docs/decisions/0095-trusted-proxies.md).
 *
 * The address is the socket's peer, unless that peer is one of the proxies named in TRUST_PROXY:
 * then X-Forwarded-For is walked from the right, past every trusted proxy, to the first address
 * that is not one (proxy-addr). With TRUST_PROXY unset nobody is trusted, so a client can never pick
 * its own address by sending the header. Nothing else in the server reads X-Forwarded-For.
 */
type IncomingLike = { socket?: { remoteAddress?: string | undefined } };
type Bindings = { incoming?: IncomingLike; server?: { incoming?: IncomingLike } };

const compiled = new WeakMap<readonly string[], (addr: string, i: number) => boolean>();

function trustFor(list: readonly string[]) {
  let trust = compiled.get(list);
  if (!trust) {
    trust = list.length === 0 ? () => false : proxyaddr.compile([...list]);
    compiled.set(list, trust);
  }
  return trust;
}

/** Address of a peer we cannot see (an in-process request, e.g. `app.request()` without bindings). */
const UNKNOWN_PEER = 'unknown';

export function clientIp(c: Context, config: Pick<Config, 'trustProxy'>): string {
  const env = c.env as Bindings | undefined;
  const peer = (env?.incoming ?? env?.server?.incoming)?.socket?.remoteAddress;
  if (!peer) return UNKNOWN_PEER;
  const forwarded = c.req.header('x-forwarded-for');
  if (!forwarded || config.trustProxy.length === 0) return normalise(peer);
  const req = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwarded } };
  return normalise(
    proxyaddr(req as unknown as Parameters<typeof proxyaddr>[0], trustFor(config.trustProxy)),
  );
}

/** `::ffff:1.2.3.4` and `1.2.3.4` are one client; anything odd a trusted proxy passed is cut short. */
function normalise(address: string): string {
  const a = address.trim().toLowerCase();
  return (a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a).slice(0, 64);
}

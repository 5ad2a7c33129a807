import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

const isPrivatePeer = (ip: string) =>
  ip === '::1' ||
  ip.startsWith('127.') ||
  ip.startsWith('::ffff:127.') ||
  ip.startsWith('10.') ||
  ip.startsWith('::ffff:10.') ||
  ip.startsWith('192.168.') ||
  ip.startsWith('::ffff:192.168.') ||
  /^(::ffff:)?172\.(1[6-9]|2\d|3[01])\./.test(ip) ||
  ip.startsWith('fc') ||
  ip.startsWith('fd');

/**
 * The client's IP for rate limiting: the socket peer, or, when that peer is a loopback/private
 * address (a reverse proxy in front of us), the last X-Forwarded-For hop it added. A client on
 * the internet cannot choose its address this way.
 */
export function clientIp(c: Context): string {
  const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
  const peer = (env?.server ?? env)?.incoming?.socket?.remoteAddress;
  if (!peer) return 'unknown';
  if (isPrivatePeer(peer)) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).pop();
    if (last) return last.slice(0, 64);
  }
  return peer;
}

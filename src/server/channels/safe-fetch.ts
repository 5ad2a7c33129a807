import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Fetching a URL staff typed, from the server (decision 0122): only http/https; the host's address
 * is resolved here and must be public (no loopback, private, link-local, CGNAT, multicast, ...)
 * unless the host is on ICAL_ALLOWED_HOSTS; the socket connects to exactly the address that was
 * checked (no second lookup a DNS rebinding could answer differently); every redirect is checked the
 * same way, at most MAX_REDIRECTS; the body is cut at MAX_FEED_BYTES; the whole fetch has one
 * deadline.
 */
const MAX_FEED_BYTES = 2 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export class FetchRefused extends Error {}

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** An IPv4 address hidden in an IPv6 one (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d). */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (m) return m[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return isIP(v4) === 4 && !blocked.check(v4, 'ipv4');
    return !blocked.check(address, 'ipv6');
  }
  return false;
}

type Target = { url: URL; address: string; family: number };

async function vet(url: URL, allowedHosts: string[]): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('Only http and https feed addresses are fetched');
  if (url.username || url.password)
    throw new FetchRefused('Feed addresses with a user name or password are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = allowedHosts.includes(host);
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await dnsLookup(host, { all: true, verbatim: true }).catch(() => {
        throw new FetchRefused(`The feed's host ${host} cannot be found`);
      });
  if (addresses.length === 0) throw new FetchRefused(`The feed's host ${host} cannot be found`);
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address)))
    throw new FetchRefused(
      `The feed's host ${host} is on a private or local address; such feeds are not fetched`,
    );
  return { url, address: addresses[0]!.address, family: addresses[0]!.family };
}

function requestOnce(
  t: Target,
  signal: AbortSignal,
): Promise<{ status: number; location: string | null; body: string }> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: t.address, family: t.family }]);
    else callback(null, t.address, t.family);
  };
  const client = t.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      t.url,
      {
        method: 'GET',
        lookup: pinned,
        // A connection of its own per fetch: a feed is read every few minutes, and a kept-alive
        // socket the channel has just closed fails the next sync with ECONNRESET.
        agent: false,
        signal,
        headers: {
          'user-agent': 'VillageMachaan-ChannelSync/1.0',
          accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          resolve({ status, location: res.headers.location ?? null, body: '' });
          return;
        }
        if (status !== 200) {
          res.resume();
          reject(new FetchRefused(`The channel answered HTTP ${status}`));
          return;
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > MAX_FEED_BYTES) {
          res.destroy();
          reject(new FetchRefused(`The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_FEED_BYTES) {
            res.destroy();
            reject(new FetchRefused(`The feed is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status, location: null, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The body of a feed, or throws FetchRefused with a sentence staff can read. */
export async function fetchFeed(
  rawUrl: string,
  opts: { allowedHosts: string[]; timeoutMs: number },
): Promise<string> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new FetchRefused('The feed address is not a URL');
  }
  try {
    for (let hop = 0; ; hop++) {
      const target = await vet(url, opts.allowedHosts);
      const r = await requestOnce(target, signal);
      if (!r.location) return r.body;
      if (hop >= MAX_REDIRECTS)
        throw new FetchRefused(`The feed redirected more than ${MAX_REDIRECTS} times`);
      try {
        url = new URL(r.location, url);
      } catch {
        throw new FetchRefused('The feed redirected to an address that is not a URL');
      }
    }
  } catch (err) {
    if (err instanceof FetchRefused) throw err;
    if (signal.aborted)
      throw new FetchRefused(`The channel did not answer within ${opts.timeoutMs / 1000} s`);
    throw new FetchRefused(`The feed could not be fetched: ${(err as Error).message}`);
  }
}

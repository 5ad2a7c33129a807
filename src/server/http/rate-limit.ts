import type { Context } from 'hono';
import { AppError } from './errors';

/**
 * A fixed-window counter per key, in this process's memory. With several app processes each keeps
 * its own counts (the limit is per process); enough to make guessing e-mails or tokens impractical.
 */
export function createRateLimiter(opts: { limit: number; windowMs: number; now: () => Date }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts a hit; throws 429 when the key is over its limit. */
    hit(key: string): void {
      const t = opts.now().getTime();
      let w = windows.get(key);
      if (!w || t - w.start >= opts.windowMs) {
        w = { start: t, count: 0 };
        windows.set(key, w);
        if (windows.size > 10_000) {
          for (const [k, v] of windows) if (t - v.start >= opts.windowMs) windows.delete(k);
        }
      }
      w.count++;
      if (w.count > opts.limit) {
        throw new AppError(429, 'RATE_LIMITED', 'Too many look-ups. Please try again in a few minutes.');
      }
    },
    /** True when the key has used up its allowance (without counting). */
    exceeded(key: string): boolean {
      const w = windows.get(key);
      return !!w && opts.now().getTime() - w.start < opts.windowMs && w.count >= opts.limit;
    },
  };
}

/** The peer address of the connection (not X-Forwarded-For, which anyone can send). */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-types';
import { logger } from '../logging/logger';

/**
 * Serves the built front end from `dir` (its index.html already read: `readBuiltPage`) with history fallback: any GET outside /api that is not a
 * file gets index.html, so /admin/bookings loads the app. Hashed assets are cached for a year;
 * index.html is revalidated on every load. Files the build precompressed (`.br`, `.gz`, see
 * vite.config.ts) are sent as they are, so the compress middleware has nothing left to do for them.
 * Pages are sent brotli-compressed once their HTML has been compressed (pageEncoder, decision 0143).
 */
export type RenderPage = (c: Context<AppEnv>, indexHtml: string) => Promise<string>;

export function mountStaticSite(
  app: Hono<AppEnv>,
  dir: string,
  indexHtml: string | undefined,
  renderPage: RenderPage,
) {
  if (indexHtml === undefined) {
    logger.warn({ dir }, 'No built front end: run "npm run build". Serving the API only.');
    return;
  }
  const root = path.relative(process.cwd(), dir) || '.';
  const missingFile = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  };
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      // On the file's response itself: c.header() after the response exists would rebuild it around
      // its body as a web stream, which then goes out the slow way (decisions 0134, 0142).
      // A hashed file never changes and is never revalidated: Last-Modified (≈ 46 bytes on each of
      // the entry page's scripts; serveStatic answers no conditional request anyway) goes (0152).
      if (c.res.status === 200) {
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
        c.res.headers.delete('Last-Modified');
      }
    },
    serveStatic({ root, precompressed: true }),
    // A missing asset is a 404, never index.html (which the year-long cache would pin in browsers).
    async (c) => missingFile(c),
  );
  // index.html is never sent as the file: every page gets its head from renderPage.
  const encode = pageEncoder();
  const page = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    const html = await renderPage(c, indexHtml);
    const br = /\bbr\b/.test(c.req.header('accept-encoding') ?? '') ? encode(html) : undefined;
    if (!br) return c.html(html);
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Encoding', 'br');
    return c.body(new Uint8Array(br), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
  };
  app.get('/', page);
  app.get('/index.html', page);
  const site = serveStatic({ root, precompressed: true });
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    return site(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return c.notFound();
    // Only application routes fall back to index.html; a missing file (/favicon.png, /x.js) is a 404.
    if (/\.[A-Za-z0-9]+$/.test(c.req.path)) return missingFile(c);
    return page(c);
  });
}

const PAGE_CACHE_SIZE = 32;
const compressBrotli = promisify(brotliCompress);

/**
 * Brotli (quality 11) of a page's HTML: ≈ 18% smaller than the compress middleware's gzip, but
 * ≈ 0.2–0.7 s of CPU for the entry page, so it is done once per distinct HTML, off the event loop
 * (zlib's thread pool), and kept for the next request; until it is ready the page goes out as
 * before (gzip). Most-recently used pages stay, at most PAGE_CACHE_SIZE of them.
 */
function pageEncoder() {
  const done = new Map<string, Buffer>();
  const pending = new Set<string>();
  return (html: string): Buffer | undefined => {
    const hit = done.get(html);
    if (hit) {
      done.delete(html);
      done.set(html, hit);
      return hit;
    }
    if (!pending.has(html)) {
      pending.add(html);
      const source = Buffer.from(html);
      compressBrotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      })
        .then((br) => {
          done.set(html, br);
          if (done.size > PAGE_CACHE_SIZE) done.delete(done.keys().next().value!);
        })
        .catch((err: unknown) => logger.warn({ err }, 'Could not compress a page'))
        .finally(() => pending.delete(html));
    }
    return undefined;
  };
}

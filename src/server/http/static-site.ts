import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-types';
import { logger } from '../logging/logger';

/**
 * Serves the built front end from `dir` with history fallback: any GET outside /api that is not a
 * file gets index.html, so /admin/bookings loads the app. Hashed assets are cached for a year;
 * index.html is revalidated on every load. Files the build precompressed (`.br`, `.gz`, see
 * vite.config.ts) are sent as they are, so the compress middleware has nothing left to do for them.
 */
export type RenderPage = (c: Context<AppEnv>, indexHtml: string) => Promise<string>;

export function mountStaticSite(app: Hono<AppEnv>, dir: string, renderPage: RenderPage) {
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ dir }, 'No built front end: run "npm run build". Serving the API only.');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
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
      if (c.res.status === 200)
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root, precompressed: true }),
    // A missing asset is a 404, never index.html (which the year-long cache would pin in browsers).
    async (c) => missingFile(c),
  );
  // index.html is never sent as the file: every page gets its head from renderPage.
  const page = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(await renderPage(c, indexHtml));
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

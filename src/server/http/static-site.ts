import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '../app-types';

/**
 * Serves the built front end from `dir` with history fallback: any GET outside /api that is not a
 * file gets index.html, so /admin/bookings loads the app. Hashed assets are cached for a year.
 */
export function mountStaticSite(app: Hono<AppEnv>, dir: string) {
  const indexFile = path.join(dir, 'index.html');
  if (!existsSync(indexFile)) {
    console.warn(`No built front end at ${dir}: run "npm run build". Serving the API only.`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), dir) || '.';
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    return serveStatic({ root })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}

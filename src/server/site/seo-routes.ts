import type { Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-types';
import { firstPaintOf, withFirstPaint } from './first-paint';
import { isIndexablePath, renderIndexHtml, robotsTxt, sitemapXml } from './seo';
import { seoFactsSource, villaPreviewJpeg } from './seo-service';
import { homeTemplate } from '../home/page-service';
import { withCalendarMonth } from './calendar-month-tag';
import { withZoneOffsets } from './zone-offsets-tag';

/**
 * robots.txt, sitemap.xml and the villa preview pictures, plus the renderer the static site uses
 * for index.html (title, description, preview and structured-data tags; noindex off the guest page;
 * the static first paint that suits the path, first-paint.ts).
 */
export function mountSeo(app: Hono<AppEnv>, { db, config, now }: AppDeps, staticDir: string) {
  const seo = seoFactsSource(db, config, now);
  const startedAt = now().toISOString().slice(0, 10);

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(seo.baseUrl(c.req.url)));
  });
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemapXml(seo.baseUrl(c.req.url), startedAt));
  });
  app.get('/og/:file{[a-z0-9]+(?:-[a-z0-9]+)*\\.jpg}', async (c) => {
    const jpeg = await villaPreviewJpeg(
      db,
      staticDir,
      c.req.param('file').slice(0, -'.jpg'.length),
    );
    if (!jpeg) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    return c.body(new Uint8Array(jpeg), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  return async (c: Context<AppEnv>, indexHtml: string) => {
    const indexable = isIndexablePath(c.req.path);
    if (!indexable) c.header('X-Robots-Tag', 'noindex, nofollow');
    const paint = firstPaintOf(c.req.path);
    let page = withZoneOffsets(withFirstPaint(indexHtml, paint), config.resortTz, now());
    // The entry page carries the home page's sections (decision 0129).
    if (paint === 'wizard')
      page = withCalendarMonth(
        await homeTemplate(page, { db, config, staticDir }),
        config.resortTz,
        now(),
      );
    return renderIndexHtml(page, await seo.facts(c.req.url), indexable);
  };
}

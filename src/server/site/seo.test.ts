import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { villas } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { robotsTxt, sitemapXml } from './seo';

let t: TestApp;
let siteDir: string;

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="old description" /><title>Old title</title></head>
<body><div id="root"></div></body></html>`;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'vm-seo-'));
  writeFileSync(path.join(siteDir, 'index.html'), INDEX);
  mkdirSync(path.join(siteDir, 'images', 'villas'), { recursive: true });
  for (const file of ['glass-cottage.svg', 'hornbill-villa.svg', 'kingfisher-villa.svg'])
    copyFileSync(
      path.join('public/images/villas', file),
      path.join(siteDir, 'images/villas', file),
    );
  t = await createTestApp({
    staticDir: siteDir,
    env: { PUBLIC_URL: 'https://stay.example.in/', RESORT_GEO: '21.7, 79.3' },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const page = async (p: string) => {
  const res = await t.request('GET', p);
  return { res, html: await res.text() };
};

type JsonLd = {
  '@type': string;
  name: string;
  url: string;
  checkinTime: string;
  checkoutTime: string;
  geo: { latitude: number; longitude: number };
  priceRange: string;
  amenityFeature: { name: string }[];
  makesOffer: { name: string; priceSpecification: { price: number; priceCurrency: string } }[];
};

const jsonLdOf = (html: string) => {
  const m = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]!) as JsonLd;
};

describe('the guest page is found and shared well', () => {
  it('has the title, description, preview tags and the resort as schema.org Hotel, from the database', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(html).not.toContain('noindex');
    expect(html).toContain('<title>Village Machaan — Forest villas by the tiger reserve</title>');
    expect(html).not.toContain('old description');
    expect(html).toMatch(
      /<meta name="description" content="Book a forest villa at Village Machaan[^"]*Villas from ₹[\d,]+ a night\." \/>/,
    );
    expect(html).toContain('<link rel="canonical" href="https://stay.example.in/" />');
    expect(html).toContain(
      '<meta property="og:title" content="Village Machaan — Forest villas by the tiger reserve" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const active = await t.database.db.select().from(villas).where(eq(villas.status, 'active'));
    const cheapest = [...active].sort((a, b) => a.basePrice - b.basePrice)[0]!;
    expect(html).toContain(
      `<meta property="og:image" content="https://stay.example.in/og/${cheapest.id}.jpg" />`,
    );

    const ld = jsonLdOf(html);
    expect(ld['@type']).toBe('Hotel');
    expect(ld.name).toBe('Village Machaan');
    expect(ld.url).toBe('https://stay.example.in/');
    expect([ld.checkinTime, ld.checkoutTime]).toEqual(['14:00', '11:00']);
    expect(ld.geo).toMatchObject({ latitude: 21.7, longitude: 79.3 });
    expect(ld.makesOffer.map((o) => [o.name, o.priceSpecification.price]).sort()).toEqual(
      active.map((v) => [v.name, v.basePrice]).sort(),
    );
    expect(ld.makesOffer.every((o) => o.priceSpecification.priceCurrency === 'INR')).toBe(true);
    expect(ld.amenityFeature.map((a) => a.name)).toEqual(
      expect.arrayContaining(active.flatMap((v) => v.amenities)),
    );
  });

  it('follows the villas: a deactivated villa leaves the offers, and villa text cannot break out of the script', async () => {
    const [first] = await t.database.db.select().from(villas).where(eq(villas.status, 'active'));
    await t.database.db.update(villas).set({ status: 'inactive' }).where(eq(villas.id, first!.id));
    const [second] = await t.database.db.select().from(villas).where(eq(villas.status, 'active'));
    await t.database.db
      .update(villas)
      .set({ description: 'Quiet </script><script>alert(1)</script> "view" $& $\' $` $1' })
      .where(eq(villas.id, second!.id));
    t.clock.advance(60_000);
    try {
      const { html } = await page('/');
      expect(html).not.toContain('<script>alert(1)');
      const ld = jsonLdOf(html);
      expect(ld.makesOffer.map((o) => o.name)).not.toContain(first!.name);
      expect(JSON.stringify(ld)).toContain(
        'Quiet </script><script>alert(1)</script> \\"view\\" $& $\' $` $1',
      );
    } finally {
      await t.database.db.update(villas).set({ status: 'active' }).where(eq(villas.id, first!.id));
      await t.database.db
        .update(villas)
        .set({ description: second!.description })
        .where(eq(villas.id, second!.id));
      t.clock.advance(60_000);
    }
  });

  it.each(['/admin', '/admin/bookings', '/booking/VM-1234', '/index.html'])(
    '%s is not for search results (noindex)',
    async (p) => {
      const { res, html } = await page(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html).not.toContain('application/ld+json');
    },
  );

  it('answers robots.txt and sitemap.xml (not the HTML page)', async () => {
    const robots = await t.request('GET', '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    expect(text).toBe(robotsTxt('https://stay.example.in'));
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: https://stay.example.in/sitemap.xml');

    const sitemap = await t.request('GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toBe(sitemapXml('https://stay.example.in', '2026-11-22'));
    expect(xml).toContain('<loc>https://stay.example.in/</loc>');
  });

  it('serves each active villa picture as a 1200×630 JPEG preview, and nothing else', async () => {
    const [villa] = await t.database.db.select().from(villas).where(eq(villas.status, 'active'));
    const res = await t.request('GET', `/og/${villa!.id}.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);

    for (const p of ['/og/no-such-villa.jpg', '/og/..%2f..%2fetc%2fpasswd.jpg', '/og/GLASS.jpg']) {
      const other = await t.request('GET', p);
      expect(other.status, p).toBe(404);
    }
  });
});

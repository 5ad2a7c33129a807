import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { SEED_FAQ, SEED_GALLERY, SEED_HOME_TEXTS, seedHomePage } from '../db/seed-home';
import { villas } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { UploadedImageSchema } from '../images/contract';
import { bodyAt, errorBody, typedClient, type TestApi } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
let staff: TestApi;
let siteDir: string;

const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="old" /><title>Old</title></head>
<body><div id="root"><main id="main">wizard</main></div></body></html>`;

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'vm-home-'));
  writeFileSync(path.join(siteDir, 'index.html'), INDEX);
  for (const dir of ['villas', 'packages']) {
    mkdirSync(path.join(siteDir, 'images', dir), { recursive: true });
    for (const file of ['glass-cottage.svg', 'hornbill-villa.svg', 'kingfisher-villa.svg'].concat(
      dir === 'packages' ? ['basic-stay.svg', 'breakfast-package.svg'] : [],
    )) {
      const from = path.join('public/images', dir, file);
      try {
        copyFileSync(from, path.join(siteDir, 'images', dir, file));
      } catch {
        // not every name exists in both folders
      }
    }
  }
  t = await createTestApp({ staticDir: siteDir });
  cookie = await signInDemoAdmin(t);
  staff = typedClient(t.request, { cookie });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(siteDir, { recursive: true, force: true });
}, 60_000);

const admin = (method: string, p: string, body?: unknown) => t.request(method, p, body, { cookie });
const homeHtml = async () => {
  const html = await (await t.request('GET', '/')).text();
  const m = /<template id="home-sections">([\s\S]*)<\/template>/.exec(html);
  return m?.[1] ?? '';
};

describe('the home page', () => {
  it('shows the seeded demo content below the wizard, as an inert template', async () => {
    const html = await homeHtml();
    expect(html).toContain(SEED_HOME_TEXTS.storyTitle);
    expect(html).toContain(SEED_HOME_TEXTS.railwayStation);
    expect(html).toContain(SEED_HOME_TEXTS.reserveGate);
    for (const f of SEED_FAQ) expect(html).toContain(f.question);
    expect(html).toContain(
      `https://www.google.com/maps/search/?api=1&amp;query=${SEED_HOME_TEXTS.latitude},${SEED_HOME_TEXTS.longitude}`,
    );
    // every picture: size set (no layout shift), lazy (all are below the wizard), alt text present
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    // Villa cards + gallery. (Fewer in a full run was picture-service remembering another test
    // app's folder, where the illustrations were missing: fixed, picture-service.test.ts.)
    expect(imgs.length).toBe(3 + SEED_GALLERY.length);
    for (const img of imgs) {
      expect(img).toMatch(/ width="\d+" height="\d+"/);
      expect(img).toContain('loading="lazy"');
      expect(img).toMatch(/ alt="[^"]+"/);
    }
    expect(html).toContain(t.config.resortPhone);
    expect(html).toContain('href="#main"'); // the wizard one tap away
  });

  it('is only on the entry page', async () => {
    const html = await (await t.request('GET', '/booking')).text();
    expect(html).not.toContain('home-sections');
  });

  it('seeding again never overwrites what staff wrote', async () => {
    expect(await seedHomePage(t.database.db, t.clock.now())).toBe(false);
  });
});

describe('staff manage the home page', () => {
  it('is for signed-in staff only', async () => {
    expect((await t.request('GET', '/api/admin/home')).status).toBe(401);
    expect((await t.request('PUT', '/api/admin/home/texts', {})).status).toBe(401);
  });

  it('saves the texts, escaped on the page; refuses half a map position and changes nothing', async () => {
    const { texts } = await staff.ok('GET /admin/home');
    const bad = await admin('PUT', '/api/admin/home/texts', { ...texts, longitude: null });
    expect(bad.status).toBe(400);
    const err = await errorBody(bad);
    expect(err.error.fields?.longitude).toBe('Give both latitude and longitude, or neither');
    expect((await staff.ok('GET /admin/home')).texts).toEqual(texts);

    const story = 'Our story <script>alert(1)</script> costs $& nothing.\n\nSecond paragraph.';
    const res = await admin('PUT', '/api/admin/home/texts', {
      ...texts,
      story,
      latitude: null,
      longitude: null,
    });
    expect(res.status).toBe(200);
    const html = await homeHtml();
    expect(html).toContain(
      '<p>Our story &lt;script&gt;alert(1)&lt;/script&gt; costs $&amp; nothing.</p><p>Second paragraph.</p>',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('google.com/maps'); // no coordinates, no RESORT_GEO: no map link
    await admin('PUT', '/api/admin/home/texts', texts);
  });

  it('adds, edits, reorders and deletes FAQ entries', async () => {
    const added = await staff('POST /admin/home/faq', {
      json: { question: 'Do you allow pets?', answer: 'Not in the villas.' },
    });
    expect(added.status).toBe(201);
    const entry = bodyAt(added, 201);
    expect(await homeHtml()).toContain('Do you allow pets?');

    expect(
      (await admin('POST', '/api/admin/home/faq', { question: ' ', answer: 'x' })).status,
    ).toBe(400);
    const edited = await admin('PATCH', `/api/admin/home/faq/${entry.id}`, {
      question: 'Are pets welcome?',
      answer: 'Not in the villas.',
    });
    expect(edited.status).toBe(200);

    const { faq } = await staff.ok('GET /admin/home');
    expect(faq.at(-1)!.question).toBe('Are pets welcome?');
    const reversed = faq.map((f) => f.id).reverse();
    // every id once, or nothing moves
    const partial = await admin('POST', '/api/admin/home/faq/order', { ids: reversed.slice(1) });
    expect(partial.status).toBe(400);
    const ordered = await staff('POST /admin/home/faq/order', { json: { ids: reversed } });
    expect(bodyAt(ordered, 200).map((f) => f.id)).toEqual(reversed);
    const html = await homeHtml();
    expect(html.indexOf('Are pets welcome?')).toBeLessThan(html.indexOf(SEED_FAQ[0]!.question));

    expect((await admin('DELETE', `/api/admin/home/faq/${entry.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/api/admin/home/faq/${entry.id}`)).status).toBe(404);
    expect(await homeHtml()).not.toContain('Are pets welcome?');
  });

  it('gallery photos need alt text and a picture this site holds', async () => {
    const noAlt = await admin('POST', '/api/admin/home/gallery', {
      src: '/images/villas/glass-cottage.svg',
      alt: '  ',
    });
    expect(noAlt.status).toBe(400);
    expect((await errorBody(noAlt)).error.fields?.alt).toBe(
      'Describe the photo for guests who cannot see it (alt text)',
    );
    const outside = await admin('POST', '/api/admin/home/gallery', {
      src: 'https://example.com/a.jpg',
      alt: 'A photo',
    });
    expect(outside.status).toBe(400);

    const res = await staff('POST /admin/home/gallery', {
      json: {
        src: '/images/villas/hornbill-villa.svg',
        alt: 'The veranda at dusk',
        caption: 'Dusk',
      },
    });
    expect(res.status).toBe(201);
    const item = bodyAt(res, 201);
    expect(await homeHtml()).toContain('alt="The veranda at dusk"');
    expect((await admin('DELETE', `/api/admin/home/gallery/${item.id}`)).status).toBe(204);
    expect(await homeHtml()).not.toContain('The veranda at dusk');
  });

  it('an uploaded photo shows as a responsive picture: AVIF and WebP srcsets, size set, lazy', async () => {
    const jpeg = await sharp({
      create: { width: 1200, height: 750, channels: 3, background: { r: 40, g: 80, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const up = await t.app.request('/api/admin/images', {
      method: 'POST',
      body: new Uint8Array(jpeg),
      headers: { 'content-type': 'image/jpeg', cookie },
    });
    // A raw upload (image bytes): its answer is parsed with the contract's schema.
    const { id, url } = UploadedImageSchema.parse(await up.json());
    const res = await staff('POST /admin/home/gallery', {
      json: { src: url, alt: 'Sunrise over the lake' },
    });
    expect(res.status).toBe(201);
    const html = await homeHtml();
    const picture = /<picture class="block">(.*?)<\/picture>/.exec(html)?.[1] ?? '';
    expect(picture).toContain(
      `<source type="image/avif" srcset="/api/images/${id}/480.avif 480w, /api/images/${id}/960.avif 960w"`,
    );
    expect(picture).toContain(
      `<source type="image/webp" srcset="/api/images/${id}/480.webp 480w, /api/images/${id}/960.webp 960w, ${url} 1200w"`,
    );
    expect(picture).toMatch(
      new RegExp(
        `<img src="${url}" alt="Sunrise over the lake" width="1200" height="750" loading="lazy"`,
      ),
    );
    await staff('DELETE /admin/home/gallery/:id', { param: { id: bodyAt(res, 201).id } });

    // A villa's uploaded photo: the wizard's villa list carries its size and copies too.
    await t.database.db
      .update(villas)
      .set({ images: [url] })
      .where(eq(villas.id, 'glass-cottage'));
    const list = await t.api.ok('GET /villas');
    expect(list.find((v) => v.id === 'glass-cottage')!.photos).toEqual([
      {
        src: url,
        width: 1200,
        height: 750,
        variants: expect.arrayContaining([
          { format: 'avif', width: 480 },
          { format: 'webp', width: 960 },
        ]) as unknown,
      },
    ]);
    expect(list.find((v) => v.id === 'hornbill-villa')!.photos).toEqual([]);
    expect(await homeHtml()).toContain(`<img src="${url}" alt="Glass Cottage" width="1200"`);
    await t.database.db
      .update(villas)
      .set({ images: ['/images/villas/glass-cottage.svg'] })
      .where(eq(villas.id, 'glass-cottage'));
  });
});

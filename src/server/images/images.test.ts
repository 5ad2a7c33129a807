import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { uploadedImages } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MAX_IMAGE_BYTES } from './service';
import { listVariants } from './picture-service';
import { UploadedImageSchema } from './contract';
import { errorBody } from '../testing/typed-client';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
}, 120_000);
afterAll(() => t?.close(), 60_000);

const upload = (
  bytes: Uint8Array<ArrayBuffer>,
  type = 'image/jpeg',
  extra: Record<string, string> = { cookie },
) =>
  t.app.request('/api/admin/images', {
    method: 'POST',
    body: bytes,
    headers: { 'content-type': type, ...extra },
  });

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

describe('image upload', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s re-encoded as WebP and serves it with caching headers',
    async (format) => {
      const res = await upload(new Uint8Array(await picture(format)), `image/${format}`);
      expect(res.status).toBe(201);
      const body = UploadedImageSchema.parse(await res.json());
      expect(body).toMatchObject({ url: `/api/images/${body.id}`, width: 64, height: 48 });
      const served = await t.app.request(body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    },
  );

  it('shrinks a large picture to at most 2000 px a side', async () => {
    const res = await upload(new Uint8Array(await picture('png', 3000, 1000)), 'image/png');
    expect(UploadedImageSchema.parse(await res.json())).toMatchObject({ width: 2000, height: 667 });
  });

  it.each([
    ['a GIF', async () => new Uint8Array(await picture('gif'))],
    [
      'text claiming to be a JPEG',
      async () => new Uint8Array(new TextEncoder().encode('<svg onload="alert(1)"></svg>')),
    ],
    ['a truncated JPEG', async () => new Uint8Array(await picture('jpeg')).slice(0, 40)],
  ])('refuses %s by its content', async (_label, make) => {
    const before = (await t.database.db.select({ id: uploadedImages.id }).from(uploadedImages))
      .length;
    const res = await upload(await make());
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.message).toBe('Please upload a JPEG, PNG or WebP image');
    expect(
      (await t.database.db.select({ id: uploadedImages.id }).from(uploadedImages)).length,
    ).toBe(before);
  });

  it('refuses an empty body and one over the size limit', async () => {
    expect((await upload(new Uint8Array(0))).status).toBe(400);
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect((await errorBody(res)).error.message).toBe('Images can be at most 8 MB');
  });

  it('is for staff only, and an unknown image is a 404', async () => {
    expect((await upload(new Uint8Array(await picture('png')), 'image/png', {})).status).toBe(401);
    expect((await t.app.request('/api/images/5f0c6b3e-3c55-4f7e-9a38-5b8a7c1e2d40')).status).toBe(
      404,
    );
    expect((await t.app.request('/api/images/not-a-uuid')).status).toBe(400);
  });

  it("makes AVIF and WebP copies below the photo's width at upload, served with their types", async () => {
    const res = await upload(new Uint8Array(await picture('jpeg', 1600, 1000)));
    expect(res.status).toBe(201);
    const { id } = UploadedImageSchema.parse(await res.json());
    const variants = await listVariants(t.database.db, id);
    expect(variants.map((v) => `${v.width}x${v.height}.${v.format}`).sort()).toEqual([
      '1440x900.avif',
      '1440x900.webp',
      '480x300.avif',
      '480x300.webp',
      '960x600.avif',
      '960x600.webp',
    ]);
    for (const v of variants) {
      const served = await t.app.request(`/api/images/${id}/${v.width}.${v.format}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${v.format}`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe(v.format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
    }
    expect((await t.app.request(`/api/images/${id}/1200.webp`)).status).toBe(404);
    expect((await t.app.request(`/api/images/${id}/480.png`)).status).toBe(400);
  });

  it('makes no copies of a photo already small', async () => {
    const res = await upload(new Uint8Array(await picture('png', 400, 300)), 'image/png');
    const { id } = UploadedImageSchema.parse(await res.json());
    expect(await listVariants(t.database.db, id)).toEqual([]);
  });
});

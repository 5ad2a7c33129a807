import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loadSharp } from './service';
import { uploadedImages, uploadedImageVariants } from '../db/schema';
import { srcSetOf, uploadedImageId, type PhotoInfo } from '../../domain/pictures';

/**
 * A picture the site shows, with what a responsive `<img>` needs (decision 0130): its intrinsic
 * size (so the browser reserves the space) and, for uploaded photos, the smaller AVIF and WebP
 * copies made at upload.
 */
export type SitePicture = PhotoInfo;

const SITE_FILE = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(?:svg|webp|avif|png|jpe?g)$/;

/**
 * Sizes of the site's own files (illustrations) never change while it runs: remembered by the
 * file's full path, so apps serving different folders (tests in one process) never see each
 * other's answers.
 */
const fileSizes = new Map<string, { width: number; height: number } | null>();

/** Each `src` that is an uploaded photo or a file of the site, with its size and variants. */
export async function resolvePictures(
  db: Db,
  staticDir: string | undefined,
  srcs: readonly string[],
): Promise<Map<string, SitePicture>> {
  const out = new Map<string, SitePicture>();
  const ids = [...new Set(srcs.map(uploadedImageId).filter((x) => x !== undefined))];
  if (ids.length > 0) {
    const [rows, variants] = await Promise.all([
      db
        .select({
          id: uploadedImages.id,
          width: uploadedImages.width,
          height: uploadedImages.height,
        })
        .from(uploadedImages)
        .where(inArray(uploadedImages.id, ids)),
      db
        .select({
          id: uploadedImageVariants.imageId,
          format: uploadedImageVariants.format,
          width: uploadedImageVariants.width,
        })
        .from(uploadedImageVariants)
        .where(inArray(uploadedImageVariants.imageId, ids)),
    ]);
    for (const r of rows)
      out.set(`/api/images/${r.id}`, {
        src: `/api/images/${r.id}`,
        width: r.width,
        height: r.height,
        variants: variants
          .filter((v) => v.id === r.id)
          .map((v) => ({ format: v.format, width: v.width }))
          .sort((a, b) => a.width - b.width),
      });
  }
  for (const src of srcs) {
    if (out.has(src) || !SITE_FILE.test(src) || !staticDir) continue;
    const size = await siteFileSize(staticDir, src);
    if (size) out.set(src, { src, ...size, variants: [] });
  }
  return out;
}

async function siteFileSize(staticDir: string, src: string) {
  const file = path.join(path.resolve(staticDir), src);
  if (!file.startsWith(path.resolve(staticDir))) return undefined;
  if (fileSizes.has(file)) return fileSizes.get(file) ?? undefined;
  let size: { width: number; height: number } | null = null;
  try {
    const bytes = await readFile(file);
    const meta = await (await loadSharp())(bytes).metadata();
    if (meta.width && meta.height) size = { width: meta.width, height: meta.height };
  } catch {
    size = null;
  }
  fileSizes.set(file, size);
  return size ?? undefined;
}

/**
 * `<picture>` with AVIF and WebP `srcset`s when the photo has variants, else a plain `<img>`;
 * width and height always set; lazy unless `priority` (the first picture a page shows).
 */
export function pictureHtml(
  p: SitePicture,
  o: { alt: string; sizes: string; className: string; priority?: boolean },
): string {
  const loading = o.priority
    ? 'loading="eager" fetchpriority="high"'
    : 'loading="lazy" decoding="async"';
  const img = `<img src="${attr(p.src)}" alt="${attr(o.alt)}" width="${p.width}" height="${p.height}" ${loading} class="${attr(o.className)}">`;
  const source = (format: 'avif' | 'webp') => {
    const set = srcSetOf(p, format);
    return set
      ? `<source type="image/${format}" srcset="${attr(set)}" sizes="${attr(o.sizes)}">`
      : '';
  };
  const sources = source('avif') + source('webp');
  if (!sources) return img;
  return `<picture class="block">${sources}${img}</picture>`;
}

/** Every variant of one uploaded photo (for tests and the admin). */
export async function listVariants(db: Db, imageId: string) {
  return db
    .select({
      format: uploadedImageVariants.format,
      width: uploadedImageVariants.width,
      height: uploadedImageVariants.height,
      byteSize: uploadedImageVariants.byteSize,
    })
    .from(uploadedImageVariants)
    .where(eq(uploadedImageVariants.imageId, imageId));
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

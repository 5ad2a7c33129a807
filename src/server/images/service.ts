import type { OutputInfo, Sharp } from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploadedImages, uploadedImageVariants } from '../db/schema';
import { VARIANT_FORMATS, variantWidthsFor, type VariantFormat } from '../../domain/pictures';
import { AppError, badRequest } from '../http/errors';

/** Largest upload accepted, in bytes. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** Largest picture decoded (pixels), against decompression bombs. */
const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored pictures fit in this box (no upscaling). */
const STORED_IMAGE_EDGE = 2000;

export const IMAGE_MESSAGES = {
  type: 'Please upload a JPEG, PNG or WebP image',
  size: `Images can be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  empty: 'Please choose an image to upload',
} as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const imageUrl = (id: string) => `/api/images/${id}`;

/**
 * sharp (libvips) takes about a fifth of a second to load: loaded with the first image it handles,
 * not at the server's start (docs/decisions/0151).
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}

/**
 * Checks an upload by its content (never the file name or the declared type), then re-encodes it
 * with sharp to WebP: EXIF orientation applied, metadata (GPS, camera) dropped, at most 2000 px on
 * a side. Whatever the sender hid in the file does not survive the re-encoding.
 */
export async function storeImage(db: Db, bytes: Uint8Array, uploadedBy: string | null, now: Date) {
  const sharp = await loadSharp();
  if (bytes.byteLength === 0)
    throw badRequest(IMAGE_MESSAGES.empty, { file: IMAGE_MESSAGES.empty });
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    throw new AppError(413, 'VALIDATION_ERROR', IMAGE_MESSAGES.size, { file: IMAGE_MESSAGES.size });
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw badRequest(IMAGE_MESSAGES.type, { file: IMAGE_MESSAGES.type });
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize({
        width: STORED_IMAGE_EDGE,
        height: STORED_IMAGE_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Truncated or corrupt data behind a valid header, or too many pixels.
    throw badRequest(IMAGE_MESSAGES.type, { file: IMAGE_MESSAGES.type });
  }
  // The smaller copies for phones and cards, in AVIF and WebP, made once here (decision 0130).
  const variants = await makeVariants(out.data, out.info.width);
  const row = await db.transaction(async (tx) => {
    const [image] = await tx
      .insert(uploadedImages)
      .values({
        contentType: 'image/webp',
        content: new Uint8Array(out.data),
        width: out.info.width,
        height: out.info.height,
        byteSize: out.data.byteLength,
        uploadedBy,
        createdAt: now,
      })
      .returning({
        id: uploadedImages.id,
        width: uploadedImages.width,
        height: uploadedImages.height,
        byteSize: uploadedImages.byteSize,
      });
    if (variants.length > 0)
      await tx
        .insert(uploadedImageVariants)
        .values(variants.map((v) => ({ ...v, imageId: image!.id })));
    return image!;
  });
  return { ...row, url: imageUrl(row.id) };
}

export async function readImage(db: Db, id: string) {
  const [row] = await db
    .select({ content: uploadedImages.content, contentType: uploadedImages.contentType })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id));
  return row;
}

const ENCODE: Record<VariantFormat, (img: Sharp) => Sharp> = {
  // effort 4 of 9: a 1440 px AVIF in about a second on the shared machine; quality 55 ≈ WebP 80.
  avif: (img) => img.avif({ quality: 55, effort: 4 }),
  webp: (img) => img.webp({ quality: 80 }),
};

/** Every width below the photo's own, in every format; from the already-cleaned WebP. */
async function makeVariants(cleaned: Buffer, width: number) {
  const sharp = await loadSharp();
  const jobs = variantWidthsFor(width).flatMap((w) =>
    VARIANT_FORMATS.map(async (format) => {
      const { data, info } = await ENCODE[format](sharp(cleaned).resize({ width: w })).toBuffer({
        resolveWithObject: true,
      });
      return {
        format,
        width: info.width,
        height: info.height,
        content: new Uint8Array(data),
        byteSize: data.byteLength,
      };
    }),
  );
  return Promise.all(jobs);
}

export async function readVariant(db: Db, id: string, width: number, format: VariantFormat) {
  const [row] = await db
    .select({ content: uploadedImageVariants.content })
    .from(uploadedImageVariants)
    .where(
      and(
        eq(uploadedImageVariants.imageId, id),
        eq(uploadedImageVariants.width, width),
        eq(uploadedImageVariants.format, format),
      ),
    );
  return row;
}

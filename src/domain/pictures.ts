/**
 * Responsive photos (decision 0130): the widths made of every uploaded photo, where each copy is
 * served, and the `srcset` a page gives the browser. Server-rendered pages and the React app
 * build their `srcset`s here, from the same facts.
 */

/** The widths made at upload (each only when smaller than the photo; the original is the largest). */
const VARIANT_WIDTHS = [480, 960, 1440] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** What a page needs to show an uploaded photo responsively. */
export type PhotoInfo = {
  src: string;
  width: number;
  height: number;
  variants: { format: VariantFormat; width: number }[];
};

export const variantWidthsFor = (originalWidth: number) =>
  VARIANT_WIDTHS.filter((w) => w < originalWidth);

const UPLOADED = /^\/api\/images\/([0-9a-f-]{36})$/;

export const uploadedImageId = (src: string) => UPLOADED.exec(src)?.[1];

const variantUrl = (imageId: string, width: number, format: VariantFormat) =>
  `/api/images/${imageId}/${width}.${format}`;

/**
 * The `srcset` of one format, smallest first. The stored original (WebP) is the largest WebP
 * candidate; AVIF has only the made copies. Empty when the photo has no copies of that format.
 */
export function srcSetOf(p: PhotoInfo, format: VariantFormat): string {
  const id = uploadedImageId(p.src);
  if (!id) return '';
  const set = p.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${variantUrl(id, v.width, format)} ${v.width}w`);
  if (format === 'webp' && set.length > 0) set.push(`${p.src} ${p.width}w`);
  return set.join(', ');
}

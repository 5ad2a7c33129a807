import { z } from 'zod';

/**
 * The home page's content rules (decision 0129): what staff may write, and the few derived values
 * (the map link, which section shows). The texts themselves live in the database.
 */

const LONG_TEXT = 4000;
const SHORT_TEXT = 300;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`);

const coordinate = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`)
    .nullable();

export const homeTextsSchema = z
  .object({
    tagline: text(SHORT_TEXT, 'Tagline'),
    storyTitle: text(SHORT_TEXT, 'Story title'),
    story: text(LONG_TEXT, 'Story'),
    locationIntro: text(LONG_TEXT, 'How to reach us'),
    railwayStation: text(SHORT_TEXT, 'Railway station'),
    airport: text(SHORT_TEXT, 'Airport'),
    reserveGate: text(SHORT_TEXT, 'Reserve gate'),
    latitude: coordinate(-90, 90, 'Latitude'),
    longitude: coordinate(-180, 180, 'Longitude'),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null)) {
      const missing = v.latitude === null ? 'latitude' : 'longitude';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Give both latitude and longitude, or neither',
      });
    }
  });
export type HomeTexts = z.output<typeof homeTextsSchema>;

export const faqEntrySchema = z.object({
  question: text(SHORT_TEXT, 'Question').min(1, 'Question is required'),
  answer: text(LONG_TEXT, 'Answer').min(1, 'Answer is required'),
});
export type FaqEntryInput = z.output<typeof faqEntrySchema>;

/**
 * Pictures the site itself holds: an uploaded photo or a file of the built site. The CSP allows
 * images from our own origin only (decision 0062), so an outside address would show broken.
 */
const SITE_PICTURE =
  /^\/(?:api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|images\/[a-z0-9][a-z0-9/_-]*\.(?:svg|webp|avif|png|jpe?g))$/;

export const galleryItemSchema = z.object({
  src: z
    .string()
    .trim()
    .regex(SITE_PICTURE, 'Please upload a photo (or pick a picture of this site)'),
  alt: text(SHORT_TEXT, 'Description').min(
    1,
    'Describe the photo for guests who cannot see it (alt text)',
  ),
  caption: text(SHORT_TEXT, 'Caption').default(''),
});
export type GalleryItemInput = z.output<typeof galleryItemSchema>;

/** A new order for a list (FAQ, gallery): every id exactly once. */
export const reorderSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(200),
});

/** A link that opens the phone's map app (Google Maps' universal link: app on Android and iOS, web elsewhere). */
export function mapLink(geo: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${geo.latitude},${geo.longitude}`;
}

/** The place a list item moves to: the ids in their new order, or why not. */
export function checkReorder(
  current: readonly string[],
  next: readonly string[],
): { ok: true } | { ok: false; message: string } {
  if (next.length !== current.length || new Set(next).size !== next.length)
    return { ok: false, message: 'The new order must list every entry exactly once' };
  const known = new Set(current);
  if (!next.every((id) => known.has(id)))
    return { ok: false, message: 'The new order must list every entry exactly once' };
  return { ok: true };
}

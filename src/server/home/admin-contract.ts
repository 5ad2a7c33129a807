import { z } from '@hono/zod-openapi';

/** The request and answer schemas of home/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const HomeTextsSchema = z
  .object({
    tagline: z.string(),
    storyTitle: z.string(),
    story: z.string(),
    locationIntro: z.string(),
    railwayStation: z.string(),
    airport: z.string(),
    reserveGate: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .openapi('HomeTexts');

export const FaqEntrySchema = z
  .object({ id: z.string(), question: z.string(), answer: z.string(), position: z.number().int() })
  .openapi('FaqEntry');
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const GalleryItemSchema = z
  .object({
    id: z.string(),
    src: z.string(),
    alt: z.string(),
    caption: z.string(),
    position: z.number().int(),
  })
  .openapi('GalleryItem');
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const AdminHomeSchema = z
  .object({
    texts: HomeTextsSchema,
    faq: z.array(FaqEntrySchema),
    gallery: z.array(GalleryItemSchema),
  })
  .openapi('AdminHome');

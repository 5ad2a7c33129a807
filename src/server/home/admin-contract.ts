import { z } from '@hono/zod-openapi';
import { homeFaqRow, homeGalleryRow, homePageRow } from '../db/row-schemas';

/** The request and answer schemas of home/admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const HomeTextsSchema = z
  .object(
    homePageRow.pick({
      tagline: true,
      storyTitle: true,
      story: true,
      locationIntro: true,
      railwayStation: true,
      airport: true,
      reserveGate: true,
      latitude: true,
      longitude: true,
    }).shape,
  )
  .openapi('HomeTexts');

export const FaqEntrySchema = z
  .object(homeFaqRow.pick({ id: true, question: true, answer: true, position: true }).shape)
  .openapi('FaqEntry');
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

export const GalleryItemSchema = z
  .object(
    homeGalleryRow.pick({ id: true, src: true, alt: true, caption: true, position: true }).shape,
  )
  .openapi('GalleryItem');
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const AdminHomeSchema = z
  .object({
    texts: HomeTextsSchema,
    faq: z.array(FaqEntrySchema),
    gallery: z.array(GalleryItemSchema),
  })
  .openapi('AdminHome');

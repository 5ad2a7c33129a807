import { z } from '@hono/zod-openapi';
import { VillaStatusSchema } from '../http/contract';

/** The request and answer schemas of villas/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
const PhotoSchema = z
  .object({
    src: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(z.object({ format: z.enum(['avif', 'webp']), width: z.number().int() })),
  })
  .openapi('Photo');

export const VillaSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    basePrice: z.number().int(),
    maxGuests: z.number().int(),
    amenities: z.array(z.string()),
    images: z.array(z.string()),
    status: VillaStatusSchema,
    totalUnits: z.number().int(),
    /** The uploaded photos among `images`, with their size and smaller copies (decision 0130). */
    photos: z.array(PhotoSchema),
  })
  .openapi('Villa');

export type Villa = z.infer<typeof VillaSchema>;

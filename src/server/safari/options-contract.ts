import { z } from '@hono/zod-openapi';

/** The request and answer schemas of safari/options-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const SafariOptionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    duration: z.string(),
    pricePerPerson: z.number().int(),
    maxPersons: z.number().int(),
    images: z.array(z.string()),
    timings: z.array(z.object({ value: z.string(), label: z.string() })),
    highlights: z.array(z.string()),
  })
  .openapi('SafariOption');

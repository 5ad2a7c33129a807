import { z } from '@hono/zod-openapi';

/** The request and answer schemas of safari/options-admin-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
/** The step-3 safari cards as staff manage them (active and inactive). */
export const AdminSafariOptionSchema = z
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
    isActive: z.boolean(),
    updatedAt: z.string(),
  })
  .openapi('AdminSafariOption');
export type AdminSafariOption = z.infer<typeof AdminSafariOptionSchema>;

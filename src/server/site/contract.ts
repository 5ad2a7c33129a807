import { z } from '@hono/zod-openapi';

/** The request and answer schemas of site/routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const SiteInfoSchema = z
  .object({
    resortPhone: z.string(),
    resortEmail: z.string(),
    resortTz: z.string(),
    demoMode: z.boolean(),
    paymentProvider: z.enum(['razorpay', 'test']),
  })
  .openapi('SiteInfo');

export type SiteInfo = z.infer<typeof SiteInfoSchema>;

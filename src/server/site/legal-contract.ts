import { z } from '@hono/zod-openapi';
import { LEGAL_PAGE_IDS, type LegalPageId } from '../../domain/legal';

/** The request and answer schemas of site/legal-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const LegalDocumentSchema = z
  .object({
    id: z.enum(LEGAL_PAGE_IDS as [LegalPageId, ...LegalPageId[]]),
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  })
  .openapi('LegalDocument');

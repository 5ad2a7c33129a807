import { createRoute, z } from '@hono/zod-openapi';
import { LEGAL_PAGE_IDS, legalDocument, type LegalPageId } from '../../domain/legal';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { LegalDocumentSchema } from './legal-contract';

const route = createRoute({
  method: 'get',
  path: '/legal/{page}',
  summary:
    'Terms & Conditions, Privacy Policy or Cancellation Policy, from the resort configuration',
  request: {
    params: z.object({ page: z.enum(LEGAL_PAGE_IDS as [LegalPageId, ...LegalPageId[]]) }),
  },
  responses: {
    200: {
      description: 'The page',
      content: { 'application/json': { schema: LegalDocumentSchema } },
    },
  },
});

export function legalRoutes({ config }: AppDeps) {
  const facts = {
    resortName: config.resortName,
    resortAddress: config.resortAddress,
    resortEmail: config.resortEmail,
    resortPhone: config.resortPhone,
    gstin: config.resortGstin,
  };
  return createRouter().openapi(route, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(legalDocument(c.req.valid('param').page, facts), 200);
  });
}

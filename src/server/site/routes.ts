import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../app-types';
import { createRouter } from '../http/router';
import { SiteInfoSchema, type SiteInfo } from './contract';

const route = createRoute({
  method: 'get',
  path: '/site-info',
  summary: 'Public facts about the resort and this installation',
  responses: {
    200: { description: 'Site info', content: { 'application/json': { schema: SiteInfoSchema } } },
  },
});

export function siteInfoRoutes({ config }: AppDeps) {
  const info: SiteInfo = {
    resortPhone: config.resortPhone,
    resortEmail: config.resortEmail,
    resortTz: config.resortTz,
    demoMode: config.demoMode,
    paymentProvider: config.razorpay ? 'razorpay' : 'test',
  };
  return createRouter().openapi(route, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(info, 200);
  });
}

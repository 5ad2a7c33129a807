import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import type { AppDeps, AppEnv } from './app-types';
import { requireAdminSession, originCheck } from './admin-auth/middleware';
import { documentedRoutes, requirePermission } from './admin-auth/permissions';
import { adminAuthRoutes } from './admin-auth/routes';
import { adminSecurityRoutes } from './admin-auth/security-routes';
import { adminUserRoutes } from './admin-users/routes';
import { backupRoutes } from './backups/routes';
import { blockAdminRoutes } from './availability/admin-routes';
import { channelAdminRoutes } from './channels/admin-routes';
import { channelExportRoutes } from './channels/export-routes';
import { availabilityRoutes } from './availability/routes';
import { adminBookingEditRoutes } from './bookings/admin-edit-routes';
import { adminBookingRoutes } from './bookings/admin-routes';
import { bookingRoutes } from './bookings/routes';
import { proofCodeRoutes } from './bookings/proof-code-routes';
import { dashboardRoutes } from './dashboard/routes';
import { documentRoutes } from './documents/routes';
import { unpaidHoldsRoutes } from './dashboard/unpaid-holds-routes';
import { registrationAdminRoutes } from './registrations/admin-routes';
import { adminEmailRoutes } from './email/admin-routes';
import { eventRoutes } from './events/admin-routes';
import { healthRoutes } from './health/routes';
import { holdRoutes } from './holds/routes';
import { imageAdminRoutes, imageRoutes } from './images/routes';
import { deskListAdminRoutes } from './desk-lists/admin-routes';
import { housekeepingAdminRoutes } from './housekeeping/admin-routes';
import { occupancyAdminRoutes } from './occupancy/admin-routes';
import { handleError } from './http/errors';
import { inputGuard } from './http/input-guard';
import { requestLog } from './http/request-log';
import { inlineScriptSources, readBuiltPage } from './http/built-page';
import { securityHeaders } from './http/security-headers';
import { splitRouter } from './http/split-router';
import { mountStaticSite } from './http/static-site';
import { adminGuestRoutes } from './guests/admin-routes';
import { adminHomeRoutes } from './home/admin-routes';
import { adminReviewRoutes, reviewRoutes } from './reviews/routes';
import { adminPackageRoutes } from './packages/admin-routes';
import { packageRoutes } from './packages/routes';
import { adminPaymentRoutes } from './payments/admin-routes';
import { adminChargeRoutes } from './payments/charge-routes';
import { paymentRoutes } from './payments/routes';
import { pricingAdminRoutes } from './pricing/admin-routes';
import { promoAdminRoutes } from './promo/admin-routes';
import { quoteRoutes } from './pricing/routes';
import { calendarRoutes } from './pricing/calendar-routes';
import { adminReportRoutes } from './reports/admin-routes';
import { legalRoutes } from './site/legal-routes';
import { siteInfoRoutes } from './site/routes';
import { mountSeo } from './site/seo-routes';
import { safariEnquiryRoutes } from './safari/enquiry-routes';
import { adminSafariEnquiryRoutes } from './safari/admin-routes';
import { adminSafariOptionRoutes } from './safari/options-admin-routes';
import { safariOptionRoutes } from './safari/options-routes';
import { villaAdminRoutes } from './villas/admin-routes';
import { villaRoutes } from './villas/routes';

export type AppOptions = {
  /** Folder of the built front end; omitted in API tests. */
  staticDir?: string;
};

/** Builds the whole HTTP application. main.ts serves it; tests call `app.request()`. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  // The guest API and the site on hono's RegExpRouter, the admin API on its own (decision 0169).
  const app = new OpenAPIHono<AppEnv>({ router: splitRouter() });
  app.onError(handleError);
  app.use('*', requestLog());
  app.use('*', inputGuard());
  // The built page, read once: its inline script's hash goes into the CSP (decision 0162).
  const builtPage = options.staticDir ? readBuiltPage(options.staticDir) : undefined;
  app.use('*', securityHeaders(deps.config, inlineScriptSources(builtPage)));
  // The site's HTML, JS and CSS are compressed; API answers are small JSON, where gzip costs more
  // CPU than it saves (and it would buffer the server-sent events stream).
  const compressSite = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : compressSite(c, next)));

  const api = new OpenAPIHono<AppEnv>().basePath('/api');
  // Every /api/admin/* route: Origin check, then a valid session (401) except POST /api/admin/login,
  // then the role's permission for the route (403; src/server/admin-auth/route-permissions.ts).
  api.use(
    '/admin/*',
    originCheck(deps),
    requireAdminSession(deps),
    requirePermission(() => documentedRoutes(api), deps),
  );
  api
    .route('/', healthRoutes(deps))
    .route('/', villaRoutes(deps))
    .route('/', packageRoutes(deps))
    .route('/', safariOptionRoutes(deps))
    .route('/', siteInfoRoutes(deps))
    .route('/', legalRoutes(deps))
    .route('/', quoteRoutes(deps))
    .route('/', availabilityRoutes(deps))
    .route('/', calendarRoutes(deps))
    .route('/', holdRoutes(deps))
    .route('/', safariEnquiryRoutes(deps))
    .route('/', bookingRoutes(deps))
    .route('/', proofCodeRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', adminAuthRoutes(deps))
    .route('/', adminUserRoutes(deps))
    .route('/', adminSecurityRoutes(deps))
    .route('/', backupRoutes(deps))
    .route('/', dashboardRoutes(deps))
    .route('/', unpaidHoldsRoutes(deps))
    .route('/', adminEmailRoutes(deps))
    .route('/', eventRoutes(deps))
    .route('/', adminBookingRoutes(deps))
    .route('/', adminBookingEditRoutes(deps))
    .route('/', documentRoutes(deps))
    .route('/', adminPaymentRoutes(deps))
    .route('/', adminChargeRoutes(deps))
    .route('/', adminPackageRoutes(deps))
    .route('/', adminSafariEnquiryRoutes(deps))
    .route('/', adminSafariOptionRoutes(deps))
    .route('/', adminGuestRoutes(deps))
    .route('/', adminReportRoutes(deps))
    // inventory (Issue 12)
    .route('/', imageRoutes(deps))
    .route('/', imageAdminRoutes(deps))
    .route('/', occupancyAdminRoutes(deps))
    .route('/', blockAdminRoutes(deps))
    .route('/', pricingAdminRoutes(deps))
    .route('/', promoAdminRoutes(deps))
    .route('/', villaAdminRoutes(deps))
    // channels (Issue 24)
    .route('/', channelExportRoutes(deps))
    .route('/', channelAdminRoutes(deps))
    // the home page (Issue 27)
    .route('/', adminHomeRoutes(deps))
    .route('/', reviewRoutes(deps))
    .route('/', adminReviewRoutes(deps))
    // the front desk's day (Issue 25)
    .route('/', housekeepingAdminRoutes(deps))
    .route('/', registrationAdminRoutes(deps))
    .route('/', deskListAdminRoutes(deps));
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Village Machaan booking API', version: '1.0.0' },
  });
  api.all('*', (c) =>
    c.json(
      { error: { code: 'NOT_FOUND', message: `No API endpoint ${c.req.method} ${c.req.path}` } },
      404,
    ),
  );
  app.route('/', api);

  if (options.staticDir)
    mountStaticSite(app, options.staticDir, builtPage, mountSeo(app, deps, options.staticDir));
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404));
  return app;
}

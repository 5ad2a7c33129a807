import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../domain/error-messages';
import { hrefFor } from '../../web/api/client';
import type { Endpoints, Operation, RequestOf } from '../../web/api/route-types';
import { z } from '@hono/zod-openapi';
import { expect } from 'vitest';
import { ApiErrorSchema } from '../http/contract';
import { undescribedFields } from './contract-check';
import type { adminAuthRoutes } from '../admin-auth/routes';
import type { adminSecurityRoutes } from '../admin-auth/security-routes';
import type { adminUserRoutes } from '../admin-users/routes';
import type { backupRoutes } from '../backups/routes';
import type { blockAdminRoutes } from '../availability/admin-routes';
import type { channelAdminRoutes } from '../channels/admin-routes';
import type { channelExportRoutes } from '../channels/export-routes';
import type { availabilityRoutes } from '../availability/routes';
import type { adminBookingEditRoutes } from '../bookings/admin-edit-routes';
import type { adminBookingRoutes } from '../bookings/admin-routes';
import type { bookingRoutes } from '../bookings/routes';
import type { proofCodeRoutes } from '../bookings/proof-code-routes';
import type { dashboardRoutes } from '../dashboard/routes';
import type { documentRoutes } from '../documents/routes';
import type { unpaidHoldsRoutes } from '../dashboard/unpaid-holds-routes';
import type { registrationAdminRoutes } from '../registrations/admin-routes';
import type { adminEmailRoutes } from '../email/admin-routes';
import type { eventRoutes } from '../events/admin-routes';
import type { healthRoutes } from '../health/routes';
import type { holdRoutes } from '../holds/routes';
import type { imageAdminRoutes, imageRoutes } from '../images/routes';
import type { deskListAdminRoutes } from '../desk-lists/admin-routes';
import type { housekeepingAdminRoutes } from '../housekeeping/admin-routes';
import type { occupancyAdminRoutes } from '../occupancy/admin-routes';
import type { adminGuestRoutes } from '../guests/admin-routes';
import type { adminHomeRoutes } from '../home/admin-routes';
import type { adminReviewRoutes, reviewRoutes } from '../reviews/routes';
import type { adminPackageRoutes } from '../packages/admin-routes';
import type { packageRoutes } from '../packages/routes';
import type { adminPaymentRoutes } from '../payments/admin-routes';
import type { adminChargeRoutes } from '../payments/charge-routes';
import type { paymentRoutes } from '../payments/routes';
import type { pricingAdminRoutes } from '../pricing/admin-routes';
import type { promoAdminRoutes } from '../promo/admin-routes';
import type { quoteRoutes } from '../pricing/routes';
import type { calendarRoutes } from '../pricing/calendar-routes';
import type { adminReportRoutes } from '../reports/admin-routes';
import type { legalRoutes } from '../site/legal-routes';
import type { siteInfoRoutes } from '../site/routes';
import type { safariEnquiryRoutes } from '../safari/enquiry-routes';
import type { adminSafariEnquiryRoutes } from '../safari/admin-routes';
import type { adminSafariOptionRoutes } from '../safari/options-admin-routes';
import type { safariOptionRoutes } from '../safari/options-routes';
import type { villaAdminRoutes } from '../villas/admin-routes';
import type { villaRoutes } from '../villas/routes';

/*
 * The server tests' typed client (decision 0157): an operation is named like the web's client
 * names it (`'POST /bookings'`, decision 0145), its arguments (`param`, `query`, `json`,
 * `header`) and its answers (`{ status, body }` per declared status) are read from the same
 * routers' types. It sends through the test app's `request`, so every answer is still checked
 * against its route's declared response schema (contract-check.ts) before a test sees it.
 */

/** Every router the app mounts (src/server/app.ts): a router missing here cannot be called typed. */
type ApiRouter =
  | ReturnType<typeof healthRoutes>
  | ReturnType<typeof villaRoutes>
  | ReturnType<typeof packageRoutes>
  | ReturnType<typeof safariOptionRoutes>
  | ReturnType<typeof siteInfoRoutes>
  | ReturnType<typeof legalRoutes>
  | ReturnType<typeof quoteRoutes>
  | ReturnType<typeof availabilityRoutes>
  | ReturnType<typeof calendarRoutes>
  | ReturnType<typeof holdRoutes>
  | ReturnType<typeof safariEnquiryRoutes>
  | ReturnType<typeof bookingRoutes>
  | ReturnType<typeof proofCodeRoutes>
  | ReturnType<typeof paymentRoutes>
  | ReturnType<typeof adminAuthRoutes>
  | ReturnType<typeof adminUserRoutes>
  | ReturnType<typeof adminSecurityRoutes>
  | ReturnType<typeof backupRoutes>
  | ReturnType<typeof dashboardRoutes>
  | ReturnType<typeof unpaidHoldsRoutes>
  | ReturnType<typeof adminEmailRoutes>
  | ReturnType<typeof eventRoutes>
  | ReturnType<typeof adminBookingRoutes>
  | ReturnType<typeof adminBookingEditRoutes>
  | ReturnType<typeof documentRoutes>
  | ReturnType<typeof adminPaymentRoutes>
  | ReturnType<typeof adminChargeRoutes>
  | ReturnType<typeof adminPackageRoutes>
  | ReturnType<typeof adminSafariEnquiryRoutes>
  | ReturnType<typeof adminSafariOptionRoutes>
  | ReturnType<typeof adminGuestRoutes>
  | ReturnType<typeof adminReportRoutes>
  | ReturnType<typeof imageRoutes>
  | ReturnType<typeof imageAdminRoutes>
  | ReturnType<typeof occupancyAdminRoutes>
  | ReturnType<typeof blockAdminRoutes>
  | ReturnType<typeof pricingAdminRoutes>
  | ReturnType<typeof promoAdminRoutes>
  | ReturnType<typeof villaAdminRoutes>
  | ReturnType<typeof channelExportRoutes>
  | ReturnType<typeof channelAdminRoutes>
  | ReturnType<typeof adminHomeRoutes>
  | ReturnType<typeof reviewRoutes>
  | ReturnType<typeof adminReviewRoutes>
  | ReturnType<typeof housekeepingAdminRoutes>
  | ReturnType<typeof registrationAdminRoutes>
  | ReturnType<typeof deskListAdminRoutes>;

/** Every operation of the API: `'GET /villas' | 'PATCH /admin/users/:id' | …`. */
export type ApiOperation = Operation<ApiRouter>;

/**
 * The error answers every operation can give besides its own (`sharedErrors` in http/contract.ts):
 * 400, 500, 503; 413 and 415 with a body; 401 and 403 under /admin.
 */
type SharedErrorStatus<K> =
  | 400
  | 500
  | 503
  | (Endpoints<ApiRouter, K> extends { input: { json: unknown } } ? 413 | 415 : never)
  | (K extends `${string} /admin/${string}` ? 401 | 403 : never);

/**
 * A 2xx answer's body is its schema's; an error's is the API error body (decision 0137). A success
 * body whose schema has no `error` field carries none (the contract check refuses an undescribed
 * field), so `[r.status, r.body.error?.message]` reads on any answer.
 */
type Declared<E> = E extends { status: infer S; output: infer O }
  ? S extends SuccessStatusCode
    ? { status: S; body: WithoutError<O> }
    : { status: S; body: ApiErrorBody }
  : never;
type WithoutError<O> = O extends object
  ? O extends readonly unknown[]
    ? O
    : 'error' extends keyof O
      ? O
      : O & { error?: undefined }
  : O;

/** What operation `K` can answer: one `{ status, body }` per status, and the Response itself. */
export type AnswerOf<K extends ApiOperation> = (
  Declared<Endpoints<ApiRouter, K>> | SharedError<SharedErrorStatus<K>>
) & { res: Response };
/** One member per shared status, so `bodyAt(answer, 403)` and `expectStatus` narrow to it. */
type SharedError<S> = S extends number ? { status: S; body: ApiErrorBody } : never;

/** The query operation `K` takes (a test's list helper: `list({ status: 'held' })`). */
export type QueryOf<K extends ApiOperation> =
  RequestOf<ApiRouter, K> extends { query?: infer Q } ? Q : never;

/** The body operation `K` takes (a test's helper: `put(id, json)`). */
export type JsonOf<K extends ApiOperation> =
  RequestOf<ApiRouter, K> extends { json: infer J } ? J : never;

/** What a test sends: the contract's arguments; `header` may add any header (cookie, X-Forwarded-For, Origin). */
type ArgsOf<I> = object extends I
  ? [args?: I & { header?: Record<string, string> }]
  : [args: I & { header?: Record<string, string> }];

/** The typed client: `api('GET /admin/bookings/:id', { param: { id } })` → `{ status, body, res }`. */
export type TestApi = {
  <K extends ApiOperation>(
    operation: K,
    ...args: ArgsOf<RequestOf<ApiRouter, K>>
  ): Promise<AnswerOf<K>>;
  /** The same call when it must succeed: its 2xx body; any other answer throws (with its body). */
  ok<K extends ApiOperation>(
    operation: K,
    ...args: ArgsOf<RequestOf<ApiRouter, K>>
  ): Promise<Extract<AnswerOf<K>, { status: SuccessStatusCode }>['body']>;
};

/** The test app's request function (`t.request`, a browser's `request`): contract-checked. */
type SendRequest = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

type Sent = { param?: object; query?: object; json?: unknown; header?: Record<string, string> };

const href = hrefFor<ApiRouter>() as (operation: string, args?: Sent) => string;

/**
 * The typed client over a test app's `request` (`t.api`, `browser.api`); `headers` go with every
 * call (an admin's `{ cookie }`), a call's own `header` adds to them.
 */
export function typedClient(request: SendRequest, headers: Record<string, string> = {}): TestApi {
  const call = async (operation: string, args: Sent = {}) => {
    const method = operation.slice(0, operation.indexOf(' '));
    const res = await request(method, href(operation, args), args.json, {
      ...headers,
      ...args.header,
    });
    const json = (res.headers.get('content-type') ?? '').includes('application/json');
    const body: unknown = json ? await res.clone().json() : undefined;
    return { status: res.status, body, res };
  };
  const ok = async (operation: string, args?: Sent) => {
    const answer = await call(operation, args);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${operation} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  return Object.assign(call, { ok }) as unknown as TestApi;
}

/**
 * The typed answer of a Response that `t.request` (or a browser's) got for `operation`, for a
 * request the typed client cannot send: a body built by an untyped fixture (`bookingRequest()`),
 * or one wrong on purpose. The contract check has already checked the body against that route.
 */
export async function answerOf<K extends ApiOperation>(
  operation: K,
  res: Response,
): Promise<AnswerOf<K>> {
  const json = (res.headers.get('content-type') ?? '').includes('application/json');
  const body: unknown = json ? await res.clone().json() : undefined;
  void operation; // names the contract the answer is typed by
  return { status: res.status, body, res } as AnswerOf<K>;
}

/**
 * The body of an answer at the status the test expects: throws (with the body) at any other, and
 * is typed as the contract's body for that status.
 */
export function bodyAt<A extends { status: number; body: unknown }, S extends A['status']>(
  answer: A,
  status: S,
): Extract<A, { status: S }>['body'] {
  if (answer.status !== status)
    throw new Error(
      `Expected status ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  return answer.body;
}

/**
 * `expect(answer.status).toBe(status)` that also narrows the answer to that status, so the test
 * reads the contract's body for it (`expectStatus(r, 201); r.body.id`): fails, with the body, at
 * any other status.
 */
export function expectStatus<A extends { status: number; body: unknown }, S extends A['status']>(
  answer: A,
  status: S,
): asserts answer is Extract<A, { status: S }> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

/**
 * The API error body of a Response a test got without the typed client (a raw or malformed
 * request, another process, an app built by the test): parsed with the API's error schema, so a
 * body of any other shape, or with a field the schema does not describe, fails the test.
 */
export async function errorBody(res: Response): Promise<ApiErrorBody> {
  const sent: unknown = await res.clone().json();
  const parsed = ApiErrorSchema.parse(sent);
  const extra = undescribedFields(sent, parsed);
  if (extra.length) throw new Error(`Not the API error body: ${extra.join(', ')} undescribed`);
  return parsed;
}

/**
 * The JSON answer of another process (a `fetch` to a server a test started): at the success status
 * the test expects, its body parsed with the contract's schema for it; at any other status the API
 * error body. Either fails the test on a field its schema does not describe.
 */
export async function processAnswer<S extends SuccessStatusCode, Z extends z.ZodType>(
  res: Response,
  status: S,
  schema: Z,
): Promise<
  | { status: S; body: z.output<Z>; res: Response }
  | { status: number; body: ApiErrorBody; res: Response }
> {
  if (res.status !== status) return { status: res.status, body: await errorBody(res), res };
  const sent: unknown = await res.clone().json();
  const body = schema.parse(sent);
  const extra = undescribedFields(sent, body);
  if (extra.length)
    throw new Error(`An answer with fields its schema does not describe: ${extra.join(', ')}`);
  return { status, body, res };
}

const OpenApiDocumentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** The API's OpenAPI document (`GET /api/openapi.json`, not an operation of its own), its paths checked. */
export async function openApiDocument(request: SendRequest) {
  return OpenApiDocumentSchema.parse(await (await request('GET', '/api/openapi.json')).json());
}

import { z } from '@hono/zod-openapi';
import { isIsoDate } from '../../domain/dates';
import {
  ADMIN_ROLES,
  BLOCK_TYPES,
  BOOKING_STATUSES,
  PAYMENT_STATUSES,
  UNIT_STATUSES,
  VILLA_STATUSES,
} from '../../domain/enums';
import { ERROR_CODES, type ApiErrorBody } from '../../domain/error-messages';

/** A booking's statuses in answers: the domain's lists, so the web's badge maps need no casts. */
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
/** Which booking, and where it stands: how the guest-facing answers about one booking start. */
export const bookingStateFields = {
  bookingId: z.string(),
  id: z.string(),
  status: BookingStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: z.string(),
};

/** The catalogue's and the admin's statuses in answers, from the same lists. */
export const VillaStatusSchema = z.enum(VILLA_STATUSES);
export const UnitStatusSchema = z.enum(UNIT_STATUSES);
export const BlockTypeSchema = z.enum(BLOCK_TYPES);
export const AdminRoleSchema = z.enum(ADMIN_ROLES);

/** The API's error body (`ApiErrorBody`), as every operation's contract declares it. */
export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      /** On server failures (5xx): the request id the server logged the failure under. */
      requestId: z.string().optional(),
    }),
  })
  .openapi('ApiError');
/** The schema and the domain's type are one shape (a change to either fails the typecheck). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameErrorBody: Same<z.infer<typeof ApiErrorSchema>, ApiErrorBody> = true;
void _sameErrorBody;

/** A route's error response: the API error body. */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
});

/** The error statuses the API answers with, and what each means in general. */
const ERROR_STATUSES = {
  400: 'The request breaks its contract or a rule (error.fields names the fields)',
  401: 'Not signed in, or the sign-in failed',
  402: 'The payment was declined',
  403: 'Not allowed: another origin, or a role without the permission',
  404: 'Not found',
  409: 'Conflicts with the current state (taken, changed meanwhile, or an Idempotency-Key reused)',
  413: 'The request body is too large',
  415: 'The request body is not JSON (Content-Type: application/json)',
  422: 'Understood, but a business rule refuses it',
  429: 'Too many requests: Retry-After says when to try again',
  500: 'A server failure: error.requestId names it in the log',
  502: 'The payment provider refused or did not answer',
  503: 'The database is briefly unreachable: Retry-After says when to try again',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

type ErrorResponses<S extends ErrorStatus> = { [K in S]: ReturnType<typeof errorResponse> };

/**
 * An operation's own error answers with the API error body, spread into its responses:
 * `responses: { 200: json(…), ...errors(404, 409) }`, or with words of its own:
 * `...errors({ 404: 'No such booking' })`. The answers every operation shares (400, 413, 401/403
 * under /admin, 500, 503) are added by the router (`sharedErrors`); declare them here only to say
 * something more specific.
 */
export function errors<S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S>;
export function errors<S extends ErrorStatus>(described: Record<S, string>): ErrorResponses<S>;
export function errors(...args: unknown[]): Record<number, ReturnType<typeof errorResponse>> {
  const described: Partial<Record<ErrorStatus, string>> =
    typeof args[0] === 'object' && args[0] !== null
      ? (args[0] as Partial<Record<ErrorStatus, string>>)
      : Object.fromEntries((args as ErrorStatus[]).map((s) => [s, ERROR_STATUSES[s]]));
  return Object.fromEntries(
    Object.entries(described).map(([status, words]) => [status, errorResponse(words as string)]),
  );
}

type RouteShape = { path: string; request?: object; responses: object };

/**
 * The error answers every operation can give, from the middleware and the error handler rather
 * than from its handler: 400 (the input guard refuses control characters in any URL, and the
 * request's own schema), 413 and 415 when it takes a body, 401 and 403 under /admin (session,
 * origin and role checks), 500 and 503. An operation's own declaration of a status wins; an error status it
 * declares with words only (`404: { description: 'No such villa' }`) gets the API error body.
 */
export function sharedErrors<R extends RouteShape>(route: R): R {
  const shared: ErrorStatus[] = [400, 500, 503];
  if (route.request && 'body' in route.request && route.request.body) shared.push(413, 415);
  if (route.path.startsWith('/admin/')) shared.push(401, 403);
  const own = Object.fromEntries(
    Object.entries(route.responses).map(([status, declared]) => {
      const words = declared as { description: string; content?: unknown };
      return Number(status) >= 400 && !words.content
        ? [status, errorResponse(words.description)]
        : [status, declared];
    }),
  );
  return { ...route, responses: { ...errors(...shared), ...own } };
}

/** A route's JSON response with its schema. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A route's file answer (a download) in the media types it comes in. */
export const fileResponse = (description: string, ...mediaTypes: string[]) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [type, { schema: z.string().openapi({ format: 'binary' }) }]),
  ),
});

/** A route's required JSON request body with its schema (`request: { ...jsonBody(schema) }`). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** A YYYY-MM-DD date in a query or body. */
export const IsoDateSchema = z.string().refine(isIsoDate, 'Please enter a valid date (YYYY-MM-DD)');

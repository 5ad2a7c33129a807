import type { Hono } from 'hono';
import type { hc } from 'hono/client';

/**
 * The typed client of a server router, for deriving request and response types from its route
 * contracts with `InferResponseType` / `InferRequestType` (hono/client). Types only: nothing of the
 * server reaches the bundle.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ClientOf<R extends Hono<any, any, any>> = ReturnType<typeof hc<R>>;

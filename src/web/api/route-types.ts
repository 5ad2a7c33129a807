import type { ExtractSchema, ParamKeys } from 'hono/types';
import type { SuccessStatusCode } from 'hono/utils/http-status';

/*
 * Types of a server router's operations, read from the router's own type (its `createRoute`
 * contracts, chained with `.openapi`): types only, nothing of the server reaches the bundle
 * (decision 0145). An operation is named like the permission table does, by method and path as
 * the router spells it: `'PATCH /admin/users/:id'` (the client adds the `/api` prefix).
 */

/** A feature router's type: `RouterOf<typeof adminUserRoutes>`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouterOf<F extends (...args: any[]) => unknown> = ReturnType<F>;

type Schema<R> = ExtractSchema<R>;
type MethodName<M> = M extends `$${infer Name}` ? Uppercase<Name> : never;

/** Every operation of router `R`: `'GET /villas' | 'PATCH /admin/users/:id' | …`. */
export type Operation<R> = {
  [P in keyof Schema<R> & string]: `${MethodName<keyof Schema<R>[P] & string>} ${P}`;
}[keyof Schema<R> & string];

/** The contract entries of operation `K` (one per declared status): `{ input, output, status }`. */
export type Endpoints<R, K> = K extends `${infer M} ${infer P}`
  ? P extends keyof Schema<R>
    ? `$${Lowercase<M>}` extends keyof Schema<R>[P]
      ? Schema<R>[P][`$${Lowercase<M>}`]
      : never
    : never
  : never;

type PathOf<K> = K extends `${string} ${infer P}` ? P : never;
type PathParams<P> = [ParamKeys<P>] extends [never]
  ? unknown
  : { param: { [Name in ParamKeys<P> & string]: string | number } };

/** A query or headers object whose every field is optional may be left out. */
type Loose<I> = {
  [
    Key in keyof I as Key extends 'query' | 'header' ? (object extends I[Key] ? Key : never) : never
  ]?: I[Key];
} & {
  [
    Key in keyof I as Key extends 'query' | 'header' ? (object extends I[Key] ? never : Key) : Key
  ]: I[Key];
};

/**
 * What operation `K` takes: `param` (the path's parameters), `query`, `json` (the body) and
 * `header`, as its contract declares them (the schemas' input types).
 */
export type RequestOf<R, K extends Operation<R>> = Loose<
  Endpoints<R, K> extends { input: infer I } ? I : never
> &
  PathParams<PathOf<K>>;

/** What operation `K` answers when it succeeds (its 2xx answers; any other status is an ApiError). */
export type ResponseOf<R, K extends Operation<R>> =
  Extract<Endpoints<R, K>, { status: SuccessStatusCode }> extends { output: infer O } ? O : never;

import { z } from 'zod';
import { wholeNumber } from './whole-number';

/**
 * The query of every admin list: `q`, `sort` (whitelisted keys, `-key` descending), `page`,
 * `pageSize` (1..100, default 20) and the list's own filters. The server validates requests with
 * it and the web parses its URL search params with it, so a shared link means the same list.
 */

export const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;
/** Search text longer than this is refused: nobody types it, and it only costs the database. */
const MAX_SEARCH_LENGTH = 100;

/** A sort value: `key` (ascending) or `-key` (descending). */
export type SortValue<K extends string> = K | `-${K}`;

/** `sort` values for the given keys: `key` (ascending) or `-key` (descending). */
function sortValues<K extends string>(keys: readonly K[]): SortValue<K>[] {
  return keys.flatMap((k) => [k, `-${k}` as const]);
}

const optionalText = z.preprocess(
  (v) =>
    typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v,
  z
    .string()
    .max(MAX_SEARCH_LENGTH, `Search must be at most ${MAX_SEARCH_LENGTH} characters`)
    .optional(),
);

const intParam = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    wholeNumber(`${name} must be a whole number`)
      .pipe(
        z
          .number()
          .min(min, `${name} must be at least ${min}`)
          .max(max, `${name} must be at most ${max}`),
      )
      .default(fallback),
  );

/**
 * The query schema of a list endpoint: `q`, `sort` (one of `sortKeys`, `-` for descending),
 * `page` (from 1), `pageSize` (1..100, default 20), plus the endpoint's filters.
 */
export function listQuerySchema<K extends string, F extends z.ZodRawShape>(options: {
  sortKeys: readonly K[];
  defaultSort: SortValue<K>;
  filters: F;
}) {
  const values = sortValues(options.sortKeys);
  const sortEnum = z.enum(values as [string, ...string[]], {
    error: `sort must be one of: ${values.join(', ')}`,
  }) as unknown as z.ZodType<SortValue<K>>;
  return z.object({
    q: optionalText,
    sort: z.preprocess((v) => (v === '' ? undefined : v), sortEnum.default(options.defaultSort)),
    page: intParam('page', 1, 100_000, 1),
    pageSize: intParam('pageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    ...options.filters,
  });
}

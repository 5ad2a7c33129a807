import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type AnyListSchema = z.ZodObject<z.ZodRawShape>;

/**
 * Reads URL search params with a list's zod schema (the same one the server validates with):
 * a bad or hand-edited value falls back to its default instead of breaking the page.
 */
export function parseListParams<S extends AnyListSchema>(
  schema: S,
  search: URLSearchParams,
): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = search.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  for (let attempt = 0; attempt < 10; attempt++) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
  }
  return schema.parse({});
}

/** The list's values for the API's query: values equal to their default are left out. */
function listQuery<S extends AnyListSchema>(
  schema: S,
  values: Partial<z.output<S>>,
): Partial<z.output<S>> {
  const defaults = schema.parse({}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = (values as Record<string, unknown>)[key];
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    out[key] = value;
  }
  return out as Partial<z.output<S>>;
}

/** The query string for the API and the URL: values equal to their default are left out. */
export function listSearchString<S extends AnyListSchema>(
  schema: S,
  values: Partial<z.output<S>>,
): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(listQuery(schema, values))) out.set(key, String(value));
  return out.toString();
}

/** How a list is shown, not what it holds: not filters. `view` picks one of a screen's lists. */
const VIEW_KEYS = new Set(['sort', 'page', 'pageSize', 'view']);

/**
 * A list's filters, sort and page live in the URL: a reload or a shared link shows the same list.
 * `update` changes some values (and goes back to page 1 unless the page itself changes).
 */
export function useListParams<S extends AnyListSchema>(schema: S) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(schema, searchParams), [schema, searchParams]);
  const apiQuery = useMemo(() => listQuery(schema, params), [schema, params]);
  const apiSearch = useMemo(() => listSearchString(schema, params), [schema, params]);

  const update = useCallback(
    (patch: Partial<Record<keyof z.output<S>, unknown>>, options: { replace?: boolean } = {}) => {
      const next = { ...params, ...patch } as Record<string, unknown>;
      if (!('page' in patch)) next.page = 1;
      setSearchParams(new URLSearchParams(listSearchString(schema, next as Partial<z.output<S>>)), {
        replace: options.replace,
      });
    },
    [params, schema, setSearchParams],
  );

  const clear = useCallback(() => {
    const keep: Record<string, unknown> = {};
    // Sort, page size and the list shown (`view`) are not filters: they stay.
    for (const key of ['sort', 'pageSize', 'view'])
      if (key in params) keep[key] = (params as Record<string, unknown>)[key];
    setSearchParams(new URLSearchParams(listSearchString(schema, keep as Partial<z.output<S>>)));
  }, [params, schema, setSearchParams]);

  /** Whether anything narrows the list (what `clear` takes away). */
  const filtered = useMemo(
    () => [...new URLSearchParams(apiSearch).keys()].some((key) => !VIEW_KEYS.has(key)),
    [apiSearch],
  );

  return { params, apiQuery, apiSearch, update, clear, filtered };
}

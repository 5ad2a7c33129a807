import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/**
 * The guest entry page's GET answers (site info, villas, calendar months) without TanStack Query,
 * whose ≈ 10 KB would otherwise be most of the page's application code (decision 0143). Step 1 and
 * the layout read the same `queryOptions` objects (src/web/api/*) through `useEntryQuery`; when the
 * query client starts (steps 2–4, the guest's own pages: query-root.tsx) it is handed every answer
 * held here and each one that arrives later, so nothing is asked twice.
 *
 * The same rules as the query client's defaults (query-client.ts): an answer is fresh for the
 * query's `staleTime` (0 unless given), a mounted reader of a stale or invalidated answer asks again,
 * a failed request is retried once after a second.
 */
type EntryOptions<T> = {
  queryKey: DataTag<QueryKey, T, Error>;
  queryFn?: unknown;
  staleTime?: unknown;
};

type Entry = {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly updatedAt: number;
  readonly fetching: boolean;
  readonly invalid: boolean;
};

type EntryResult<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
};

const EMPTY: Entry = { updatedAt: 0, fetching: false, invalid: false };
const RETRY_DELAY_MS = 1000;

const entries = new Map<string, Entry>();
const queries = new Map<string, { queryKey: QueryKey }>();
const listeners = new Map<string, Set<() => void>>();
const sinks = new Set<(queryKey: QueryKey, data: unknown, updatedAt: number) => void>();

const hashOf = (queryKey: QueryKey) => JSON.stringify(queryKey);

function update(hash: string, patch: Partial<Entry>) {
  const next = { ...(entries.get(hash) ?? EMPTY), ...patch };
  entries.set(hash, next);
  if ('data' in patch)
    for (const sink of sinks) sink(queries.get(hash)!.queryKey, next.data, next.updatedAt);
  for (const listener of listeners.get(hash) ?? []) listener();
}

function isStale(entry: Entry, staleTime: unknown) {
  if (entry.invalid || entry.updatedAt === 0) return true;
  const fresh = typeof staleTime === 'number' ? staleTime : 0;
  return Date.now() - entry.updatedAt >= fresh;
}

/** Asks the server (the query's own `queryFn`), or takes `early` (boot.ts's request) when given. */
function load<T>(options: EntryOptions<T>, early?: Promise<T | undefined>) {
  const hash = hashOf(options.queryKey);
  queries.set(hash, options);
  if (entries.get(hash)?.fetching) return;
  update(hash, { fetching: true });
  // The api modules' query functions read only `signal` from TanStack's context.
  const queryFn = options.queryFn as (context: { signal: AbortSignal }) => Promise<T>;
  const ask = () => queryFn({ signal: new AbortController().signal });
  const attempt = async (): Promise<T> => {
    const answer = early ? await early : undefined;
    if (answer !== undefined) return answer;
    try {
      return await ask();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return ask();
    }
  };
  attempt().then(
    (data) =>
      update(hash, {
        data,
        error: undefined,
        updatedAt: Date.now(),
        fetching: false,
        invalid: false,
      }),
    (error: unknown) => update(hash, { error, fetching: false, invalid: false }),
  );
}

/** Starts a query with boot.ts's early answer (undefined when that request failed: then it asks). */
export function seedEntryQuery<T>(options: EntryOptions<T>, early: Promise<T | undefined>) {
  load(options, early);
}

/**
 * `useQuery` for the entry page: the answer, whether it is still to come, whether it failed. A new
 * answer re-renders its readers in a transition, in slices the browser can interleave with input,
 * like the page's first render (main.tsx): not useSyncExternalStore, whose updates are always
 * synchronous — an answer arriving during the first render would redo that whole render in one
 * piece (Total Blocking Time, decision 0163).
 */
export function useEntryQuery<T>(options: EntryOptions<T>): EntryResult<T> {
  const hash = hashOf(options.queryKey);
  const [seen, setSeen] = useState(() => ({ hash, entry: entries.get(hash) ?? EMPTY }));
  // A new key reads the store at once; its changes come through the subscription below.
  const entry = seen.hash === hash ? seen.entry : (entries.get(hash) ?? EMPTY);
  useEffect(() => {
    const onChange = () =>
      startTransition(() => setSeen({ hash, entry: entries.get(hash) ?? EMPTY }));
    const set = listeners.get(hash) ?? new Set();
    listeners.set(hash, set.add(onChange));
    // A change between this render and the subscription.
    if ((entries.get(hash) ?? EMPTY) !== entry) onChange();
    return () => void set.delete(onChange);
    // `entry` is what this render showed; only a new key subscribes again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
  // Like a query observer: asks when a reader mounts (or its key changes) and the answer is stale,
  // and when the answer is invalidated; not after a failure until then (the page says so).
  useEffect(() => {
    const current = entries.get(hash) ?? EMPTY;
    if (current.fetching || (current.error !== undefined && !current.invalid)) return;
    if (isStale(current, options.staleTime)) load(options);
    // `options` is rebuilt on every render; the hash names the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, entry.invalid]);
  return {
    data: entry.data as T | undefined,
    isPending: entry.data === undefined && !entry.error,
    isError: entry.data === undefined && !!entry.error,
  };
}

/** The answer held for a query, if any (no request). */
export function peekEntryQuery<T>(options: EntryOptions<T>): T | undefined {
  return entries.get(hashOf(options.queryKey))?.data as T | undefined;
}

/** Marks every answer whose key starts with `prefix` as out of date; mounted readers ask again. */
export function invalidateEntryQueries(prefix: QueryKey) {
  const start = hashOf(prefix).slice(0, -1);
  for (const hash of entries.keys()) if (hash.startsWith(start)) update(hash, { invalid: true });
}

/** Hands the query client every answer held here and each one that arrives from now on. */
export function connectQueryClient(client: QueryClient) {
  const give = (queryKey: QueryKey, data: unknown, updatedAt: number) => {
    if ((client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) < updatedAt)
      client.setQueryData(queryKey, data, { updatedAt });
  };
  for (const [hash, entry] of entries)
    if (entry.data !== undefined) give(queries.get(hash)!.queryKey, entry.data, entry.updatedAt);
  sinks.add(give);
}

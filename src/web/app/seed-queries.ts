import type { FetchQueryOptions, QueryClient, QueryFunction } from '@tanstack/react-query';
import { siteInfoQuery } from '../api/site-info';
import { villasQuery } from '../api/villas';
import { takeEarlyResponse, type EarlyPath } from './early-requests';

/**
 * Starts step 1's queries from boot.ts's early requests (decision 0040): by the time the first
 * render runs they have usually arrived, so the page renders once with its villas rather than
 * again, in one long synchronous task, when they come in. A failed early request falls back to
 * the query's own fetch.
 */
export function seedQueries(client: QueryClient) {
  seed(client, '/api/site-info', siteInfoQuery);
  seed(client, '/api/villas', villasQuery);
}

function seed<T>(
  client: QueryClient,
  path: EarlyPath,
  options: FetchQueryOptions<T, Error, T, string[]>,
) {
  const early = takeEarlyResponse(path) as Promise<T | undefined> | undefined;
  if (!early) return;
  const ownFetch = options.queryFn as QueryFunction<T, string[]>;
  void client.prefetchQuery({
    ...options,
    queryFn: async (context) => (await early) ?? ownFetch(context),
  });
}

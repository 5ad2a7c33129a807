import { siteInfoQuery, type SiteInfo } from '../api/site-info';
import { villasQuery, type Villa } from '../api/villas';
import type { EarlyPath } from './early-requests';
import { seedEntryQuery } from './entry-queries';

/** boot.ts's early answer for `path`, once: later reads go to the network as usual. */
function takeEarlyResponse(path: EarlyPath): Promise<unknown> | undefined {
  const early = window.vmEarlyRequests?.get(path);
  window.vmEarlyRequests?.delete(path);
  return early;
}

/**
 * Starts step 1's queries from boot.ts's early requests (decision 0040): by the time the first
 * render runs they have usually arrived, so the page renders once with its villas rather than
 * again, in one long synchronous task, when they come in. A failed early request falls back to
 * the query's own fetch.
 */
export function seedQueries() {
  const site = takeEarlyResponse('/api/site-info') as Promise<SiteInfo | undefined> | undefined;
  if (site) seedEntryQuery(siteInfoQuery, site);
  const villas = takeEarlyResponse('/api/villas') as Promise<Villa[] | undefined> | undefined;
  if (villas) seedEntryQuery(villasQuery, villas);
}

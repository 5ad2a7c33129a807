import type { CalendarMonth } from '../../server/pricing/calendar-contract';
import { calendarMonthQuery } from '../api/calendar';
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
 * render runs they have usually arrived, so the page renders once with its villas and the
 * calendar's prices rather than again when they come in. A failed early request falls back to the
 * query's own fetch.
 */
export function seedQueries() {
  const site = takeEarlyResponse('/api/site-info') as Promise<SiteInfo | undefined> | undefined;
  if (site) seedEntryQuery(siteInfoQuery, site);
  const villas = takeEarlyResponse('/api/villas') as Promise<Villa[] | undefined> | undefined;
  if (villas) seedEntryQuery(villasQuery, villas);
  // The calendar month boot.ts asked for: its query is the one its address names (all villas), so
  // step 1 uses it only when it asks for the same month and rooms.
  for (const path of window.vmEarlyRequests?.keys() ?? []) {
    if (!path.startsWith('/api/calendar?')) continue;
    const asked = new URLSearchParams(path.slice(path.indexOf('?')));
    const month = takeEarlyResponse(path) as Promise<CalendarMonth | undefined>;
    const query = calendarMonthQuery({
      villaId: null,
      month: asked.get('month') ?? '',
      rooms: Number(asked.get('rooms')),
      sessionId: '',
    });
    seedEntryQuery(query, month);
  }
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate, todayInZone } from '../../../domain/dates';
import { isOccupancyView, type OccupancyView } from '../../../domain/occupancy-view';
import { useResortTz } from '../ui/resort-time';

/**
 * The screen's date and view live in the URL (`?date=2026-12-03&view=month`), so a reload or a
 * shared link shows the same thing. Left out: today (resort's time zone) and the day view. A bad
 * hand-typed value falls back to its default.
 */
export function useOccupancyParams() {
  const [search, setSearch] = useSearchParams();
  const tz = useResortTz();
  const today = todayInZone(new Date(), tz);
  const rawDate = search.get('date');
  const rawView = search.get('view');
  const date = rawDate && isIsoDate(rawDate) ? rawDate : today;
  const view: OccupancyView = isOccupancyView(rawView) ? rawView : 'day';

  const update = useCallback(
    (patch: { date?: string; view?: OccupancyView }) => {
      const next = new URLSearchParams();
      const d = patch.date ?? date;
      const v = patch.view ?? view;
      if (d !== today) next.set('date', d);
      if (v !== 'day') next.set('view', v);
      setSearch(next);
    },
    [date, view, today, setSearch],
  );

  return useMemo(() => ({ date, view, today, update }), [date, view, today, update]);
}

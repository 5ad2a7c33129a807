import type { DateRange } from './analytics';
import { addDays, type IsoDate } from './dates';

/**
 * The calendar months a report reads from its per-month totals (decision 0159): the months lying
 * wholly inside a range of resort dates (both ends included), as the first month's first day and
 * the first day after the last month (`end`, excluded); `null` when no whole month fits. The days
 * before `from` and from `end` on are the range's partial months, read stay by stay.
 */
export function wholeMonths(r: DateRange): { from: IsoDate; end: IsoDate } | null {
  const monthStart = (d: IsoDate) => `${d.slice(0, 8)}01`;
  const nextMonth = (d: IsoDate) => {
    const [y, m] = d.split('-').map(Number) as [number, number];
    return `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`;
  };
  const from = r.from.endsWith('-01') ? r.from : nextMonth(r.from);
  const end = monthStart(addDays(r.to, 1));
  return from < end ? { from, end } : null;
}

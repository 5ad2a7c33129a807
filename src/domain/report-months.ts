import type { DateRange } from './analytics';
import { addDays, daysBetween, type IsoDate } from './dates';

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

/**
 * The longest range (days, both ends included) whose guest report reads each figure through its own
 * indexes (a quarter: 92 days). A longer range touches most bookings, so its guest rows are summed
 * in one pass over the bookings' figures (decision 0167).
 */
const GUEST_INDEXED_DAYS = 92;

/** Whether the guest rows of `r` are summed in one pass (longer than a quarter). */
export function guestRowsInOnePass(r: DateRange): boolean {
  return daysBetween(r.from, r.to) + 1 > GUEST_INDEXED_DAYS;
}

/**
 * Whether the Payments received of `window` are cheaper to read as every booking's total less its
 * ledger rows outside the window (decision 0167): when the window covers more than half of the time
 * between the ledger's first and last rows (`span`; none: never). Either way the figure is the same;
 * this only picks the side with fewer rows, assuming rows spread evenly over the span.
 */
export function paymentsFromOutside(
  window: { start: Date; end: Date },
  span: { first: Date; last: Date } | null,
): boolean {
  if (!span) return false;
  const length = span.last.getTime() - span.first.getTime();
  const from = Math.max(window.start.getTime(), span.first.getTime());
  const to = Math.min(window.end.getTime(), span.last.getTime());
  return length > 0 && to - from > length / 2;
}

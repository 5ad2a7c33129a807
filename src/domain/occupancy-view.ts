import { addDays, daysBetween, isIsoDate, startOfWeek, type IsoDate } from './dates';

/**
 * The occupancy screen's views: one night (tiles), a week (Monday to Sunday) or a calendar month
 * (every day of it) as a unit × day grid where each stay is one bar across its nights.
 */

export const OCCUPANCY_VIEWS = ['day', 'week', 'month'] as const;
export type OccupancyView = (typeof OCCUPANCY_VIEWS)[number];

export const OCCUPANCY_VIEW_LABELS: Record<OccupancyView, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

export const isOccupancyView = (value: unknown): value is OccupancyView =>
  typeof value === 'string' && (OCCUPANCY_VIEWS as readonly string[]).includes(value);

/** The first and last date (both included) the view shows around `date`. */
export function occupancyWindow(
  view: OccupancyView,
  date: IsoDate,
): { from: IsoDate; to: IsoDate } {
  if (view === 'day') return { from: date, to: date };
  if (view === 'week') {
    const from = startOfWeek(date);
    return { from, to: addDays(from, 6) };
  }
  const from = `${date.slice(0, 8)}01`;
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(nextMonth, -1) };
}

/** The date the previous / next button moves to: a day, a week or a month away (day of month kept when it exists). */
export function stepOccupancyDate(view: OccupancyView, date: IsoDate, direction: 1 | -1): IsoDate {
  if (view === 'day') return addDays(date, direction);
  if (view === 'week') return addDays(date, 7 * direction);
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + direction;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const first = `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const last = occupancyWindow('month', first).to;
  const day = `${first.slice(0, 8)}${date.slice(8, 10)}`;
  return isIsoDate(day) && day <= last ? day : last;
}

/**
 * Where a run of nights `[start, end)` sits in a grid whose first day column is `from`: the
 * 1-based day column it starts in and how many columns it spans (0 when it falls outside).
 */
export function gridPlacement(
  from: IsoDate,
  to: IsoDate,
  run: { start: IsoDate; end: IsoDate },
): { column: number; span: number } {
  const start = run.start < from ? from : run.start;
  const lastNight = addDays(run.end, -1);
  const end = lastNight > to ? to : lastNight;
  if (end < start) return { column: 0, span: 0 };
  return { column: daysBetween(from, start) + 1, span: daysBetween(start, end) + 1 };
}

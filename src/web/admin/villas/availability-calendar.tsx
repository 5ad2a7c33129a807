import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, formatLongDate } from '../../../domain/dates';
import {
  addMonths,
  MONTH_NAMES,
  monthWeeks,
  WEEKDAYS,
  yearMonthOf,
  type YearMonth,
} from '../../guest/calendar-math';
import type { VillaCalendar } from './api';

export type DayState = 'available' | 'booked' | 'selected' | 'past';

const DAY_STYLES: Record<DayState, string> = {
  available: 'border-green-300 bg-green-50 text-green-950 hover:bg-green-100',
  booked: 'border-red-300 bg-red-50 text-red-950 hover:bg-red-100',
  selected: 'border-forest bg-forest text-white',
  past: 'border-transparent bg-stone-100 text-stone-600',
};
const STATE_LABELS: Record<DayState, string> = {
  available: 'Available',
  booked: 'Booked',
  selected: 'Selected',
  past: 'Past',
};

const monthTitle = (ym: YearMonth) =>
  `${MONTH_NAMES[ym.month - 1]!.replace(/^./, (c) => c.toUpperCase())} ${ym.year}`;

/**
 * The villa's month: each day Available (green), Booked (red, no unit left), Selected or Past
 * (grey, not selectable), with "available/total units · bookings" as its tooltip and accessible
 * name. One roving tab stop: arrows move a day or a week, Home/End the week's ends, Page Up/Down
 * a month; Enter or Space selects.
 */
export function AvailabilityCalendar({
  month,
  onMonthChange,
  today,
  data,
  selected,
  onSelect,
  busy,
}: {
  month: YearMonth;
  onMonthChange: (ym: YearMonth) => void;
  today: string;
  data: VillaCalendar | undefined;
  selected: string | null;
  onSelect: (date: string) => void;
  busy: boolean;
}) {
  const { root, tabStop, setFocused, onKeyDown } = useRovingDay({
    month,
    onMonthChange,
    start: selected ?? today,
  });
  const byDate = new Map(data?.days.map((d) => [d.date, d]));

  const stateOf = (date: string, available: number | undefined): DayState => {
    if (date < today) return 'past';
    if (date === selected) return 'selected';
    return available === 0 ? 'booked' : 'available';
  };

  return (
    <div ref={root} className="flex flex-col gap-3" aria-busy={busy}>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(month, -1))}
          className="flex size-10 items-center justify-center rounded-full border border-sand text-forest hover:bg-sand"
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <h2 className="text-lg" aria-live="polite" id="calendar-month">
          {monthTitle(month)}
        </h2>
        <button
          type="button"
          onClick={() => onMonthChange(addMonths(month, 1))}
          className="flex size-10 items-center justify-center rounded-full border border-sand text-forest hover:bg-sand"
          aria-label="Next month"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <div role="grid" aria-labelledby="calendar-month" onKeyDown={onKeyDown}>
        <div role="row" className="grid grid-cols-7 gap-1">
          {WEEKDAYS.map(([short, long]) => (
            <div
              key={short}
              role="columnheader"
              aria-label={long}
              className="py-1 text-center text-xs font-medium text-muted"
            >
              {short}
            </div>
          ))}
        </div>
        {monthWeeks(month).map((week, i) => (
          <div role="row" key={i} className="mt-1 grid grid-cols-7 gap-1">
            {week.map((date, j) => {
              if (!date) return <div role="gridcell" key={j} />;
              const day = byDate.get(date);
              const state = stateOf(date, day?.available);
              return (
                <DayCell
                  key={date}
                  date={date}
                  day={day}
                  totalUnits={data?.totalUnits ?? 0}
                  state={state}
                  selected={date === selected}
                  tabStop={date === tabStop}
                  onPick={() => {
                    setFocused(date);
                    if (state !== 'past') onSelect(date);
                  }}
                />
              );
            })}
          </div>
        ))}
      </div>
      <ul className="flex flex-wrap gap-3 text-xs text-muted" aria-label="Legend">
        {(['available', 'booked', 'selected', 'past'] as const).map((s) => (
          <li key={s} className="flex items-center gap-1">
            <span aria-hidden className={`inline-block size-3 rounded border ${DAY_STYLES[s]}`} />
            {STATE_LABELS[s]}
          </li>
        ))}
        <li>Figures: units available / in service</li>
      </ul>
    </div>
  );
}

/**
 * One roving tab stop over the month's days: arrows move a day or a week, Home/End the week's
 * ends, Page Up/Down a month (changing the month shown when the day leaves it).
 */
function useRovingDay({
  month,
  onMonthChange,
  start,
}: {
  month: YearMonth;
  onMonthChange: (ym: YearMonth) => void;
  start: string;
}) {
  const firstOfMonth = `${month.year}-${String(month.month).padStart(2, '0')}-01`;
  const [focused, setFocused] = useState<string>(start);
  const moveFocus = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const inMonth = (d: string) => d.slice(0, 7) === firstOfMonth.slice(0, 7);
  const tabStop = inMonth(focused) ? focused : firstOfMonth;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const go = (date: string) => {
    if (!inMonth(date)) onMonthChange(yearMonthOf(date));
    moveFocus.current = true;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date) return;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    };
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const ym = addMonths(yearMonthOf(date), event.key === 'PageUp' ? -1 : 1);
      const day = Math.min(Number(date.slice(8)), 28);
      go(`${ym.year}-${String(ym.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
      return;
    }
    const delta = moves[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    go(addDays(date, delta));
  };

  return { root, tabStop, setFocused, onKeyDown };
}

/** A day: its date, units available of those in service, a dot for a channel conflict. */
function DayCell({
  date,
  day,
  totalUnits,
  state,
  selected,
  tabStop,
  onPick,
}: {
  date: string;
  day: VillaCalendar['days'][number] | undefined;
  totalUnits: number;
  state: DayState;
  selected: boolean;
  tabStop: boolean;
  onPick: () => void;
}) {
  const figures = day
    ? `${day.available}/${totalUnits} units available, ${day.bookings} ${day.bookings === 1 ? 'booking' : 'bookings'}${day.blocked ? `, ${day.blocked} blocked` : ''}${day.imported ? `, ${day.imported} held by channels` : ''}${day.conflicts ? `, ${day.conflicts} channel ${day.conflicts === 1 ? 'conflict' : 'conflicts'}` : ''}`
    : 'loading';
  return (
    <div role="gridcell" aria-selected={selected}>
      <button
        type="button"
        data-date={date}
        tabIndex={tabStop ? 0 : -1}
        aria-disabled={state === 'past'}
        title={figures}
        onClick={onPick}
        className={`flex h-14 w-full flex-col items-center justify-center rounded-lg border text-sm sm:h-16 ${DAY_STYLES[state]} ${state === 'past' ? 'cursor-not-allowed' : ''}`}
      >
        <span className="sr-only">
          {`${formatLongDate(date)}: ${STATE_LABELS[state]}, ${figures}`}
        </span>
        <span aria-hidden className="font-semibold">
          {Number(date.slice(8))}
        </span>
        {day ? (
          <span
            aria-hidden
            className={`text-[11px] leading-tight ${state === 'selected' ? 'text-white' : ''}`}
          >
            {day.available}/{totalUnits}
          </span>
        ) : null}
        {day?.conflicts ? (
          <span
            aria-hidden
            title="Channel conflict"
            className="mt-0.5 inline-block size-2 rounded-full bg-red-700"
          />
        ) : null}
      </button>
    </div>
  );
}

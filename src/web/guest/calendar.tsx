import { ChevronLeft, ChevronRight } from '../ui/icons';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { addDays, formatLongDate } from '../../domain/iso-dates';
import { calendarMonthQuery } from '../api/calendar';
import { useEntryQuery } from '../app/entry-queries';
import { formatInr } from '../ui/format';
import {
  addMonths,
  compactRupees,
  compareMonths,
  MONTH_NAMES,
  monthWeeks,
  WEEKDAYS,
  yearMonthOf,
  type NightInfo,
  type YearMonth,
} from './calendar-math';

type CalendarProps = {
  today: string;
  /** Days from today up to this one are too soon to arrive (24 hours' notice); shown unavailable. */
  firstBookable: string;
  checkIn: string | null;
  checkOut: string | null;
  onPick(date: string): void;
  /** The chosen villa, or null: the lowest price of any villa ("from ₹…"). */
  villaId: string | null;
  rooms: number;
  sessionId: string;
  /** Nights loaded so far (any visible month), for refusing departures past a sold-out night. */
  night(date: string): NightInfo | undefined;
};

type Selling = Pick<CalendarProps, 'villaId' | 'rooms' | 'sessionId'>;

const monthKey = (ym: YearMonth) => `${ym.year}-${String(ym.month).padStart(2, '0')}`;

/** Three months side by side from this width (Tailwind's md); one month at a time below it. */
const WIDE = '(min-width: 768px)';

function useVisibleMonths(): number {
  const wide = useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
  );
  return wide ? 3 : 1;
}

/**
 * Three months side by side; on phones one month at a time, so the villa choice and Continue stay
 * close (three stacked months made the step ~2,400 px long). One roving tab stop: arrow keys move a day or a
 * week (changing months when needed), Home/End go to the week's start/end, Enter or Space picks.
 * Past days stay focusable but are aria-disabled; picking one is reported by the caller.
 */
export function Calendar({
  today,
  firstBookable,
  checkIn,
  checkOut,
  onPick,
  night,
  ...selling
}: CalendarProps) {
  const [first, setFirst] = useState<YearMonth>(() => yearMonthOf(checkIn ?? today));
  const [focused, setFocused] = useState<string>(checkIn ?? today);
  const moveFocus = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const visibleMonths = useVisibleMonths();

  const last = addMonths(first, visibleMonths - 1);
  const months = Array.from({ length: visibleMonths }, (_, i) => addMonths(first, i));
  const focusedMonth = yearMonthOf(focused);
  // Keep the tab stop inside the visible months.
  const tabStop =
    compareMonths(focusedMonth, first) >= 0 && compareMonths(focusedMonth, last) <= 0
      ? focused
      : `${first.year}-${String(first.month).padStart(2, '0')}-01`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, first]);

  // Choosing a departure: no stay may run through a sold-out night (the check-out day may be one).
  let lastDeparture: string | null = null;
  if (checkIn && !checkOut) {
    for (let d = checkIn, i = 0; i <= 31; d = addDays(d, 1), i++) {
      if (night(d)?.available === false) {
        lastDeparture = d;
        break;
      }
    }
  }

  const go = (date: string) => {
    const ym = yearMonthOf(date);
    if (compareMonths(ym, first) < 0) setFirst(ym);
    else if (compareMonths(ym, last) > 0) setFirst(addMonths(ym, -(visibleMonths - 1)));
    moveFocus.current = true;
    setFocused(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const date = target.dataset.date;
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
    const delta = moves[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    go(addDays(date, delta));
  };

  return (
    <div ref={root} className="rounded-2xl border border-sand bg-white p-3 shadow-sm sm:p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => setFirst(addMonths(first, -1))}
          className="flex size-10 items-center justify-center rounded-full border border-sand text-forest hover:bg-sand"
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <p className="text-center text-sm text-muted" aria-live="polite">
          {MONTH_NAMES[first.month - 1]} {first.year}
          {visibleMonths > 1 && ` – ${MONTH_NAMES[last.month - 1]} ${last.year}`}
        </p>
        <button
          type="button"
          onClick={() => setFirst(addMonths(first, 1))}
          className="flex size-10 items-center justify-center rounded-full border border-sand text-forest hover:bg-sand"
          aria-label="Next month"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
      <div className="grid gap-4 md:grid-cols-3" onKeyDown={onKeyDown}>
        {months.map((ym) => (
          <MonthCard
            key={`${ym.year}-${ym.month}`}
            ym={ym}
            today={today}
            firstBookable={firstBookable}
            checkIn={checkIn}
            checkOut={checkOut}
            tabStop={tabStop}
            selling={selling}
            lastDeparture={lastDeparture}
            onPick={(d) => {
              setFocused(d);
              onPick(d);
            }}
          />
        ))}
      </div>
      <p className="mt-3 text-xs text-muted">
        {selling.villaId ? 'Price per night' : 'Lowest price per night of any villa'} in ₹
        thousands, before tax. Struck-through nights are sold out; dashed ones are closed for
        arrival.
      </p>
    </div>
  );
}

function MonthCard({
  ym,
  today,
  firstBookable,
  checkIn,
  checkOut,
  tabStop,
  selling,
  lastDeparture,
  onPick,
}: {
  selling: Selling;
  lastDeparture: string | null;
  ym: YearMonth;
  today: string;
  firstBookable: string;
  checkIn: string | null;
  checkOut: string | null;
  tabStop: string;
  onPick(date: string): void;
}) {
  const name = MONTH_NAMES[ym.month - 1]!;
  const month = useEntryQuery(calendarMonthQuery({ ...selling, month: monthKey(ym) }));
  const nights = new Map(month.data?.days.map((d) => [d.date, d]));
  const choosingDeparture = !!checkIn && !checkOut;
  const captionId = `month-${ym.year}-${ym.month}`;
  return (
    <section
      className="min-w-0 overflow-hidden rounded-xl border border-sand bg-cream/60"
      aria-labelledby={captionId}
      aria-busy={month.isPending || undefined}
      data-month={monthKey(ym)}
    >
      <img
        src={`/images/months/${name}.svg`}
        alt=""
        width={340}
        height={100}
        className="h-16 w-full object-cover sm:h-20"
      />
      <h3 id={captionId} className="px-3 pt-2 text-lg lowercase">
        {name} <span className="text-sm text-muted">{ym.year}</span>
      </h3>
      <table
        className="w-full table-fixed border-collapse px-1 text-center text-sm"
        aria-labelledby={captionId}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="py-1 text-xs font-medium text-muted">
                <abbr title={long} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(ym).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => (
                <td key={date ?? `blank-${i}-${j}`} className="p-0.5">
                  {date ? (
                    <DayButton
                      date={date}
                      past={date < today}
                      tooSoon={date >= today && date < firstBookable}
                      isToday={date === today}
                      checkIn={checkIn}
                      checkOut={checkOut}
                      tabbable={date === tabStop}
                      info={nights.get(date)}
                      from={!selling.villaId}
                      // As a departure only up to the first sold-out night; past it a day
                      // starts a new stay, so the arrival rules apply.
                      blocked={
                        choosingDeparture &&
                        date > checkIn! &&
                        (lastDeparture === null || date <= lastDeparture)
                          ? false
                          : nights.get(date)?.available === false ||
                            nights.get(date)?.closedToArrival === true
                      }
                      onPick={onPick}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="h-2" />
    </section>
  );
}

function DayButton({
  date,
  past,
  tooSoon,
  isToday,
  checkIn,
  checkOut,
  tabbable,
  info,
  from,
  blocked,
  onPick,
}: {
  info: NightInfo | undefined;
  from: boolean;
  /** Not pickable now: sold out or closed as an arrival, or past a sold-out night as a departure. */
  blocked: boolean;
  date: string;
  past: boolean;
  tooSoon: boolean;
  isToday: boolean;
  checkIn: string | null;
  checkOut: string | null;
  tabbable: boolean;
  onPick(date: string): void;
}) {
  const isArrival = date === checkIn;
  const isDeparture = date === checkOut;
  const between = !!checkIn && !!checkOut && date > checkIn && date < checkOut;
  const state = isArrival
    ? ', arrival date'
    : isDeparture
      ? ', departure date'
      : between
        ? ', in your stay'
        : '';
  const soldOut = !past && info?.available === false;
  const closed = !past && !soldOut && info?.closedToArrival === true;
  let selling = '';
  if (info && !past) {
    selling = `, ${from ? 'from ' : ''}${formatInr(info.price)}, ${soldOut ? 'sold out' : closed ? 'closed for arrival' : 'available'}`;
    if (info.minNights) selling += `, minimum stay ${info.minNights} nights`;
  }
  const label = `${formatLongDate(date)}${isToday ? ', today' : ''}${state}${past ? ', past date, unavailable' : ''}${
    tooSoon ? ', unavailable for arrival' : ''
  }${selling}`;
  let tone = 'text-ink hover:bg-sand';
  if (closed) tone = 'border border-dashed border-muted/60 text-ink hover:bg-sand';
  if (soldOut) tone = 'cursor-not-allowed text-muted/70 line-through decoration-muted/60';
  if (tooSoon) tone = 'cursor-not-allowed text-muted/60';
  if (past) tone = 'cursor-not-allowed text-muted/60 line-through decoration-muted/40';
  if (between) tone = 'bg-leaf/25 text-forest hover:bg-leaf/40';
  if (isArrival || isDeparture) tone = 'bg-forest font-semibold text-white hover:bg-moss';
  return (
    <button
      type="button"
      data-date={date}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-disabled={past || tooSoon || (blocked && !isArrival && !isDeparture) || undefined}
      onClick={() => onPick(date)}
      className={`flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm leading-tight tabular-nums transition-colors ${tone} ${
        isToday && !isArrival && !isDeparture ? 'ring-1 ring-amber ring-inset' : ''
      }`}
    >
      {Number(date.slice(8))}
      {info && !past && !tooSoon ? (
        // Drawn from data attributes (CSS content), so the visible text of the button stays the
        // day's number and its label (with the full price) names it (axe label-content-name-mismatch).
        // Three months side by side leave no room for the sign; the legend says rupees.
        <span
          aria-hidden
          data-price={soldOut ? 'full' : `₹${compactRupees(info.price)}`}
          data-short={soldOut ? 'full' : compactRupees(info.price)}
          className="text-[10px] tracking-tight opacity-80 after:content-[attr(data-price)] md:after:content-[attr(data-short)]"
        />
      ) : null}
    </button>
  );
}

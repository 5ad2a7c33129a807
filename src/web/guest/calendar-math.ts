import { MONTHS } from '../../domain/iso-dates';
import type { CalendarDayView } from '../../server/pricing/calendar-contract';
/** Month arithmetic for the calendar, on 'YYYY-MM-DD' strings (no Date at UTC midnight leaks out). */
export type YearMonth = { year: number; month: number }; // month 1–12

export const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

export const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(ym: YearMonth, day: number): string {
  return `${ym.year}-${pad(ym.month)}-${pad(day)}`;
}

export function yearMonthOf(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function addMonths(ym: YearMonth, n: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function daysInMonth(ym: YearMonth): number {
  return new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();
}

/** 0 = Sunday. */
function firstWeekday(ym: YearMonth): number {
  return new Date(Date.UTC(ym.year, ym.month - 1, 1)).getUTCDay();
}

/** Weeks of the month, Sunday first, with null for the blanks. */
export function monthWeeks(ym: YearMonth): (string | null)[][] {
  const cells: (string | null)[] = Array.from({ length: firstWeekday(ym) }, () => null);
  for (let d = 1; d <= daysInMonth(ym); d++) cells.push(toDate(ym, d));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "Dec 2026" */
export function shortMonthYear(date: string): string {
  const { year, month } = yearMonthOf(date);
  return `${MONTHS[month - 1]} ${year}`;
}

/** "15k", "19.5k": a night's rupees small enough for a day cell (the full price is in its label). */
export function compactRupees(amount: number): string {
  if (amount < 1000) return String(amount);
  return `${Math.round(amount / 100) / 10}k`;
}

/** What the calendar knows of a night: a day of GET /api/calendar without its date. */
export type NightInfo = Omit<CalendarDayView, 'date'>;

export const CALENDAR_MESSAGES = {
  soldOut: 'This night is sold out. Please choose other dates',
  closedToArrival: 'Arrival is not possible on this date. Please choose another arrival date',
  soldOutInStay: 'A night of this stay is sold out. Please choose other dates',
  minNights: (n: number) => `Minimum stay for these dates is ${n} nights`,
} as const;

/**
 * Why the calendar refuses a pick, from the nights it has loaded (unknown nights pass: the server
 * checks again). An arrival must be open and not sold out; a departure needs every night of the stay
 * free and at least the longest minimum stay of those nights.
 */
export function pickProblem(
  night: (date: string) => NightInfo | undefined,
  checkIn: string,
  checkOut: string | null,
  addDay: (date: string, n: number) => string,
): string | null {
  if (!checkOut) {
    const info = night(checkIn);
    if (info && !info.available) return CALENDAR_MESSAGES.soldOut;
    if (info?.closedToArrival) return CALENDAR_MESSAGES.closedToArrival;
    return null;
  }
  let nights = 0;
  let min = 0;
  for (let d = checkIn; d < checkOut; d = addDay(d, 1)) {
    nights += 1;
    const info = night(d);
    if (info && !info.available) return CALENDAR_MESSAGES.soldOutInStay;
    if (info?.minNights) min = Math.max(min, info.minNights);
  }
  return nights < min ? CALENDAR_MESSAGES.minNights(min) : null;
}

import { addDays, isIsoDate, type IsoDate } from './dates';
import { nightlyRate, type PriceOverride, type PricedVilla, type PricingRule } from './pricing';
import { nightRestrictions } from './stay-restrictions';

/**
 * The selling calendar (decision 0126): one month of nights, each with the price the quote would
 * charge for it (`nightlyRate`, the one price rule), the rooms left (the availability rule, night
 * by night) and the night's minimum stay / closed arrival.
 */
export type CalendarDay = {
  date: IsoDate;
  available: boolean;
  unitsLeft: number;
  /** The night's rate per room before tax; without a villa, the lowest of the villas with rooms left. */
  price: number;
  minNights?: number;
  closedToArrival?: boolean;
};

/** Rooms of one villa free on one night: units free minus rooms others hold. */
export type NightCount = { villaId: string; date: IsoDate; free: number; held: number };

/** "2026-11" → first and last date, or null when it is not a month. */
export function monthRange(month: string): { first: IsoDate; last: IsoDate } | null {
  if (!/^\d{4}-\d{2}$/.test(month)) return null;
  const first = `${month}-01`;
  if (!isIsoDate(first)) return null;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { first, last: addDays(nextMonth, -1) };
}

type Candidate = { unitsLeft: number; price: number; minNights: number | null; closed: boolean };

/**
 * The month's days. With one villa: its own figures. With several (no villa chosen): rooms left
 * summed, and the price, minimum stay and closed arrival of the cheapest villa with enough rooms
 * left (of the cheapest villa when none has).
 */
export function calendarDays(input: {
  villas: PricedVilla[];
  rules: PricingRule[];
  overrides: (PriceOverride & { villaId: string })[];
  counts: NightCount[];
  first: IsoDate;
  last: IsoDate;
  today: IsoDate;
  rooms: number;
}): CalendarDay[] {
  const { villas, rules, counts, rooms, today } = input;
  const left = new Map(counts.map((c) => [`${c.villaId}|${c.date}`, Math.max(0, c.free - c.held)]));
  const days: CalendarDay[] = [];
  for (let date = input.first; date <= input.last; date = addDays(date, 1)) {
    const candidates: Candidate[] = villas.map((villa) => {
      const overrides = input.overrides.filter((o) => o.villaId === villa.id);
      const r = nightRestrictions(villa.id, date, rules, overrides);
      return {
        unitsLeft: left.get(`${villa.id}|${date}`) ?? 0,
        price: nightlyRate(villa, date, rules, overrides).rate,
        minNights: r.minNights,
        closed: r.closedToArrival,
      };
    });
    const open = candidates.filter((c) => c.unitsLeft >= rooms);
    const pool = open.length > 0 ? open : candidates;
    const best = pool.reduce<Candidate | undefined>(
      (a, c) => (!a || c.price < a.price ? c : a),
      undefined,
    );
    if (!best) continue;
    const unitsLeft = candidates.reduce((sum, c) => sum + c.unitsLeft, 0);
    const day: CalendarDay = {
      date,
      available: date >= today && open.length > 0,
      unitsLeft,
      price: best.price,
    };
    if (best.minNights !== null) day.minNights = best.minNights;
    if (best.closed) day.closedToArrival = true;
    days.push(day);
  }
  return days;
}

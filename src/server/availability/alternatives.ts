import { sql } from 'drizzle-orm';
import { addDays, daysBetween, todayInZone, type IsoDate } from '../../domain/dates';
import type { GstSlabs } from '../../domain/gst';
import { stayDateIssues } from '../../domain/stay-rules';
import { queryRows, type Db } from '../db/client';
import { AppError } from '../http/errors';
import { monthCalendar } from '../pricing/calendar-service';
import { priceStay } from '../pricing/quote-service';
import { bookableStay, type OwnHold } from './service';

export type Alternatives = {
  villas: { villaId: string; unitsLeft: number; total: number }[];
  dates: { checkIn: IsoDate; checkOut: IsoDate }[];
};

type Stay = {
  villaId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: number;
  adults: number;
  children: number;
};
type Ctx = { now: Date; timeZone: string; gstSlabs: GstSlabs; ownHold: OwnHold | null };

/** How far either side of the asked arrival the nearest free dates are looked for. */
const ALTERNATIVE_DAYS = 14;
const ALTERNATIVE_DATES = 3;

/**
 * What to offer when the villa is not available (decision 0126): the other villas that fit the
 * party and have the rooms for these dates, with the stay's price from the one pricing function;
 * and the nearest stays of the same length in this villa that meet the stay rules, minimum stays
 * and closed arrivals, each confirmed by the exact availability count.
 */
export async function findAlternatives(db: Db, stay: Stay, ctx: Ctx): Promise<Alternatives> {
  const [villas, dates] = await Promise.all([
    otherVillas(db, stay, ctx),
    nearestDates(db, stay, ctx),
  ]);
  return { villas, dates };
}

async function otherVillas(db: Db, stay: Stay, ctx: Ctx): Promise<Alternatives['villas']> {
  const others = await queryRows<{ id: string }>(
    db,
    sql`select id from villas where status = 'active' and id <> ${stay.villaId} order by base_price, id`,
  );
  const found: Alternatives['villas'] = [];
  for (const { id } of others) {
    const q = {
      ...stay,
      villaId: id,
      now: ctx.now,
      today: todayInZone(ctx.now, ctx.timeZone),
      ownHold: ctx.ownHold,
    };
    const free = await bookableStay(db, q);
    if (!free || free.left < stay.rooms) continue;
    if (stay.adults + stay.children > free.maxGuests * stay.rooms) continue;
    try {
      const { quote } = await priceStay(db, { ...stay, villaId: id, packageId: null }, ctx);
      found.push({ villaId: id, unitsLeft: free.left, total: quote.total });
    } catch (err) {
      // A minimum stay or closed arrival of that villa: not an alternative.
      if (err instanceof AppError && err.status < 500) continue;
      throw err;
    }
  }
  return found;
}

async function nearestDates(db: Db, stay: Stay, ctx: Ctx): Promise<Alternatives['dates']> {
  const length = daysBetween(stay.checkIn, stay.checkOut);
  const first = addDays(stay.checkIn, -ALTERNATIVE_DAYS);
  const last = addDays(stay.checkOut, ALTERNATIVE_DAYS - 1);
  const nights = await monthCalendar(db, {
    villaId: stay.villaId,
    first,
    last,
    rooms: stay.rooms,
    today: first,
    now: ctx.now,
    ownHold: ctx.ownHold,
  });
  if (!nights) return [];
  const byDate = new Map(nights.map((n) => [n.date, n]));
  const offsets = Array.from({ length: ALTERNATIVE_DAYS }, (_, i) => [-(i + 1), i + 1]).flat();
  const found: Alternatives['dates'] = [];
  let checked = 0;
  for (const offset of offsets) {
    if (found.length >= ALTERNATIVE_DATES || checked >= ALTERNATIVE_DATES * 2) break;
    const checkIn = addDays(stay.checkIn, offset);
    const checkOut = addDays(checkIn, length);
    if (stayDateIssues({ checkIn, checkOut }, ctx).length > 0) continue;
    if (!fitsNights(byDate, checkIn, length)) continue;
    // Night by night is an upper bound (a stay needs the same unit every night): confirm it.
    checked += 1;
    const free = await bookableStay(db, {
      ...stay,
      checkIn,
      checkOut,
      now: ctx.now,
      today: todayInZone(ctx.now, ctx.timeZone),
      ownHold: ctx.ownHold,
    });
    if (free && free.left >= stay.rooms) found.push({ checkIn, checkOut });
  }
  return found.sort((a, b) => (a.checkIn < b.checkIn ? -1 : 1));
}

function fitsNights(
  byDate: Map<string, { available: boolean; minNights?: number; closedToArrival?: boolean }>,
  checkIn: IsoDate,
  length: number,
): boolean {
  if (byDate.get(checkIn)?.closedToArrival) return false;
  let min = 0;
  for (let i = 0; i < length; i++) {
    const night = byDate.get(addDays(checkIn, i));
    if (!night?.available) return false;
    min = Math.max(min, night.minNights ?? 0);
  }
  return length >= min;
}

import { sql } from 'drizzle-orm';
import { nightsBetween, type IsoDate } from '../../domain/dates';
import { refundOwedOf } from '../../domain/folio';
import { queryRows, type Db } from '../db/client';
import { moneyOfBookings } from '../payments/ledger';
import { registrationStatusOf } from '../registrations/status';
import type { DeskListRow, DeskLists } from './contract';

type Row = Omit<DeskListRow, 'nights' | 'due' | 'refundOwed' | 'registration'> & {
  id: string;
  total: number;
  status: string;
  list: 'arrivals' | 'inHouse' | 'departures';
  /** Arrived on the day and checked in: also in house that night. */
  arrivedInHouse: boolean;
};

const NO_MONEY = { total: 0, received: 0, refunded: 0 };

/**
 * The day's arrivals (check-in that day), guests in house (staying the night of the day: arrived
 * before, or arrived that day and checked in — such a guest is on both lists) and departures (check-out that day): bookings that hold rooms (not cancelled, not no-shows,
 * payment not failed), by guest name. Amount due from the ledger, registration from 0132.
 */
export async function deskLists(db: Db, date: IsoDate): Promise<DeskLists> {
  const rows = await queryRows<Row>(
    db,
    sql`select b.id, b.booking_id as "bookingId", b.guest_name as "guestName", b.villa_name as "villaName",
          b.check_in as "checkIn", b.check_out as "checkOut", b.adults, b.children,
          b.special_requests as "specialRequests", b.total_amount as "total", b.status,
          coalesce((select array_agg(vi.unit_number order by vi.unit_number) from booking_units bu
            join villa_inventory vi on vi.id = bu.villa_inventory_id where bu.booking_id = b.id), '{}') as units,
          case when b.check_in = ${date}::date then 'arrivals'
               when b.check_out = ${date}::date then 'departures' else 'inHouse' end as list,
          (b.check_in = ${date}::date and b.status = 'checked_in') as "arrivedInHouse"
        from bookings b
        where (b.check_in = ${date}::date or b.check_out = ${date}::date
               or (b.check_in < ${date}::date and b.check_out > ${date}::date))
          and b.status not in ('cancelled', 'no_show') and b.payment_status <> 'failed'
        order by b.guest_name, b.booking_id`,
  );
  const [money, registration] = await Promise.all([
    moneyOfBookings(db, rows),
    registrationStatusOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const out: DeskLists = { date, arrivals: [], inHouse: [], departures: [] };
  for (const r of rows) {
    const row: DeskListRow = {
      bookingId: r.bookingId,
      guestName: r.guestName,
      units: r.units ?? [],
      villaName: r.villaName,
      checkIn: r.checkIn,
      checkOut: r.checkOut,
      nights: nightsBetween(r.checkIn, r.checkOut),
      adults: r.adults,
      children: r.children,
      due: money.get(r.id)?.due ?? 0,
      refundOwed: refundOwedOf(money.get(r.id) ?? NO_MONEY),
      specialRequests: r.specialRequests,
      registration: registration.get(r.id) ?? 'none',
    };
    out[r.list].push(row);
    // Rows come by guest name, so in house stays in that order with the day's arrivals in it.
    if (r.arrivedInHouse) out.inHouse.push(row);
  }
  return out;
}

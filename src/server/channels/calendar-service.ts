import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../domain/dates';
import { queryRows, type Db } from '../db/client';

export type ImportedNight = {
  id: string;
  unitNumber: string;
  channelName: string;
  summary: string | null;
  checkIn: string;
  checkOut: string;
  status: 'active' | 'conflict' | 'shadowed';
  conflictWith: string | null;
  handled: boolean;
};

/** The OTA reservations of a villa on one night (the villa calendar's day), conflicts included. */
export async function importedOnNight(
  db: Db,
  villaId: string,
  date: IsoDate,
): Promise<ImportedNight[]> {
  return queryRows<ImportedNight>(
    db,
    sql`select er.id::text, vi.unit_number as "unitNumber", f.name as "channelName", er.summary,
          er.check_in as "checkIn", er.check_out as "checkOut", er.status, er.conflict_with as "conflictWith",
          (er.handled_at is not null) as handled
        from external_reservations er
        join villa_inventory vi on vi.id = er.villa_inventory_id
        join channel_feeds f on f.id = er.channel_feed_id
        where vi.villa_id = ${villaId} and er.status in ('active', 'conflict')
          and er.check_in <= ${date}::date and er.check_out > ${date}::date
        order by vi.unit_number, er.check_in`,
  );
}

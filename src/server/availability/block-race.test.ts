import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { queryRows } from '../db/client';
import { bookingRequest } from '../testing/booking-helpers';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseMode } from '../testing/test-database';
import { errorBody } from '../testing/typed-client';

/**
 * A block and a booking racing for the last free Kingfisher unit on PostgreSQL (real concurrent
 * connections): exactly one wins, every time, and the unit is never both blocked and booked.
 */
describe.runIf(testDatabaseMode() === 'postgres')(
  'a block racing a booking for the last free unit',
  () => {
    let t: TestApp;
    let cookie: string;

    beforeAll(async () => {
      t = await createTestApp();
      cookie = await signInDemoAdmin(t);
    }, 120_000);
    afterAll(() => t?.close(), 60_000);

    it('lets exactly one of them have it, round after round', async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < 12; round++) {
        const night = addDays('2027-01-04', round * 2);
        await insertBookingWithUnits(t.database.db, {
          villaId: 'kingfisher-villa',
          checkIn: night,
          checkOut: addDays(night, 1),
          unitNumbers: ['KF-01', 'KF-02', 'KF-03'],
        });
        const [booking, block] = await Promise.all([
          t.request(
            'POST',
            '/api/bookings',
            bookingRequest({
              villaId: 'kingfisher-villa',
              checkIn: night,
              checkOut: addDays(night, 1),
            }),
          ),
          // The block leaves 0–33 ms after the booking, so the two meet at different points of their work.
          new Promise((r) => setTimeout(r, round * 3)).then(() =>
            t.request(
              'POST',
              '/api/admin/blocks',
              {
                villaId: 'kingfisher-villa',
                unitNumbers: ['KF-04'],
                from: night,
                to: night,
                type: 'maintenance',
              },
              { cookie },
            ),
          ),
        ]);
        const statuses = [booking.status, block.status].sort();
        expect(statuses).toEqual([201, 409]);
        const loser = booking.status === 409 ? booking : block;
        const message = (await errorBody(loser)).error.message;
        if (booking.status === 409)
          expect(message).toBe('Villa is no longer available for selected dates');
        else expect(message).toMatch(/^KF-04 is booked on those dates \(booking VM/);
        outcomes.push(booking.status === 201 ? 'booking' : 'block');
      }
      const [both] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from inventory_blocks ib join booking_units bu on bu.villa_inventory_id = ib.villa_inventory_id
          and bu.status in ('reserved', 'occupied') and bu.check_in <= ib.block_date and bu.check_out > ib.block_date`,
      );
      expect(both!.n).toBe(0);
      console.info(`block vs booking winners: ${outcomes.join(', ')}`);
    });
  },
);

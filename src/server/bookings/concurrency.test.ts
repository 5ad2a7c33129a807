import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../domain/dates';
import { queryRows } from '../db/client';
import { seedCatalogue } from '../db/seed';
import { bookingRequest } from '../testing/booking-helpers';
import { bodyAt, expectStatus, processAnswer } from '../testing/typed-client';
import {
  CheckoutCallbackSchema,
  CreateOrderResponse,
  PaymentVerifiedSchema,
} from '../payments/contract';
import { CreatedBookingSchema } from './contract';
import {
  startServerProcess as startServer,
  stopServerProcess as stop,
  type ServerProcess as Proc,
} from '../testing/server-process';
import { createTestDatabase, testDatabaseMode, type TestDatabase } from '../testing/test-database';

describe.runIf(testDatabaseMode() === 'postgres')(
  'two server processes on one PostgreSQL database',
  () => {
    let database: TestDatabase;
    let servers: Proc[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      await seedCatalogue(database.db, new Date());
      // Behind a trusted loopback proxy, so each simulated guest sends its own X-Forwarded-For
      // and the per-client limits (decisions 0091, 0108) see many guests, as in production.
      const env = { TRUST_PROXY: 'loopback' };
      const [a, b] = await Promise.all([
        startServer(database.url!, env),
        startServer(database.url!, env),
      ]);
      servers = [a, b];
    });
    afterAll(async () => {
      await Promise.all(servers.map(stop));
      await database?.drop();
    });

    it('20 simultaneous bookings for the 4-unit Kingfisher Villa: exactly 4 succeed, 16 get 409, no unit twice', async () => {
      const checkIn = addDays(todayInZone(new Date(), 'Asia/Kolkata'), 10);
      const checkOut = addDays(checkIn, 2);
      const requests = Array.from({ length: 20 }, (_, i) =>
        fetch(`${servers[i % 2]!.url}/api/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: JSON.stringify(
            bookingRequest({
              villaId: 'kingfisher-villa',
              checkIn,
              checkOut,
              sessionId: `concurrent-session-${i}`,
              guest: { email: `guest-${i}@example.com` },
            }),
          ),
        }),
      );
      const responses = await Promise.all(requests);
      const statuses = responses.map((r) => r.status);
      const answers = await Promise.all(
        responses.map((r) => processAnswer(r, 201, CreatedBookingSchema)),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(4);
      expect(statuses.filter((s) => s === 409)).toHaveLength(16);
      for (const answer of answers) {
        if (answer.status === 409)
          expect(answer.body.error.message).toBe('Villa is no longer available for selected dates');
      }
      // Both processes took part.
      expect(new Set(statuses.filter((_, i) => i % 2 === 0))).toContain(409);
      const units = await queryRows<{ unit: string; n: number }>(
        database.db,
        sql`select vi.unit_number as unit, count(*)::int as n from booking_units bu
          join villa_inventory vi on vi.id = bu.villa_inventory_id
          where vi.villa_id = 'kingfisher-villa' group by vi.unit_number order by vi.unit_number`,
      );
      expect(units).toEqual([
        { unit: 'KF-01', n: 1 },
        { unit: 'KF-02', n: 1 },
        { unit: 'KF-03', n: 1 },
        { unit: 'KF-04', n: 1 },
      ]);
      const [count] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from bookings where villa_id = 'kingfisher-villa'`,
      );
      expect(count!.n).toBe(4);
    });

    it('a payment can move between processes: book on one, pay and verify on the other', async () => {
      const [a, b] = servers as [Proc, Proc];
      const post = async (base: string, path: string, body: unknown) => {
        const res = await fetch(`${base}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return res;
      };
      const checkIn = addDays(todayInZone(new Date(), 'Asia/Kolkata'), 20);
      const created = await processAnswer(
        await post(
          a.url,
          '/bookings',
          bookingRequest({ villaId: 'hornbill-villa', checkIn, checkOut: addDays(checkIn, 1) }),
        ),
        201,
        CreatedBookingSchema,
      );
      expectStatus(created, 201);
      const { bookingId } = created.body;
      const order = await processAnswer(
        await post(b.url, '/payments/create-order', { bookingId, plan: 'full' }),
        200,
        CreateOrderResponse,
      );
      const card = { number: '4111 1111 1111 1111', expiry: '12/35', cvv: '123', name: 'Asha Rao' };
      const paid = await processAnswer(
        await post(a.url, '/test-gateway/pay', { orderId: bodyAt(order, 200).orderId, card }),
        200,
        CheckoutCallbackSchema,
      );
      expectStatus(paid, 200);
      const verified = await processAnswer(
        await post(b.url, '/payments/verify', { ...paid.body, bookingId }),
        200,
        PaymentVerifiedSchema,
      );
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    });

    it('one client booking on both processes at once gets no more unpaid bookings than its cap (0108)', async () => {
      const cap = 5; // UNPAID_BOOKINGS_PER_CLIENT's default
      const start = addDays(todayInZone(new Date(), 'Asia/Kolkata'), 40);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          fetch(`${servers[i % 2]!.url}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
            body: JSON.stringify(
              bookingRequest({
                checkIn: addDays(start, i),
                checkOut: addDays(start, i + 1),
                guest: { email: `hoarder-${i}@example.com` },
              }),
            ),
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(cap);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - cap);
    });

    it('one client holding on both processes at once keeps no more unit-nights than its cap (0091, 0116)', async () => {
      // HOLD_UNIT_NIGHTS_PER_CLIENT's default is 180: two holds of 3 rooms for 30 nights (Glass
      // Cottage has 14 units, so the units alone would allow four). Each request is a new browser.
      const cap = 2;
      const start = addDays(todayInZone(new Date(), 'Asia/Kolkata'), 60);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${servers[i % 2]!.url}/api/holds/two-process-hold-${i}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' },
            body: JSON.stringify({
              villaId: 'glass-cottage',
              checkIn: start,
              checkOut: addDays(start, 30),
              rooms: 3,
            }),
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(cap);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10 - cap);
    });
  },
);

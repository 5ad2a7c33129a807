import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../domain/dates';
import { seedCatalogue } from '../db/seed';
import { bookingRequest } from '../testing/booking-helpers';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { createTestDatabase, testDatabaseMode, type TestDatabase } from '../testing/test-database';
import type { AdminEvent } from './event-types';
import { bodyAt, errorBody, expectStatus, processAnswer } from '../testing/typed-client';
import { SignedInSchema } from '../admin-auth/contract';
import { CreatedBookingSchema } from '../bookings/contract';
import {
  CheckoutCallbackSchema,
  CreateOrderResponse,
  PaymentVerifiedSchema,
} from '../payments/contract';

const ADMIN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Kingfisher-Owl-Lantern-42' };

/** A minimal Server-Sent Events reader over fetch, keeping the `admin-event` messages. */
function openStream(url: string, cookie: string, lastEventId?: number) {
  const controller = new AbortController();
  const received: { event: AdminEvent; at: number }[] = [];
  let heartbeats = 0;
  const ready = fetch(url, {
    headers: {
      cookie,
      accept: 'text/event-stream',
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  }).then(async (res) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (frame.startsWith(': heartbeat')) heartbeats++;
            const data = frame
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (frame.includes('event: admin-event') && data)
              received.push({ event: JSON.parse(data) as AdminEvent, at: Date.now() });
          }
        }
      } catch {
        // aborted
      }
    })();
  });
  return {
    ready,
    received,
    heartbeats: () => heartbeats,
    close: () => controller.abort(),
    async waitFor(count: number, ms: number) {
      const deadline = Date.now() + ms;
      while (received.length < count && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      return received;
    },
  };
}

describe.runIf(testDatabaseMode() === 'postgres')(
  'live admin events across two app processes',
  () => {
    let database: TestDatabase;
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie: string;

    const post = async (base: string, path: string, body: unknown) => {
      const res = await fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(body),
      });
      return res;
    };
    const bookAndPay = async (
      base: string,
      villaId: string,
      daysAhead: number,
      plan: 'full' | 'half',
    ) => {
      const checkIn = addDays(todayInZone(new Date(), 'Asia/Kolkata'), daysAhead);
      const created = await processAnswer(
        await post(
          base,
          '/bookings',
          bookingRequest({ villaId, checkIn, checkOut: addDays(checkIn, 1) }),
        ),
        201,
        CreatedBookingSchema,
      );
      expectStatus(created, 201);
      const { bookingId } = created.body;
      const order = await processAnswer(
        await post(base, '/payments/create-order', { bookingId, plan }),
        200,
        CreateOrderResponse,
      );
      const card = { number: '4111 1111 1111 1111', expiry: '12/35', cvv: '123', name: 'Asha Rao' };
      const paid = await processAnswer(
        await post(base, '/test-gateway/pay', { orderId: bodyAt(order, 200).orderId, card }),
        200,
        CheckoutCallbackSchema,
      );
      const verified = await processAnswer(
        await post(base, '/payments/verify', { ...bodyAt(paid, 200), bookingId }),
        200,
        PaymentVerifiedSchema,
      );
      expect(verified.status).toBe(200);
      return { bookingId, verifiedAt: Date.now() };
    };

    beforeAll(async () => {
      database = await createTestDatabase();
      await seedCatalogue(database.db, new Date());
      [a, b] = await Promise.all([
        startServerProcess(database.url!, ADMIN),
        startServerProcess(database.url!, ADMIN),
      ]);
      const login = await post(b.url, '/admin/login', {
        email: ADMIN.ADMIN_EMAIL,
        password: ADMIN.ADMIN_PASSWORD,
      });
      expect((await processAnswer(login, 200, SignedInSchema)).status).toBe(200);
      cookie = /((?:__Host-)?vm_admin_session=[^;]+)/.exec(
        login.headers.get('set-cookie') ?? '',
      )![1]!;
    });
    afterAll(async () => {
      await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
      await database?.drop();
    });

    it('a booking paid through one process reaches an SSE stream held open on the other within a second', async () => {
      const stream = openStream(`${b.url}/api/admin/events`, cookie);
      await stream.ready;
      const paid = await bookAndPay(a.url, 'hornbill-villa', 20, 'full');
      const received = await stream.waitFor(2, 3000);
      stream.close();
      expect(received.map((r) => r.event.data.type)).toEqual([
        'booking.created',
        'payment.captured',
      ]);
      const payment = received[1]!;
      expect(payment.event.data).toMatchObject({
        type: 'payment.captured',
        bookingId: paid.bookingId,
        plan: 'full',
        remainingAmount: 0,
      });
      expect(payment.at - paid.verifiedAt).toBeLessThan(1000);
    });

    it('a client reconnecting with Last-Event-ID receives exactly the events it missed', async () => {
      const first = openStream(`${b.url}/api/admin/events`, cookie);
      await first.ready;
      await bookAndPay(a.url, 'kingfisher-villa', 30, 'half');
      const before = await first.waitFor(2, 3000);
      first.close();
      const lastSeen = before[before.length - 1]!.event.id;

      // Missed while disconnected: two bookings, one paid half.
      const missed1 = await bookAndPay(a.url, 'glass-cottage', 40, 'half');
      const checkIn = addDays(todayInZone(new Date(), 'Asia/Kolkata'), 45);
      const unpaid = await processAnswer(
        await post(
          a.url,
          '/bookings',
          bookingRequest({ villaId: 'hornbill-villa', checkIn, checkOut: addDays(checkIn, 1) }),
        ),
        201,
        CreatedBookingSchema,
      );

      const resumed = openStream(`${b.url}/api/admin/events`, cookie, lastSeen);
      await resumed.ready;
      await resumed.waitFor(3, 3000);
      await new Promise((r) => setTimeout(r, 500)); // nothing more may arrive
      resumed.close();
      const events = resumed.received.map((r) => r.event);
      expect(
        events.map((e) => [e.data.type, 'bookingId' in e.data ? e.data.bookingId : undefined]),
      ).toEqual([
        ['booking.created', missed1.bookingId],
        ['payment.captured', missed1.bookingId],
        ['booking.created', bodyAt(unpaid, 201).bookingId],
      ]);
      expect(events.every((e) => e.id > lastSeen)).toBe(true);
      expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    });

    it('refuses a malformed Last-Event-ID with 400 and a stream without a session with 401', async () => {
      const bad = await fetch(`${b.url}/api/admin/events`, {
        headers: { cookie, 'last-event-id': 'abc' },
      });
      expect(bad.status).toBe(400);
      expect((await errorBody(bad)).error.code).toBe('VALIDATION_ERROR');
      expect((await fetch(`${b.url}/api/admin/events`)).status).toBe(401);
    });
  },
);

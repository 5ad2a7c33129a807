import { z } from '@hono/zod-openapi';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../../domain/dates';
import { queryRows } from '../db/client';
import { seedCatalogue } from '../db/seed';
import { bookingRequest, TEST_CARD } from '../testing/booking-helpers';
import {
  ServerExitedError,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { createTestDatabase, testDatabaseMode, type TestDatabase } from '../testing/test-database';
import { checkoutSignature } from './signature';
import { SignedInSchema } from '../admin-auth/contract';
import { CreatedBookingSchema } from '../bookings/contract';
import { CheckoutCallbackSchema, CreateOrderResponse, PaymentVerifiedSchema } from './contract';
import { bodyAt, expectStatus, processAnswer } from '../testing/typed-client';

describe('payments fail closed', () => {
  it('outside demo mode, a server without Razorpay keys and without PAYMENT_PROVIDER=test refuses to start', async () => {
    const start = startServerProcess('postgres://nobody@127.0.0.1:1/none', {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: '',
    });
    const err = await start.then(
      (p) => stopServerProcess(p).then(() => new Error('it started')),
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ServerExitedError);
    expect((err as ServerExitedError).code).toBe(1);
    expect((err as ServerExitedError).output).toContain('payments are not configured');
    expect((err as ServerExitedError).output).toContain('PAYMENT_PROVIDER=test');
  });
});

describe.runIf(testDatabaseMode() === 'postgres')(
  'the test gateway opted in on two processes (PAYMENT_PROVIDER=test)',
  () => {
    let database: TestDatabase;
    let servers: ServerProcess[] = [];
    const admin = { email: 'owner@example.com', password: 'Correct-Horse-Battery-71' };

    beforeAll(async () => {
      database = await createTestDatabase();
      await seedCatalogue(database.db, new Date());
      const env = {
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      };
      servers = await Promise.all([
        startServerProcess(database.url!, env),
        startServerProcess(database.url!, env),
      ]);
    });
    afterAll(async () => {
      await Promise.all(servers.map(stopServerProcess));
      await database?.drop();
    });

    const post = async (
      base: string,
      path: string,
      body: unknown,
      headers: Record<string, string> = {},
    ) => {
      const res = await fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return res;
    };
    const book = async (base: string, days: number) => {
      const checkIn = addDays(todayInZone(new Date(), 'Asia/Kolkata'), days);
      const created = await processAnswer(
        await post(
          base,
          '/bookings',
          bookingRequest({ villaId: 'glass-cottage', checkIn, checkOut: addDays(checkIn, 1) }),
        ),
        201,
        CreatedBookingSchema,
      );
      expectStatus(created, 201);
      return created.body.bookingId;
    };

    it('says so loudly at every start', () => {
      for (const s of servers) expect(s.output.join('')).toContain('BUILT-IN TEST GATEWAY');
    });

    it('shows staff that payments are test payments (GET /api/admin/me → testPayments)', async () => {
      const [a] = servers as [ServerProcess];
      const login = await post(a.url, '/admin/login', admin);
      expect((await processAnswer(login, 200, SignedInSchema)).status).toBe(200);
      const cookie = /(vm_admin_session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
      const me = await fetch(`${a.url}/api/admin/me`, { headers: { cookie } });
      // Another process's answer: the field read is checked.
      expect(z.object({ testPayments: z.boolean() }).parse(await me.json()).testPayments).toBe(
        true,
      );
    });

    it('the signing secret is generated once, shared through the database, and not derived from DATABASE_URL', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const bookingId = await book(a.url, 30);
      const order = await processAnswer(
        await post(b.url, '/payments/create-order', { bookingId, plan: 'full' }),
        200,
        CreateOrderResponse,
      );
      const { orderId } = bodyAt(order, 200);
      // The old derivation: anyone who guesses the connection string could sign offline.
      const derived = createHash('sha256')
        .update(`village-machaan-test-gateway:${database.url}`)
        .digest('hex');
      const forged = {
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_test_forged',
        razorpay_signature: checkoutSignature(derived, orderId, 'pay_test_forged'),
      };
      expect((await post(a.url, '/payments/verify', { ...forged, bookingId })).status).toBe(400);
      // The genuine flow works across processes: pay on one, verify on the other.
      const paid = await processAnswer(
        await post(a.url, '/test-gateway/pay', { orderId, card: TEST_CARD }),
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
      const secrets = await queryRows<{ name: string; n: number }>(
        database.db,
        sql`select name, length(value)::int as n from app_secrets`,
      );
      expect(secrets).toEqual([{ name: 'payment_test_secret', n: 64 }]);
    });

    it('concurrent create-order calls on both processes leave one open order per booking and plan', async () => {
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const bookingId = await book(a.url, 31);
      const results = await Promise.all(
        Array.from({ length: 16 }, async (_, i) =>
          processAnswer(
            await post(i % 2 ? a.url : b.url, '/payments/create-order', {
              bookingId,
              plan: 'full',
            }),
            200,
            CreateOrderResponse,
          ),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
      expect(new Set(results.map((r) => bodyAt(r, 200).orderId)).size).toBe(1);
      const [count] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from payment_orders po join bookings b on b.id = po.booking_id where b.booking_id = ${bookingId}`,
      );
      expect(count!.n).toBe(1);
    });
  },
);

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInZone } from '../../domain/dates';
import { seedCatalogue } from './seed';
import { bookingRequest } from '../testing/booking-helpers';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { openAdminEventStream } from '../testing/sse-client';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createTestDatabase, testDatabaseMode, type TestDatabase } from '../testing/test-database';

/**
 * A database blip is not a crash (issue 23, docs/decisions/0115): two app processes reach
 * PostgreSQL through a TCP proxy this test can cut (a restart or failover as the app sees it), and
 * their backends are killed with pg_terminate_backend — only this test's own, by application_name
 * and database; the shared server itself is never touched.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const ADMIN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Kingfisher-Owl-Lantern-42' };
const APP_NAME = 'vm-failover-app';
const VILLAS = ['glass-cottage', 'hornbill-villa', 'kingfisher-villa'] as const;
const OK = new Set([200, 201, 503]);

type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | null };

describe.runIf(testDatabaseMode() === 'postgres')(
  'a database blip under load on two app processes',
  () => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let check: pg.Client;
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie: string;
    let request = 0;

    const alive = (p: ServerProcess) => p.child.exitCode === null && p.child.signalCode === null;

    /** Every request has its own client address (TRUST_PROXY=loopback): no abuse limit interferes. */
    const call = async (
      base: string,
      method: 'GET' | 'POST',
      path: string,
      body?: unknown,
    ): Promise<Answer> => {
      const k = ++request;
      try {
        const res = await fetch(`${base}/api${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            origin: base,
            'x-forwarded-for': `10.77.${k >> 8}.${k & 255}`,
            ...(cookie && path.startsWith('/admin') ? { cookie } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        return {
          status: res.status,
          body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
          retryAfter: res.headers.get('retry-after'),
        };
      } catch (err) {
        // The process died (or hung): no HTTP answer at all.
        return { status: 0, body: { error: String(err) }, retryAfter: null };
      }
    };

    let stay = 0;
    /** A one-night booking on a date no other request of this file uses, for a guest of its own. */
    const book = (base: string) => {
      const n = ++stay;
      const checkIn = addDays(todayInZone(new Date(), 'Asia/Kolkata'), 30 + Math.floor(n / 3));
      return call(
        base,
        'POST',
        '/bookings',
        bookingRequest({
          villaId: VILLAS[n % 3],
          checkIn,
          checkOut: addDays(checkIn, 1),
          guest: { email: `failover-${n}@example.com` },
        }),
      );
    };

    const bookAndPay = async (base: string) => {
      const created = await book(base);
      expect(created.status).toBe(201);
      const order = await call(base, 'POST', '/payments/create-order', {
        bookingId: created.body.bookingId,
        plan: 'full',
      });
      expect(order.status).toBe(200);
      const card = { number: '4111 1111 1111 1111', expiry: '12/35', cvv: '123', name: 'Asha Rao' };
      const paid = await call(base, 'POST', '/test-gateway/pay', {
        orderId: order.body.orderId,
        card,
      });
      const verified = await call(base, 'POST', '/payments/verify', {
        ...paid.body,
        bookingId: created.body.bookingId,
      });
      expect(verified.status).toBe(200);
    };

    /** A request that met the outage: 503, the catalogue's code, Retry-After. */
    const expectUnavailable = (answer: Answer) => {
      expect(answer.status).toBe(503);
      expect((answer.body.error as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    };

    const waitUntil = async (what: string, ok: () => Promise<boolean>, ms: number) => {
      const deadline = Date.now() + ms;
      while (!(await ok())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const healthy = async (p: ServerProcess) => {
      const h = await call(p.url, 'GET', '/health');
      return h.status === 200 && h.body.status === 'ok' && h.body.liveEvents === 'listening';
    };

    /** Kills this test's app backends (its database, its application_name) and counts them. */
    const killAppBackends = async () => {
      const { rows } = await check.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [APP_NAME],
      );
      return rows[0]!.n;
    };

    /** No half-written booking: every booking of this file has its unit and its 'created' event. */
    const expectNoPartialBookings = async () => {
      const { rows } = await check.query<{ code: string; units: number; events: number }>(
        `select b.booking_id as code,
                (select count(*)::int from booking_units u where u.booking_id = b.id) as units,
                (select count(*)::int from admin_events e
                  where e.type = 'booking.created' and e.data->>'bookingId' = b.booking_id) as events
           from bookings b where b.email like 'failover-%'`,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.units < 1 || r.events !== 1)).toEqual([]);
      return new Set(rows.map((r) => r.code));
    };

    /** pg-boss runs again: a job asked for after `since` (a payment asks for e-mail delivery) completes. */
    const expectJobRunnerResumed = async (since: Date) => {
      await bookAndPay(a.url);
      await waitUntil(
        'pg-boss completes a job sent after the recovery',
        async () => {
          const { rows } = await check.query<{ n: number }>(
            `select count(*)::int as n from pgboss.job
              where name = 'email-delivery' and state = 'completed' and created_on > $1`,
            [since],
          );
          return rows[0]!.n > 0;
        },
        20_000,
      );
    };

    const dbNow = async () =>
      (await check.query<{ now: Date }>('select clock_timestamp() as now')).rows[0]!.now;

    beforeAll(async () => {
      database = await createTestDatabase();
      await seedCatalogue(database.db, new Date());
      const direct = new URL(database.url!);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const viaProxy = new URL(direct.toString());
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      viaProxy.searchParams.set('application_name', APP_NAME);
      check = new pg.Client({ connectionString: direct.toString() });
      check.on('error', () => undefined);
      await check.connect();
      const env = { ...ADMIN, TRUST_PROXY: 'loopback' };
      [a, b] = await Promise.all([
        startServerProcess(viaProxy.toString(), env),
        startServerProcess(viaProxy.toString(), env),
      ]);
      const login = await fetch(`${a.url}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.url },
        body: JSON.stringify({ email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      cookie = /((?:__Host-)?vm_admin_session=[^;]+)/.exec(
        login.headers.get('set-cookie') ?? '',
      )![1]!;
    });
    afterAll(async () => {
      await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
      await check?.end().catch(() => undefined);
      await proxy?.close();
      await database?.drop();
    });

    it('killing the app backends while requests are in flight: 503 or success, nothing half-written, every connection comes back', async () => {
      const stream = openAdminEventStream(`${b.url}/api/admin/events`, cookie);
      await stream.ready;
      // Four waves of bookings and reads on both processes; the backends die twice meanwhile.
      const answers: Promise<{ kind: 'book' | 'read'; answer: Answer }>[] = [];
      let killed = 0;
      for (let wave = 0; wave < 4; wave++) {
        for (let i = 0; i < 6; i++) {
          const p = i % 2 ? a : b;
          answers.push(book(p.url).then((answer) => ({ kind: 'book', answer })));
          answers.push(call(p.url, 'GET', '/villas').then((answer) => ({ kind: 'read', answer })));
        }
        await new Promise((r) => setTimeout(r, 150));
        if (wave === 1 || wave === 3) killed += await killAppBackends();
      }
      const settled = await Promise.all(answers);
      expect(killed).toBeGreaterThan(0);
      expect(alive(a) && alive(b)).toBe(true);
      const unexpected = settled.filter(({ answer }) => !OK.has(answer.status));
      expect(unexpected.map(({ answer }) => [answer.status, answer.body])).toEqual([]);
      for (const { answer } of settled) if (answer.status === 503) expectUnavailable(answer);

      // Every booking answered 201 is whole; none is half there.
      const stored = await expectNoPartialBookings();
      for (const { kind, answer } of settled)
        if (kind === 'book' && answer.status === 201)
          expect(stored.has(answer.body.bookingId as string)).toBe(true);

      // Later requests succeed, the LISTEN connections are back, and an event published now
      // reaches the stream held open on the other process through LISTEN (not the 15 s sweep).
      await waitUntil(
        'both processes report health',
        async () => (await healthy(a)) && (await healthy(b)),
        20_000,
      );
      const since = await dbNow();
      const after = await book(a.url);
      expect(after.status).toBe(201);
      const seen = await stream.waitFor(
        (e) => e.data.type === 'booking.created' && e.data.bookingId === after.body.bookingId,
        3000,
      );
      stream.close();
      expect(seen).toBeDefined();
      expect((await book(b.url)).status).toBe(201);
      await expectJobRunnerResumed(since);
      expect(alive(a) && alive(b)).toBe(true);
    });

    it('a full outage (every connection cut, new ones refused) under load: 503s and health say so, then both processes recover by themselves', async () => {
      const stream = openAdminEventStream(`${a.url}/api/admin/events`, cookie);
      await stream.ready;
      // Steady load on both processes for the whole outage.
      let loading = true;
      const seen: { kind: 'book' | 'read'; answer: Answer }[] = [];
      const loaders = [a, b].flatMap((p) =>
        [0, 1].map(async (lane) => {
          while (loading) {
            const kind = lane ? ('book' as const) : ('read' as const);
            const answer =
              kind === 'book' ? await book(p.url) : await call(p.url, 'GET', '/villas');
            seen.push({ kind, answer });
            await new Promise((r) => setTimeout(r, 40));
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 500));
      proxy.cut();
      const outageStarted = seen.length;

      // While the database is away: health says so on both processes, requests answer 503.
      for (const p of [a, b]) {
        let health: Answer | undefined;
        await waitUntil(
          'health reports the outage',
          async () => (health = await call(p.url, 'GET', '/health')).status === 503,
          5000,
        );
        expect(health!.body).toMatchObject({
          status: 'database-unreachable',
          database: 'postgres',
          error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unreachable' },
        });
        expect(Number(health!.retryAfter)).toBeGreaterThan(0);
        expectUnavailable(await book(p.url));
      }
      await new Promise((r) => setTimeout(r, 1500));
      expect(alive(a) && alive(b)).toBe(true);

      proxy.restore();
      await waitUntil(
        'both processes report the recovery',
        async () => (await healthy(a)) && (await healthy(b)),
        20_000,
      );
      const since = await dbNow();
      await new Promise((r) => setTimeout(r, 500));
      loading = false;
      await Promise.all(loaders);

      expect(alive(a) && alive(b)).toBe(true);
      const unexpected = seen.filter(({ answer }) => !OK.has(answer.status));
      expect(unexpected.map(({ answer }) => [answer.status, answer.body])).toEqual([]);
      const during = seen.slice(outageStarted);
      expect(during.some(({ answer }) => answer.status === 503)).toBe(true);
      for (const { answer } of seen) if (answer.status === 503) expectUnavailable(answer);
      // Load went on succeeding once the database was back.
      expect(seen.slice(-4).some(({ answer }) => answer.status < 300)).toBe(true);

      const stored = await expectNoPartialBookings();
      for (const { kind, answer } of seen)
        if (kind === 'book' && answer.status === 201)
          expect(stored.has(answer.body.bookingId as string)).toBe(true);

      // A's LISTEN connection is back: a booking on B reaches A's stream at once.
      const after = await book(b.url);
      expect(after.status).toBe(201);
      const delivered = await stream.waitFor(
        (e) => e.data.type === 'booking.created' && e.data.bookingId === after.body.bookingId,
        3000,
      );
      stream.close();
      expect(delivered).toBeDefined();
      await expectJobRunnerResumed(since);
    });
  },
);

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from './seed';
import {
  alive,
  BLIP_ADMIN,
  blipHarness,
  expectUnavailable,
  waitUntil,
  type Answer,
} from '../testing/blip-harness';
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

const APP_NAME = 'vm-failover-app';

describe.runIf(testDatabaseMode() === 'postgres')(
  'a database blip under load on two app processes',
  () => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let check: pg.Client;
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie: string;
    const h = blipHarness(() => check, 'failover');

    /** Kills this test's app backends (its database, its application_name) and counts them. */
    const killAppBackends = async () => {
      const { rows } = await check.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [APP_NAME],
      );
      return rows[0]!.n;
    };

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
      const env = { ...BLIP_ADMIN, TRUST_PROXY: 'loopback' };
      [a, b] = await Promise.all([
        startServerProcess(viaProxy.toString(), env),
        startServerProcess(viaProxy.toString(), env),
      ]);
      cookie = await h.signIn(a.url);
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
      // One booking before the blip, so the check for half-written bookings below always has rows to
      // look at (on a loaded machine every booking of the waves may fall inside an outage).
      const before = await h.book(a.url);
      expect(before.status).toBe(201);
      // Four waves of bookings and reads on both processes; the backends die twice meanwhile.
      const answers: Promise<{ kind: 'book' | 'read'; answer: Answer }>[] = [
        Promise.resolve({ kind: 'book', answer: before }),
      ];
      let killed = 0;
      for (let wave = 0; wave < 4; wave++) {
        for (let i = 0; i < 6; i++) {
          const p = i % 2 ? a : b;
          answers.push(h.book(p.url).then((answer) => ({ kind: 'book', answer })));
          answers.push(
            h.call(p.url, 'GET', '/villas').then((answer) => ({ kind: 'read', answer })),
          );
        }
        await new Promise((r) => setTimeout(r, 150));
        if (wave === 1 || wave === 3) killed += await killAppBackends();
      }
      const settled = await Promise.all(answers);
      expect(killed).toBeGreaterThan(0);
      expect(alive(a) && alive(b)).toBe(true);
      h.expectOnlySuccessOr503(settled);
      await h.expectNoPartialBookings(settled);

      // Later requests succeed, the LISTEN connections are back, and an event published now
      // reaches the stream held open on the other process through LISTEN (not the 15 s sweep).
      await waitUntil(
        'both processes report health',
        async () => (await h.healthy(a)) && (await h.healthy(b)),
        20_000,
      );
      const since = await h.dbNow();
      const after = await h.book(a.url);
      expect(after.status).toBe(201);
      const seen = await stream.waitFor(
        (e) => e.data.type === 'booking.created' && e.data.bookingId === after.body.bookingId,
        3000,
      );
      stream.close();
      expect(seen).toBeDefined();
      expect((await h.book(b.url)).status).toBe(201);
      await h.expectJobRunnerResumed(a.url, since);
      expect(alive(a) && alive(b)).toBe(true);
    });

    it('a full outage (every connection cut, new ones refused) under load: 503s and health say so, then both processes recover by themselves', async () => {
      const stream = openAdminEventStream(`${a.url}/api/admin/events`, cookie);
      await stream.ready;
      const load = h.startLoad([a, b]);
      await new Promise((r) => setTimeout(r, 500));
      proxy.cut();
      const cutAt = Date.now();

      // While the database is away: health says so on both processes, requests answer 503.
      for (const p of [a, b]) {
        await h.expectOutageReported(p);
        expectUnavailable(await h.book(p.url));
      }
      await new Promise((r) => setTimeout(r, 1500));
      expect(alive(a) && alive(b)).toBe(true);

      proxy.restore();
      await waitUntil(
        'both processes report the recovery',
        async () => (await h.healthy(a)) && (await h.healthy(b)),
        20_000,
      );
      const since = await h.dbNow();
      await new Promise((r) => setTimeout(r, 500));
      const seen = await load.stop();

      expect(alive(a) && alive(b)).toBe(true);
      h.expectOnlySuccessOr503(seen);
      expect(seen.some(({ answer, at }) => at > cutAt && answer.status === 503)).toBe(true);
      // Load went on succeeding once the database was back.
      expect(seen.slice(-4).some(({ answer }) => answer.status < 300)).toBe(true);
      await h.expectNoPartialBookings(seen);

      // A's LISTEN connection is back: a booking on B reaches A's stream at once.
      const after = await h.book(b.url);
      expect(after.status).toBe(201);
      const delivered = await stream.waitFor(
        (e) => e.data.type === 'booking.created' && e.data.bookingId === after.body.bookingId,
        3000,
      );
      stream.close();
      expect(delivered).toBeDefined();
      await h.expectJobRunnerResumed(a.url, since);
    });
  },
);

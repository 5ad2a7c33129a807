import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alive,
  BLIP_ADMIN,
  blipHarness,
  expectUnavailable,
  waitUntil,
} from '../testing/blip-harness';
import {
  postgresBinDir,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../testing/private-postgres';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../testing/server-process';
import { openAdminEventStream } from '../testing/sse-client';
import { testDatabaseMode } from '../testing/test-database';

/**
 * A real database restart under load on two app processes (issue 23, docs/decisions/0115). The
 * cluster is the test's own (a throw-away data folder and port, src/server/testing/private-postgres.ts)
 * so it can be stopped, crashed and started; the machine's shared PostgreSQL is never touched.
 */

describe.runIf(testDatabaseMode() === 'postgres' && postgresBinDir() !== undefined)(
  'PostgreSQL restarting under load on two app processes',
  () => {
    let cluster: PrivatePostgres;
    let check: pg.Client | undefined;
    let a: ServerProcess;
    let b: ServerProcess;
    let cookie: string;
    const h = blipHarness(() => check!, 'restart');

    /** The test's own connection, opened again after each restart. */
    const reconnectCheck = async () => {
      await check?.end().catch(() => undefined);
      const c = new pg.Client({ connectionString: cluster.url('vm') });
      c.on('error', () => undefined);
      await c.connect();
      check = c;
    };

    beforeAll(async () => {
      cluster = await startPrivatePostgres();
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query('create database vm');
      await admin.end();
      // The processes migrate (one at a time) and seed the catalogue themselves.
      const env = { ...BLIP_ADMIN, TRUST_PROXY: 'loopback' };
      [a, b] = await Promise.all([
        startServerProcess(cluster.url('vm'), env),
        startServerProcess(cluster.url('vm'), env),
      ]);
      await reconnectCheck();
      cookie = await h.signIn(a.url);
    });
    afterAll(async () => {
      await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
      await check?.end().catch(() => undefined);
      await cluster?.destroy();
    });

    it.each([
      ['a fast shutdown and start (57P01, then connections refused)', 'fast'],
      ['a crash and recovery (immediate stop)', 'immediate'],
    ] as const)(
      '%s: 503s and health say so, then both processes recover by themselves',
      async (_name, mode) => {
        const stream = openAdminEventStream(`${b.url}/api/admin/events`, cookie);
        await stream.ready;
        const load = h.startLoad([a, b]);
        await new Promise((r) => setTimeout(r, 500));
        await cluster.stop(mode);
        const downAt = Date.now();

        for (const p of [a, b]) {
          await h.expectOutageReported(p);
          expectUnavailable(await h.book(p.url));
        }
        await new Promise((r) => setTimeout(r, 1000));
        expect(alive(a) && alive(b)).toBe(true);

        await cluster.start();
        await waitUntil(
          'both processes report the recovery',
          async () => (await h.healthy(a)) && (await h.healthy(b)),
          20_000,
        );
        await reconnectCheck();
        const since = await h.dbNow();
        await new Promise((r) => setTimeout(r, 500));
        const seen = await load.stop();

        expect(alive(a) && alive(b)).toBe(true);
        h.expectOnlySuccessOr503(seen);
        expect(seen.some(({ answer, at }) => at > downAt && answer.status === 503)).toBe(true);
        expect(seen.slice(-4).some(({ answer }) => answer.status < 300)).toBe(true);
        await h.expectNoPartialBookings(seen);

        // B's LISTEN connection is back: a booking on A reaches B's stream at once.
        const after = await h.book(a.url);
        expect(after.status).toBe(201);
        const delivered = await stream.waitFor(
          (e) => e.data.type === 'booking.created' && e.data.bookingId === after.body.bookingId,
          3000,
        );
        stream.close();
        expect(delivered).toBeDefined();
        await h.expectJobRunnerResumed(b.url, since);
      },
    );
  },
);

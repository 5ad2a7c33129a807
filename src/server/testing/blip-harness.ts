import type pg from 'pg';
import { expect } from 'vitest';
import { addDays, todayInZone } from '../../domain/dates';
import { bookingRequest } from './booking-helpers';
import type { ServerProcess } from './server-process';

/**
 * Shared steps of the database-blip tests (decision 0115): requests to app processes as many
 * clients, bookings on dates nobody else uses, and the checks that follow an outage.
 */
export const BLIP_ADMIN = {
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'Kingfisher-Owl-Lantern-42',
};
/** Every answer under a blip is a success or a 503, never a 500 and never no answer at all. */
const BLIP_OK = new Set([200, 201, 503]);
const VILLAS = ['glass-cottage', 'hornbill-villa', 'kingfisher-villa'] as const;

export type Answer = { status: number; body: Record<string, unknown>; retryAfter: string | null };

export const alive = (p: ServerProcess) => p.child.exitCode === null && p.child.signalCode === null;

export async function waitUntil(what: string, ok: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A request that met the outage: 503, the catalogue's code, Retry-After. */
export function expectUnavailable(answer: Answer) {
  expect(answer.status).toBe(503);
  expect((answer.body.error as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

/** `check`: a connection of the test's own, straight to the database the apps use. */
export function blipHarness(check: () => pg.Client, emailPrefix: string) {
  let request = 0;
  let stay = 0;
  let cookie = '';

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
        guest: { email: `${emailPrefix}-${n}@example.com` },
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

  return {
    call,
    book,
    bookAndPay,

    /** Signs the staff member in (the session serves every process: it lives in the database). */
    async signIn(base: string) {
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          email: BLIP_ADMIN.ADMIN_EMAIL,
          password: BLIP_ADMIN.ADMIN_PASSWORD,
        }),
      });
      expect(login.status).toBe(200);
      cookie = /((?:__Host-)?vm_admin_session=[^;]+)/.exec(
        login.headers.get('set-cookie') ?? '',
      )![1]!;
      return cookie;
    },

    /** Health says the database answers and live events listen again. */
    async healthy(p: ServerProcess) {
      const h = await call(p.url, 'GET', '/health');
      return h.status === 200 && h.body.status === 'ok' && h.body.liveEvents === 'listening';
    },

    /**
     * Health on `p` reports the outage: 503 database-unreachable with Retry-After, and the live
     * events' LISTEN connection reconnecting.
     */
    async expectOutageReported(p: ServerProcess) {
      let health: Answer | undefined;
      await waitUntil(
        'health reports the outage',
        async () => {
          health = await call(p.url, 'GET', '/health');
          return health.status === 503 && health.body.liveEvents === 'reconnecting';
        },
        8000,
      );
      expect(health!.body).toMatchObject({
        status: 'database-unreachable',
        database: 'postgres',
        liveEvents: 'reconnecting',
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is unreachable' },
      });
      expect(Number(health!.retryAfter)).toBeGreaterThan(0);
    },

    /** The database's clock (pg-boss stamps its jobs with it). */
    async dbNow() {
      return (await check().query<{ now: Date }>('select clock_timestamp() as now')).rows[0]!.now;
    },

    /**
     * No half-written booking: every booking of this file has its unit and its 'created' event,
     * and every booking answered 201 is stored.
     */
    async expectNoPartialBookings(answers: { kind: 'book' | 'read'; answer: Answer }[]) {
      const { rows } = await check().query<{ code: string; units: number; events: number }>(
        `select b.booking_id as code,
                (select count(*)::int from booking_units u where u.booking_id = b.id) as units,
                (select count(*)::int from admin_events e
                  where e.type = 'booking.created' and e.data->>'bookingId' = b.booking_id) as events
           from bookings b where b.email like $1`,
        [`${emailPrefix}-%`],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.units < 1 || r.events !== 1)).toEqual([]);
      const stored = new Set(rows.map((r) => r.code));
      const lost = answers.filter(
        ({ kind, answer }) =>
          kind === 'book' && answer.status === 201 && !stored.has(answer.body.bookingId as string),
      );
      expect(lost).toEqual([]);
    },

    /** pg-boss runs again: a job asked for after `since` (a payment asks for e-mail delivery) completes. */
    async expectJobRunnerResumed(base: string, since: Date) {
      await bookAndPay(base);
      await waitUntil(
        'pg-boss completes a job sent after the recovery',
        async () => {
          const { rows } = await check().query<{ n: number }>(
            `select count(*)::int as n from pgboss.job
              where name = 'email-delivery' and state = 'completed' and created_on > $1`,
            [since],
          );
          return rows[0]!.n > 0;
        },
        20_000,
      );
    },

    /** Every answer is a success or a 503 with the catalogue's code and Retry-After. */
    expectOnlySuccessOr503(answers: { answer: Answer }[]) {
      const unexpected = answers.filter(({ answer }) => !BLIP_OK.has(answer.status));
      expect(unexpected.map(({ answer }) => [answer.status, answer.body])).toEqual([]);
      for (const { answer } of answers) if (answer.status === 503) expectUnavailable(answer);
    },

    /** Steady load (a reader and a booker) on each process until `stop()`. */
    startLoad(processes: ServerProcess[]) {
      let loading = true;
      const seen: { kind: 'book' | 'read'; answer: Answer; at: number }[] = [];
      const loaders = processes.flatMap((p) =>
        (['read', 'book'] as const).map(async (kind) => {
          while (loading) {
            const answer =
              kind === 'book' ? await book(p.url) : await call(p.url, 'GET', '/villas');
            seen.push({ kind, answer, at: Date.now() });
            await new Promise((r) => setTimeout(r, 40));
          }
        }),
      );
      return {
        seen,
        async stop() {
          loading = false;
          await Promise.all(loaders);
          return seen;
        },
      };
    },
  };
}

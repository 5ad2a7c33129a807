import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox, idempotencyKeys } from '../db/schema';
import { createSandboxGatewayProvider } from '../payments/sandbox-gateway-provider';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, testDatabaseMode } from '../testing/test-database';
import { backgroundJobs } from './definitions';
import { startJobs } from './runner';

// Jobs run on real timers (an interval, pg-boss): waits poll for their effect.
const POLL = { timeout: 30_000 };

describe('interval runner (PGlite)', () => {
  it('runs each job on its interval, never overlapping itself, and stops', async () => {
    let runs = 0;
    let active = 0;
    let maxActive = 0;
    const runner = await startJobs(
      [
        {
          name: 'tick',
          everyMs: 20,
          run: async () => {
            active++;
            maxActive = Math.max(maxActive, active);
            await new Promise((r) => setTimeout(r, 60));
            runs++;
            active--;
          },
        },
      ],
      { databaseUrl: undefined },
    );
    expect(runner.kind).toBe('interval');
    await expect.poll(() => runs, POLL).toBeGreaterThanOrEqual(3);
    expect(maxActive).toBe(1);
    await runner.stop();
    const after = runs;
    await new Promise((r) => setTimeout(r, 150));
    expect(runs).toBe(after);
  });

  it('keeps running after a job fails', async () => {
    let calls = 0;
    const log: string[] = [];
    const runner = await startJobs(
      [
        {
          name: 'flaky',
          everyMs: 10,
          run: async () => {
            calls++;
            throw new Error('boom');
          },
        },
      ],
      { databaseUrl: undefined, log: (m) => log.push(m) },
    );
    await expect.poll(() => calls, POLL).toBeGreaterThanOrEqual(2);
    await runner.stop();
    expect(log[0]).toContain('Job flaky failed: boom');
  });
});

describe('background jobs of bookings and e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('expire unpaid bookings and hold e-mails when SMTP is not configured', async () => {
    const unpaid = await createBookingOk(t);
    const paid = await createBookingOk(t);
    await payWithTestGateway(t, paid.bookingId);
    const runner = await startJobs(
      backgroundJobs({
        db: t.database.db,
        config: t.config,
        now: t.clock.now,
        provider: createSandboxGatewayProvider('test-secret'),
        mailer: undefined,
      }),
      { databaseUrl: undefined },
    );
    try {
      t.clock.advance(15 * 60_000);
      await runner.runNow('booking-expiry');
      await runner.runNow('email-delivery');
      const [u] = await t.database.db
        .select()
        .from(bookings)
        .where(eq(bookings.bookingId, unpaid.bookingId));
      expect(u).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      // Idempotency keys are kept 24 hours.
      await t.database.db.insert(idempotencyKeys).values({
        scope: 'test',
        key: 'old',
        requestHash: 'x',
        createdAt: new Date(t.clock.now().getTime() - 25 * 3_600_000),
      });
      await runner.runNow('booking-expiry');
      expect(
        await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old')),
      ).toHaveLength(0);
      const mails = await t.database.db.select().from(emailOutbox);
      expect(mails.length).toBe(2);
      expect(mails.every((m) => m.status === 'held')).toBe(true);
    } finally {
      await runner.stop();
    }
  });
});

describe.runIf(testDatabaseMode() === 'postgres')('pg-boss runner (PostgreSQL)', () => {
  it('runs a job through pg-boss when asked, in two processes-worth of runners without overlap', async () => {
    const database = await createTestDatabase();
    let runs = 0;
    const job = { name: 'vm-test-job', everyMs: 60_000, run: async () => void runs++ };
    const [a, b] = await Promise.all([
      startJobs([job], { databaseUrl: database.url }),
      startJobs([job], { databaseUrl: database.url }),
    ]);
    try {
      expect(a.kind).toBe('pg-boss');
      await a.runNow('vm-test-job');
      await expect.poll(() => runs, POLL).toBeGreaterThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 3000));
      expect(runs).toBe(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await database.drop();
    }
  });
});

import { createServer } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { deliverDueEmails } from './delivery';
import { createSmtpMailer } from './smtp-mailer';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP peer (the smtp-server package) on a given or free port. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const address = srv.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paidBookingMails() {
  const b = await createBookingOk(t);
  await payWithTestGateway(t, b.bookingId);
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return { booking: b, ids: rows.map((r) => r.id) };
}

const rowsById = (ids: string[]) =>
  t.database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

describe('e-mail outbox delivery', () => {
  it('without SMTP the messages are held, never reported as sent', async () => {
    const { ids } = await paidBookingMails();
    const result = await deliverDueEmails(t.database.db, {
      now: t.clock.now(),
      mailer: undefined,
      from: t.config.mailFrom,
    });
    expect(result).toEqual({ sent: 0, retried: 0, failed: 0, held: 2 });
    for (const row of await rowsById(ids)) {
      expect(row).toMatchObject({ status: 'held', sentAt: null });
      expect(row.lastError).toContain('SMTP is not configured');
    }
  });

  it('delivers to a real SMTP peer', async () => {
    const smtp = await startSmtp();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtp.port}`);
    try {
      const { booking, ids } = await paidBookingMails();
      const result = await deliverDueEmails(t.database.db, {
        now: t.clock.now(),
        mailer,
        from: t.config.mailFrom,
      });
      expect(result).toMatchObject({ sent: 2, retried: 0 });
      expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
        'asha.rao@example.com',
        'stay@villagemachaan.com',
      ]);
      const guestMail = smtp.received.find((m) => m.to[0] === 'asha.rao@example.com')!;
      expect(guestMail.from).toBe('reservations@villagemachaan.com');
      expect(guestMail.raw).toContain(booking.bookingId);
      expect(guestMail.raw).toContain('text/html');
      expect(guestMail.raw).toContain('text/plain');
      for (const row of await rowsById(ids))
        expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      // Nothing left to send.
      expect(
        await deliverDueEmails(t.database.db, {
          now: t.clock.now(),
          mailer,
          from: t.config.mailFrom,
        }),
      ).toMatchObject({ sent: 0 });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('retries with backoff while the SMTP server is down, then delivers', async () => {
    const port = await freePort();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    const deliver = () =>
      deliverDueEmails(t.database.db, { now: t.clock.now(), mailer, from: t.config.mailFrom });
    try {
      const { ids } = await paidBookingMails();
      expect(await deliver()).toMatchObject({ sent: 0, retried: 2 });
      let rows = await rowsById(ids);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(30_000);
      }
      // Not due yet: nothing is tried.
      expect(await deliver()).toMatchObject({ sent: 0, retried: 0 });
      t.clock.advance(30_000);
      expect(await deliver()).toMatchObject({ retried: 2 });
      rows = await rowsById(ids);
      for (const row of rows) {
        expect(row.attempts).toBe(2);
        expect(row.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(60_000);
      }
      // The server comes back.
      const smtp = await startSmtp(port);
      try {
        t.clock.advance(60_000);
        expect(await deliver()).toMatchObject({ sent: 2, retried: 0 });
        expect(smtp.received).toHaveLength(2);
        for (const row of await rowsById(ids))
          expect(row).toMatchObject({ status: 'sent', attempts: 3 });
      } finally {
        await smtp.close();
      }
    } finally {
      mailer.close();
    }
  });

  it('gives up after the last attempt and marks the message failed', async () => {
    const port = await freePort();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`);
    try {
      const { ids } = await paidBookingMails();
      for (let i = 0; i < 8; i++) {
        await deliverDueEmails(t.database.db, {
          now: t.clock.now(),
          mailer,
          from: t.config.mailFrom,
        });
        t.clock.advance(60 * 60_000);
      }
      for (const row of await rowsById(ids))
        expect(row).toMatchObject({ status: 'failed', attempts: 8 });
    } finally {
      mailer.close();
    }
  });

  it('a database blip while recording a sent mail fails the run; it is not filed as a failed send', async () => {
    const { ids } = await paidBookingMails();
    const sent: string[] = [];
    let armed = false;
    let failed = false;
    const mailer = {
      send: async (m: { to: string }) => {
        sent.push(m.to);
        armed = true;
      },
    };
    // The database drops exactly the write that records the first sent mail, then answers again.
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === 'update' && armed && !failed) {
          failed = true;
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    await expect(
      deliverDueEmails(db, { now: t.clock.now(), mailer, from: t.config.mailFrom }),
    ).rejects.toThrow('Connection terminated unexpectedly');
    expect(sent).toHaveLength(1);
    const rows = await rowsById(ids);
    // Still claimed (leased), no error of the mail's recorded: after the lease it is sent again.
    expect(rows.filter((r) => r.lastError !== null || r.status !== 'pending')).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { AdminEvent } from './event-types';
import { publish } from './publish';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function collector(afterId: number) {
  const seen: AdminEvent[] = [];
  const waiters: Array<() => void> = [];
  return {
    seen,
    start: (feed: TestApp['events']) =>
      feed.subscribe(afterId, (batch) => {
        seen.push(...batch);
        for (const w of waiters.splice(0)) w();
      }),
    async waitFor(count: number, ms = 2000) {
      const deadline = Date.now() + ms;
      while (seen.length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return seen;
    },
  };
}

describe('publish(tx, event)', () => {
  it('writes nothing and signals nothing when the transaction rolls back', async () => {
    const before = await t.events.latestId();
    const c = collector(before);
    const sub = c.start(t.events);
    await expect(
      t.database.db.transaction(async (tx) => {
        await publish(tx, { type: 'booking.confirmed', bookingId: 'VM-X', guestName: 'Nobody' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.events.latestId()).toBe(before);
    // A committed event after it is the first one the subscriber gets: nothing came before it.
    const marker = await t.database.db.transaction((tx) =>
      publish(tx, { type: 'booking.confirmed', bookingId: 'VM-AFTER', guestName: 'Somebody' }),
    );
    await c.waitFor(1);
    sub.stop();
    expect(c.seen.map((e) => e.id)).toEqual([marker]);
  });

  it('delivers committed events once, in id order, to a subscriber and from a resume point', async () => {
    const before = await t.events.latestId();
    const c = collector(before);
    const sub = c.start(t.events);
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C']) {
      ids.push(
        await t.database.db.transaction((tx) =>
          publish(tx, { type: 'booking.confirmed', bookingId: `VM-${name}`, guestName: name }),
        ),
      );
    }
    const seen = await c.waitFor(3);
    sub.stop();
    expect(seen.map((e) => e.id)).toEqual(ids);
    expect(seen.map((e) => e.data)).toEqual(
      ['A', 'B', 'C'].map((n) => ({
        type: 'booking.confirmed',
        bookingId: `VM-${n}`,
        guestName: n,
      })),
    );
    // Resuming after the first: exactly the two after it.
    expect((await t.events.since(ids[0]!)).map((e) => e.id)).toEqual(ids.slice(1));
  });

  it('a subscriber misses none of many concurrent publishers (ids become visible in commit order)', async () => {
    const before = await t.events.latestId();
    const c = collector(before);
    const sub = c.start(t.events);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.database.db.transaction(async (tx) => {
          const id = await publish(tx, {
            type: 'booking.confirmed',
            bookingId: `VM-P${i}`,
            guestName: `P${i}`,
          });
          await tx.execute(sql`select pg_sleep(${(8 - i) * 0.005})`);
          return id;
        }),
      ),
    );
    const seen = await c.waitFor(8);
    sub.stop();
    expect(seen.map((e) => e.id)).toEqual([...results].sort((a, b) => a - b));
  });
});

describe('events from the booking and payment paths', () => {
  it('a website booking publishes booking.created and its payment publishes payment.captured', async () => {
    const before = await t.events.latestId();
    const c = collector(before);
    const sub = c.start(t.events);
    const booking = await createBookingOk(t);
    await payWithTestGateway(t, booking.bookingId, 'half');
    const seen = await c.waitFor(2);
    sub.stop();
    expect(seen.map((e) => e.data.type)).toEqual(['booking.created', 'payment.captured']);
    const [created, paid] = seen.map((e) => e.data);
    expect(created).toMatchObject({
      type: 'booking.created',
      bookingId: booking.bookingId,
      guestName: 'Asha Rao',
      total: booking.total,
      specialRequests: 'Ground floor please',
    });
    const advance = booking.halfAdvance;
    expect(paid).toMatchObject({
      type: 'payment.captured',
      bookingId: booking.bookingId,
      plan: 'half',
      amount: advance,
      remainingAmount: booking.total - advance,
    });
  });
});

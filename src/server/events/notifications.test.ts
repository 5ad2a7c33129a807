import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInDemoAdmin } from '../admin-auth/test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { publish } from './publish';
import { bodyAt } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const confirmed = (n: number) => ({
  type: 'booking.confirmed' as const,
  bookingId: `VM-${n}`,
  guestName: `Guest ${n}`,
});
const bell = () => t.api.ok('GET /admin/notifications', { header: { cookie } });
const mark = async (what: 'read-all' | 'clear', upTo?: number) => {
  const res = await t.api(`POST /admin/notifications/${what}`, {
    json: upTo === undefined ? {} : { upTo },
    header: { cookie },
  });
  expect(res.status).toBe(200);
  return bodyAt(res, 200);
};

describe('the notification bell', () => {
  it('lists the newest 50, unread until marked read; the read state survives a new request', async () => {
    for (let n = 1; n <= 55; n++)
      await t.database.db.transaction((tx) => publish(tx, confirmed(n), t.clock.now()));
    const list = await bell();
    expect(list.items).toHaveLength(50);
    expect(list.items[0]!.data).toEqual(confirmed(55));
    expect(list.unreadCount).toBe(55);
    expect(list.items.every((i) => !i.read)).toBe(true);

    // Mark read up to what was seen; an event arriving meanwhile stays unread.
    const seen = list.latestId;
    await t.database.db.transaction((tx) => publish(tx, confirmed(56), t.clock.now()));
    const after = await mark('read-all', seen);
    expect(after.unreadCount).toBe(1);
    expect(after.items[0]).toMatchObject({ data: confirmed(56), read: false });
    expect(after.items[1]).toMatchObject({ read: true });
    expect((await bell()).unreadCount).toBe(1);
  });

  it('items older than an hour count as read', async () => {
    t.clock.advance(61 * 60_000);
    cookie = await signIn(t); // the session idled out meanwhile
    const list = await bell();
    expect(list.unreadCount).toBe(0);
    expect(list.items.every((i) => i.read)).toBe(true);
  });

  it('clear all empties the list; a later event appears alone', async () => {
    const cleared = await mark('clear');
    expect(cleared.items).toEqual([]);
    await t.database.db.transaction((tx) => publish(tx, confirmed(57), t.clock.now()));
    const list = await bell();
    expect(list.items.map((i) => i.data)).toEqual([confirmed(57)]);
    expect(list.unreadCount).toBe(1);
  });

  it('refuses a bad body with 400 and changes nothing; needs a session', async () => {
    const bad = await t.request(
      'POST',
      '/api/admin/notifications/read-all',
      { upTo: 'all' },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect((await bell()).unreadCount).toBe(1);
    expect((await t.request('GET', '/api/admin/notifications')).status).toBe(401);
  });
});

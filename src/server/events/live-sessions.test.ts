import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionId } from '../admin-auth/sessions';
import { signIn, signInDemoAdmin } from '../admin-auth/test-helpers';
import { adminSessions } from '../db/schema';
import { createTestApp, TEST_PEER, type TestApp } from '../testing/test-app';
import { SESSION_CHECK_MS, TOO_MANY_STREAMS } from './admin-contract';
import { publish } from './publish';
import { bodyAt } from '../testing/typed-client';

/** Live events end with the session (Issue 23; decision 0116). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInDemoAdmin(t);
}, 120_000);
afterAll(() => t?.close(), 60_000);

type OpenStream = {
  res: Response;
  text: () => string;
  /** Resolves true when the server ends the stream within `ms`, false otherwise. */
  ended: (ms: number) => Promise<boolean>;
  cancel: () => Promise<void>;
};

async function openStream(cookie: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await t.app.request(
    '/api/admin/events',
    { headers: { cookie }, signal: controller.signal },
    TEST_PEER,
  );
  let received = '';
  let finished = false;
  const reader = res.status === 200 ? res.body!.getReader() : undefined;
  const reading = (async () => {
    if (!reader) return;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
    } catch {
      // cancelled
    }
    finished = true;
  })();
  return {
    res,
    text: () => received,
    ended: (ms) =>
      Promise.race([
        reading.then(() => finished),
        new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
      ]),
    cancel: async () => {
      controller.abort();
      await reader?.cancel().catch(() => undefined);
    },
  };
}

const WAIT = SESSION_CHECK_MS + 3000;
const publishOne = (bookingId: string) =>
  t.database.db.transaction((tx) =>
    publish(tx, { type: 'booking.confirmed', bookingId, guestName: 'Someone' }),
  );

async function newAdmin(email: string) {
  const res = await t.api('POST /admin/users', {
    json: { name: 'Staff Member', email, password: 'forest-canopy-42' },
    header: { cookie: admin },
  });
  expect(res.status).toBe(201);
  const { id } = bodyAt(res, 201);
  return { id, cookie: await signIn(t, email, 'forest-canopy-42') };
}

describe('an open live-events stream ends with its session', () => {
  it('delivers events while signed in, and ends at logout with nothing sent after it', async () => {
    const cookie = await signIn(t);
    const stream = await openStream(cookie);
    expect(stream.res.status).toBe(200);
    await publishOne('VM-BEFORE-LOGOUT');
    await expect.poll(() => stream.text(), { timeout: 5000 }).toContain('VM-BEFORE-LOGOUT');
    expect((await t.request('POST', '/api/admin/logout', undefined, { cookie })).status).toBe(200);
    await publishOne('VM-AFTER-LOGOUT');
    expect(await stream.ended(WAIT)).toBe(true);
    expect(stream.text()).not.toContain('VM-AFTER-LOGOUT');
  });

  it('ends when the admin is deactivated', async () => {
    const staff = await newAdmin('staff.one@villagemachaan.com');
    const stream = await openStream(staff.cookie);
    expect(stream.res.status).toBe(200);
    const off = await t.request(
      'PATCH',
      `/api/admin/users/${staff.id}`,
      { isActive: false },
      { cookie: admin },
    );
    expect(off.status).toBe(200);
    await publishOne('VM-AFTER-DEACTIVATION');
    expect(await stream.ended(WAIT)).toBe(true);
    expect(stream.text()).not.toContain('VM-AFTER-DEACTIVATION');
  });

  it('ends when the session passes its idle limit', async () => {
    const cookie = await signIn(t);
    const stream = await openStream(cookie);
    expect(stream.res.status).toBe(200);
    t.clock.advance(31 * 60_000);
    try {
      expect(await stream.ended(WAIT)).toBe(true);
    } finally {
      // The other sessions of this file were idle as long: sign in again afterwards.
      admin = await signIn(t);
    }
  });

  it('ends when the session passes its absolute limit', async () => {
    const cookie = await signIn(t);
    const stream = await openStream(cookie);
    expect(stream.res.status).toBe(200);
    await t.database.db
      .update(adminSessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(adminSessions.idHash, hashSessionId(cookie.split('=')[1]!)));
    expect(await stream.ended(WAIT)).toBe(true);
    admin = await signIn(t);
  });
});

describe('streams per session are capped', () => {
  it('refuses one stream more than SSE_STREAMS_PER_SESSION with a clear 429, and frees a place when one closes', async () => {
    const cookie = await signIn(t);
    const cap = t.config.limits.sseStreamsPerSession;
    const open: OpenStream[] = [];
    for (let i = 0; i < cap; i++) {
      const s = await openStream(cookie);
      expect(s.res.status).toBe(200);
      open.push(s);
    }
    const refused = await openStream(cookie);
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: TOO_MANY_STREAMS(cap) },
    });
    // Another session of the same admin has its own places.
    const other = await openStream(await signIn(t));
    expect(other.res.status).toBe(200);
    await other.cancel();
    // Closing one stream frees its place.
    await open[0]!.cancel();
    await expect
      .poll(
        async () => {
          const s = await openStream(cookie);
          const status = s.res.status;
          if (status === 200) open.push(s);
          return status;
        },
        { timeout: 5000, interval: 200 },
      )
      .toBe(200);
    await Promise.all(open.slice(1).map((s) => s.cancel()));
  });
});

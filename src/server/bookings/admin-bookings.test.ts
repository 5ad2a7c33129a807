import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, withDemoAdmin } from '../admin-auth/test-helpers';
import {
  adminEvents,
  bookingActivities,
  bookings,
  emailOutbox,
  moneyMovements,
} from '../db/schema';
import {
  createBookingOk,
  payWithTestGateway,
  type CreatedBookingBody,
} from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { AdminBookingList } from './admin-contract';
import {
  answerOf,
  bodyAt,
  errorBody,
  expectStatus,
  type TestApi,
  typedClient,
} from '../testing/typed-client';

let t: TestApp;
let cookie: string;
/** The demo admin's typed client (decision 0157). */
let admin: TestApi;

type Made = CreatedBookingBody & { name: string };
const made: Record<string, Made> = {};

let phones = 0;
async function book(
  key: string,
  first: string,
  last: string,
  overrides: Record<string, unknown> = {},
  guest: Record<string, unknown> = {},
) {
  const b = await createBookingOk(t, {
    ...overrides,
    guest: {
      firstName: first,
      lastName: last,
      email: `${first}.${last}@example.com`.toLowerCase(),
      phone: `70000 0000${++phones}`,
      ...guest,
    },
  });
  made[key] = { ...b, name: `${first} ${last}` };
  return b;
}

/** The list with a query string as the address bar has it (read by the list's contract). */
const list = async (query: string) =>
  answerOf(
    'GET /admin/bookings',
    await t.request('GET', `/api/admin/bookings${query ? `?${query}` : ''}`, undefined, { cookie }),
  );
const codes = (page: AdminBookingList) => page.items.map((i) => i.bookingId);

beforeAll(async () => {
  t = await createTestApp();
  await withDemoAdmin(t);
  // Day 1 (22 Nov, resort time): three website bookings.
  await book(
    'asha',
    'Asha',
    'Rao',
    { checkIn: '2026-12-01', checkOut: '2026-12-03' },
    { phone: '98765 43210' },
  );
  t.clock.advance(60_000);
  await book(
    'vikram',
    'Vikram',
    'Seth',
    { villaId: 'hornbill-villa', checkIn: '2026-12-10', checkOut: '2026-12-12' },
    { phone: '91234 56780' },
  );
  await payWithTestGateway(t, made.vikram!.bookingId, 'full');
  t.clock.advance(60_000);
  await book('zoe', 'Zoe', 'Fernandes', {
    villaId: 'kingfisher-villa',
    rooms: 3,
    adults: 3,
    checkIn: '2026-12-20',
    checkOut: '2026-12-21',
  });
  // Day 2 (23 Nov): two more.
  t.clock.advance(24 * 3600_000);
  await book('meera', 'Meera', 'Raoji', { checkIn: '2026-12-02', checkOut: '2026-12-04' });
  t.clock.advance(60_000);
  await book('kabir', 'Kabir', 'Khan', {
    villaId: 'kingfisher-villa',
    checkIn: '2026-12-20',
    checkOut: '2026-12-21',
  });
  await payWithTestGateway(t, made.meera!.bookingId, 'half');
  // Staff act later than the guest (history is ordered by time).
  t.clock.advance(60_000);
  cookie = await signIn(t);
  admin = typedClient(t.request, { cookie });
}, 180_000);
afterAll(() => t?.close(), 60_000);

describe('GET /api/admin/bookings', () => {
  it('needs a session', async () => {
    expect((await t.request('GET', '/api/admin/bookings')).status).toBe(401);
  });

  it('lists newest first with the design shape', async () => {
    const answer = await list('');
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(codes(body)).toEqual(
      ['kabir', 'meera', 'zoe', 'vikram', 'asha'].map((k) => made[k]!.bookingId),
    );
    expect(body.items.find((i) => i.bookingId === made.zoe!.bookingId)).toMatchObject({
      guestName: 'Zoe Fernandes',
      email: 'zoe.fernandes@example.com',
      villaId: 'kingfisher-villa',
      checkIn: '2026-12-20',
      checkOut: '2026-12-21',
      units: ['KF-01', 'KF-02', 'KF-03'],
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(body.items.find((i) => i.bookingId === made.meera!.bookingId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'advance_paid',
    });
  });

  it.each([
    ['q=rao', ['meera', 'asha']],
    ['q=RAOJI', ['meera']],
    ['q=vikram.seth@', ['vikram']],
    ['q=9876543210', ['asha']],
    ['q=91234', ['vikram']],
    ['q=%25', []],
    ['q=_', []],
    // A search and a filter together: both apply (the search's ORs are bracketed).
    ['q=rao&status=pending', ['asha']],
    ['q=rao&status=confirmed', ['meera']],
    ['q=rao&paymentStatus=advance_paid', ['meera']],
    ['q=rao&villaId=kingfisher-villa', []],
    ['status=pending', ['kabir', 'zoe', 'asha']],
    ['status=confirmed', ['meera', 'vikram']],
    ['paymentStatus=advance_paid', ['meera']],
    ['paymentStatus=paid', ['vikram']],
    ['villaId=kingfisher-villa', ['kabir', 'zoe']],
    ['villaId=all&status=all', ['kabir', 'meera', 'zoe', 'vikram', 'asha']],
    // Both dates: the stay lies inside [from, to].
    ['from=2026-12-01&to=2026-12-04', ['meera', 'asha']],
    ['from=2026-12-01&to=2026-12-03', ['asha']],
    ['from=2026-12-02&to=2026-12-31', ['kabir', 'meera', 'zoe', 'vikram']],
    // One date: the day the booking was made (resort time).
    ['from=2026-11-23', ['kabir', 'meera']],
    ['to=2026-11-22', ['zoe', 'vikram', 'asha']],
    ['sort=guestName', ['asha', 'kabir', 'meera', 'vikram', 'zoe']],
    [
      'sort=-checkIn',
      ['kabir', 'zoe', 'vikram', 'meera', 'asha']
        .slice(0, 0)
        .concat(['zoe', 'kabir', 'vikram', 'meera', 'asha']),
    ],
    ['sort=checkIn&pageSize=2&page=1', ['asha', 'meera']],
  ])('%s', async (query, expected) => {
    const answer = await list(query);
    expectStatus(answer, 200);
    const { body } = answer;
    const want = expected.map((k) => made[k]!.bookingId);
    if (query.startsWith('sort=-checkIn'))
      expect(new Set(codes(body).slice(0, 2))).toEqual(new Set(want.slice(0, 2)));
    else expect(codes(body)).toEqual(want);
  });

  it('a search never brings back an archived booking', async () => {
    const asha = eq(bookings.bookingId, made.asha!.bookingId);
    await t.database.db.update(bookings).set({ archivedAt: t.clock.now() }).where(asha);
    try {
      expect(codes(bodyAt(await list('q=rao'), 200))).toEqual([made.meera!.bookingId]);
      expect(codes(bodyAt(await list('q=asha'), 200))).toEqual([]);
    } finally {
      await t.database.db.update(bookings).set({ archivedAt: null }).where(asha);
    }
  });

  it('finds a booking by its code, partially and in any case', async () => {
    const code = made.vikram!.bookingId;
    expect(codes(bodyAt(await list(`q=${code.slice(-5).toLowerCase()}`), 200))).toEqual([code]);
  });

  it('pages with a total', async () => {
    const body = bodyAt(await list('pageSize=2&page=3'), 200);
    expect(body).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(body.items).toHaveLength(1);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    ['sort=passwordHash', 'sort'],
    ['status=lost', 'status'],
    ['from=2026-13-01', 'from'],
    ['from=2026-12-05&to=2026-12-01', 'to'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await t.request('GET', `/api/admin/bookings?${query}`, undefined, { cookie });
    expectStatus(res, 400);
    const body = await errorBody(res);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });
});

describe('GET /api/admin/bookings/export.csv', () => {
  it('streams every matching row (not a page) as UTF-8 CSV with BOM, quoting and neutralised formulas', async () => {
    // Text a guest or an old import could have put there.
    await t.database.db
      .update(bookings)
      .set({ guestName: '=HYPERLINK("http://evil"), "Ltd"' })
      .where(eq(bookings.bookingId, made.kabir!.bookingId));
    const res = await t.request(
      'GET',
      '/api/admin/bookings/export.csv?pageSize=1&sort=guestName',
      undefined,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-2026-11-23\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain('\r\n');
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Booking ID',
      'Guest Name',
      'Email',
      'Phone',
      'Villa',
      'Units',
      'Check-in',
      'Check-out',
      'Guests',
      'Status',
      'Payment Status',
      'Total',
      'Advance',
      'Remaining',
      'Source',
      'Created At',
    ]);
    expect(rows).toHaveLength(6);
    const byCode = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byCode.get(made.kabir!.bookingId)![1]).toBe(`'=HYPERLINK("http://evil"), "Ltd"`);
    expect(byCode.get(made.asha!.bookingId)!.slice(1, 11)).toEqual([
      'Asha Rao',
      'asha.rao@example.com',
      // A phone is left as written (decision 0119): not a formula, no leading apostrophe.
      '+91 9876543210',
      'Glass Cottage',
      'GC-01',
      '2026-12-01',
      '2026-12-03',
      '2',
      'Pending',
      'Pending',
    ]);
    expect(byCode.get(made.meera!.bookingId)![10]).toBe('Half Paid');
    // Created At in the resort's time zone, in words (never a raw ISO timestamp).
    for (const r of rows.slice(1))
      expect(r[15]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    // Sorted as asked: the guest-name order (the = name sorts first).
    expect(rows[1]![0]).toBe(made.kabir!.bookingId);
  });

  it('applies the same filters as the list', async () => {
    const res = await t.request(
      'GET',
      '/api/admin/bookings/export.csv?villaId=kingfisher-villa',
      undefined,
      { cookie },
    );
    const rows = parse(await res.text(), { bom: true }) as string[][];
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([made.kabir!.bookingId, made.zoe!.bookingId].sort());
  });

  it('refuses a bad filter with a 400, not a broken file', async () => {
    const res = await t.request('GET', '/api/admin/bookings/export.csv?status=nope', undefined, {
      cookie,
    });
    expectStatus(res, 400);
  });
});

describe('status changes', () => {
  const activities = async (code: string) => {
    const [row] = await t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.bookingId, code));
    return t.database.db
      .select()
      .from(bookingActivities)
      .where(eq(bookingActivities.bookingId, row!.id));
  };
  /** A status change; its body may be wrong on purpose, so it is sent untyped and read by the contract. */
  const status = async (code: string, body: unknown) =>
    answerOf(
      'POST /admin/bookings/:bookingId/status',
      await t.request('POST', `/api/admin/bookings/${code}/status`, body, { cookie }),
    );

  it('confirming needs staff to say the money was received; then payment is paid and the history says who', async () => {
    const code = made.asha!.bookingId;
    const refused = await status(code, { status: 'confirmed' });
    expectStatus(refused, 400);
    expect(refused.body.error!.fields).toEqual({
      paymentReceived:
        'Confirm that the full payment has been received before confirming the booking',
    });
    // Staff say how the money came: it is recorded on the ledger (decision 0112).
    const noMethod = await status(code, { status: 'confirmed', paymentReceived: true });
    expectStatus(noMethod, 400);
    expect(noMethod.body.error!.fields).toEqual({
      paymentMethod: 'Say how the payment was received (cash, card, UPI or bank transfer)',
    });
    const ok = await status(code, {
      status: 'confirmed',
      paymentReceived: true,
      paymentMethod: 'upi',
    });
    expectStatus(ok, 200);
    expect(ok.body).toEqual({ bookingId: code, status: 'confirmed', paymentStatus: 'paid' });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.bookingId, code));
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      remainingAmount: 0,
      holdExpiresAt: null,
    });
    const history = await activities(code);
    const change = history.find((a) => a.activityType === 'status_changed')!;
    expect(change).toMatchObject({
      performedByName: 'Demo Admin',
      oldValues: { status: 'pending' },
      newValues: { status: 'confirmed' },
    });
    const payment = history.find((a) => a.activityType === 'payment_recorded')!;
    expect(payment).toMatchObject({
      performedByName: 'Demo Admin',
      oldValues: { paymentStatus: 'pending', remainingAmount: made.asha!.total },
      newValues: { paymentStatus: 'paid', remainingAmount: 0 },
    });
    const ledger = await t.database.db
      .select()
      .from(moneyMovements)
      .where(eq(moneyMovements.bookingId, row!.id));
    expect(ledger.map((m) => [m.kind, m.amount, m.method])).toEqual([
      ['desk_payment', made.asha!.total, 'upi'],
    ]);
    expect(change.performedBy).not.toBeNull();
    expect(change.description).toContain(
      'confirmed that the payment of the full amount was received',
    );
    const events = await t.database.db
      .select()
      .from(adminEvents)
      .where(eq(adminEvents.type, 'booking.confirmed'));
    expect(events.map((e) => (e.data as { bookingId: string }).bookingId)).toContain(code);
  });

  it.each([
    ['asha', { status: 'confirmed', paymentReceived: true }, 'Booking is already confirmed'],
    [
      'zoe',
      { status: 'completed' },
      'Only a confirmed booking can be completed (this one is pending)',
    ],
  ])('refuses %s → %o with a 409 that says why, changing nothing', async (key, body, message) => {
    const code = made[key]!.bookingId;
    const before = await activities(code);
    const res = await status(code, body);
    expectStatus(res, 409);
    expect(res.body.error).toEqual({ code: 'CONFLICT', message });
    expect(await activities(code)).toHaveLength(before.length);
  });

  it('completes a confirmed booking, then refuses to cancel it', async () => {
    const code = made.asha!.bookingId;
    expect((await status(code, { status: 'completed' })).status).toBe(200);
    const res = await status(code, { status: 'cancelled', reason: 'Guest asked' });
    expectStatus(res, 409);
    expect(res.body.error!.message).toBe(
      'Only a pending or confirmed booking can be cancelled (this one is completed)',
    );
  });

  it('answers 404 for an unknown booking and 400 for an unknown status', async () => {
    expect((await status('VM000NOPE', { status: 'completed' })).status).toBe(404);
    expect((await status(made.zoe!.bookingId, { status: 'no_show' })).status).toBe(400);
  });

  it('cancelling needs a reason; then frees the units at once, records it, queues the guest e-mail and an event', async () => {
    const code = made.zoe!.bookingId;
    const avail = async () =>
      t.api.ok('GET /availability', {
        query: { villaId: 'kingfisher-villa', checkIn: '2026-12-20', checkOut: '2026-12-21' },
      });
    expect((await avail()).unitsLeft).toBe(0);
    const refused = await status(code, { status: 'cancelled', reason: '   ' });
    expectStatus(refused, 400);
    expect((await avail()).unitsLeft).toBe(0);

    const res = await status(code, { status: 'cancelled', reason: 'Guest phoned to cancel' });
    expectStatus(res, 200);
    expect((await avail()).unitsLeft).toBe(3);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.bookingId, code));
    expect(row!.status).toBe('cancelled');
    const cancelled = (await activities(code)).find((a) => a.activityType === 'cancelled')!;
    expect(cancelled).toMatchObject({
      performedByName: 'Demo Admin',
      oldValues: {
        status: 'pending',
        units: ['KF-01', 'KF-02', 'KF-03'],
        cancellationReason: null,
      },
      newValues: { status: 'cancelled', units: [], cancellationReason: 'Guest phoned to cancel' },
    });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, row!.id), eq(emailOutbox.kind, 'booking_cancellation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'zoe.fernandes@example.com', status: 'pending' });
    expect(mails[0]!.text).toContain('No payment was taken for this booking.');
    // Staff cancelled it: the name is known and greets the guest, not "Dear guest," (0119).
    expect(mails[0]!.text).toMatch(/^Dear Zoe Fernandes,/);
    expect(mails[0]!.html).toContain('Dear Zoe Fernandes,');
    const events = await t.database.db
      .select()
      .from(adminEvents)
      .where(eq(adminEvents.type, 'booking.cancelled'));
    expect(events.map((e) => e.data)).toContainEqual({
      type: 'booking.cancelled',
      bookingId: code,
      guestName: 'Zoe Fernandes',
      reason: 'Guest phoned to cancel',
    });
  });
});

describe('POST /api/admin/bookings/bulk-status', () => {
  it('with nothing selected: "Please select bookings to update"', async () => {
    const res = await admin('POST /admin/bookings/bulk-status', {
      json: {
        bookingIds: [],
        status: 'completed',
      },
    });
    expectStatus(res, 400);
    expect(res.body.error.message).toBe('Please select bookings to update');
  });

  it('updates those that may move and says why the others did not', async () => {
    t.clock.advance(1000);
    const ids = [
      made.vikram!.bookingId,
      made.meera!.bookingId,
      made.zoe!.bookingId,
      made.kabir!.bookingId,
      'VM0MISSING',
    ];
    const res = await admin('POST /admin/bookings/bulk-status', {
      json: {
        bookingIds: ids,
        status: 'completed',
      },
    });
    expectStatus(res, 200);
    expect(res.body.updated).toBe(2);
    expect(res.body.skipped).toEqual([
      {
        bookingId: made.zoe!.bookingId,
        reason: 'A cancelled booking cannot be changed; make a new booking instead',
      },
      {
        bookingId: made.kabir!.bookingId,
        reason: 'Only a confirmed booking can be completed (this one is pending)',
      },
      { bookingId: 'VM0MISSING', reason: 'Booking not found: VM0MISSING' },
    ]);
    expect(codes(bodyAt(await list('status=completed'), 200)).sort()).toEqual(
      [made.asha!.bookingId, made.vikram!.bookingId, made.meera!.bookingId].sort(),
    );
  });

  it('bulk confirm needs the payment acknowledgement for unpaid bookings, and bulk cancel a reason', async () => {
    const ids = [made.kabir!.bookingId];
    expect(
      (
        await admin('POST /admin/bookings/bulk-status', {
          json: { bookingIds: ids, status: 'confirmed' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin('POST /admin/bookings/bulk-status', {
          json: { bookingIds: ids, status: 'cancelled' },
        })
      ).status,
    ).toBe(400);
    const ok = await admin('POST /admin/bookings/bulk-status', {
      json: {
        bookingIds: ids,
        status: 'confirmed',
        paymentReceived: true,
        paymentMethod: 'cash',
      },
    });
    expect(ok.body).toEqual({ updated: 1, skipped: [] });
  });
});

describe('GET /api/admin/bookings/:bookingId', () => {
  it('shows guest, stay, units, payments, e-mails and the activity log newest first', async () => {
    const answer = await admin('GET /admin/bookings/:bookingId', {
      param: { bookingId: made.meera!.bookingId },
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.booking).toMatchObject({
      bookingId: made.meera!.bookingId,
      guestName: 'Meera Raoji',
      status: 'completed',
      paymentStatus: 'advance_paid',
    });
    expect(body.units).toEqual([
      expect.objectContaining({
        unitNumber: expect.stringMatching(/^GC-\d\d$/),
        checkIn: '2026-12-02',
        checkOut: '2026-12-04',
      }),
    ]);
    expect(body.payments).toEqual([
      expect.objectContaining({ provider: 'test', plan: 'half', status: 'paid' }),
    ]);
    expect(body.emails.map((e) => e.kind)).toContain('booking_confirmation');
    expect(body.activity[0]).toMatchObject({
      action: 'status_changed',
      actorName: 'Demo Admin',
      changes: { status: { before: 'confirmed', after: 'completed' } },
    });
    expect(body.activity.at(-1)!.action).toBe('created');
    // The hold's end is written in the resort's time zone, in words (not an ISO timestamp).
    expect(body.activity.at(-1)!.description).toMatch(
      /held until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/,
    );
    expect(body.activity.map((a) => a.description).join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const times = body.activity.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('finds a booking by its uuid too, and answers 404 with the spec words otherwise', async () => {
    expect(
      (await admin('GET /admin/bookings/:bookingId', { param: { bookingId: made.meera!.id } }))
        .status,
    ).toBe(200);
    const res = await admin('GET /admin/bookings/:bookingId', { param: { bookingId: 'VM404' } });
    expectStatus(res, 404);
    expect(res.body.error.message).toBe('Booking not found: VM404');
  });
});

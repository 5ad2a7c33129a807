import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { auditLog, availability, bookingActivities, bookings, emailOutbox } from '../db/schema';
import {
  bookingRequest,
  createBookingOk,
  payWithTestGateway,
  type CreatedBookingBody,
} from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { EDIT_MESSAGES } from '../../domain/booking-edit';
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
let call: TestApi;

/** A staff edit; its body may be wrong on purpose, so it is sent untyped and read by the contract. */
const patch = async (code: string, body: unknown) => {
  // Each edit a second later, so the history's newest-first order is the order of the edits.
  t.clock.advance(1000);
  const res = await t.request('PATCH', `/api/admin/bookings/${code}`, body, { cookie });
  return answerOf('PATCH /admin/bookings/:bookingId', res);
};
const detail = async (code: string) =>
  bodyAt(await call('GET /admin/bookings/:bookingId', { param: { bookingId: code } }), 200);
const unitsOf = async (code: string) => (await detail(code)).units.map((u) => u.unitNumber);

let guests = 0;
const book = (overrides: Record<string, unknown> = {}) =>
  createBookingOk(t, {
    ...overrides,
    guest: {
      firstName: 'Nila',
      lastName: `Guest${String.fromCharCode(65 + (guests++ % 26))}`,
      email: `nila${guests}@example.com`,
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
  call = typedClient(t.request, { cookie });
}, 120_000);
afterAll(() => t?.close(), 60_000);

describe('PATCH /api/admin/bookings/:bookingId', () => {
  let a: CreatedBookingBody;
  beforeAll(async () => {
    // Glass Cottage, Tue 1 → Wed 2 Dec 2026, 2 adults: 17,700.
    a = await book();
  });

  it('needs a session', async () => {
    const res = await t.request('PATCH', `/api/admin/bookings/${a.bookingId}`, { adminNotes: 'x' });
    expectStatus(res, 401);
  });

  it('changes notes and guest details, each field in the history with before → after and who', async () => {
    const answer = await patch(a.bookingId, {
      adminNotes: 'VIP, late arrival',
      specialRequests: 'Extra pillows',
      guestName: 'Nila Raman',
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.changed.sort()).toEqual(['adminNotes', 'guestName', 'specialRequests']);
    const d = await detail(a.bookingId);
    expect(d.booking).toMatchObject({
      adminNotes: 'VIP, late arrival',
      specialRequests: 'Extra pillows',
      guestName: 'Nila Raman',
    });
    const edited = d.activity.find((x) => x.action === 'edited')!;
    expect(edited.actorName).toBe('Demo Admin');
    expect(edited.changes.adminNotes).toEqual({ before: null, after: 'VIP, late arrival' });
    expect(edited.changes.specialRequests).toEqual({
      before: 'Ground floor please',
      after: 'Extra pillows',
    });
  });

  it.each([
    [{ advanceAmount: -1 }, 'advanceAmount', 'Advance amount cannot be negative'],
    [{ advanceAmount: 17701 }, 'advanceAmount', 'Advance amount cannot exceed total amount'],
    [{ adults: 21, rooms: 3, pricing: 'reprice' }, 'adults', 'Maximum 20 guests allowed'],
    [{ adults: 5, pricing: 'reprice' }, 'adults', 'Maximum 4 guests allowed for this villa'],
    [{ checkOut: '2027-01-01', pricing: 'keep' }, 'checkOut', 'Maximum stay duration is 30 days'],
    [{ checkOut: '2026-12-01' }, 'checkOut', 'Check-out date must be after check-in date'],
    [{ guestName: 'N' }, 'guestName', 'Guest name must be at least 2 characters long'],
    [
      { status: 'lost' },
      'status',
      'Status must be pending, confirmed, completed, cancelled or no_show',
    ],
    [
      { checkOut: '2026-12-03' },
      'pricing',
      'Choose whether to keep the old price or take the new one',
    ],
  ])('refuses %o: 400 with the field message', async (body, field, message) => {
    const res = await patch(a.bookingId, body);
    expectStatus(res, 400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.fields?.[field]).toBe(message);
  });

  it('refuses to set the advance by hand: it follows from the payments on the ledger', async () => {
    const answer = await patch(a.bookingId, { advanceAmount: 5000 });
    expectStatus(answer, 400);
    const { body } = answer;
    expect(body.error.fields?.advanceAmount).toBe(EDIT_MESSAGES.advanceFromLedger);
  });

  it('dryRun prices a longer stay and writes nothing', async () => {
    const before = await detail(a.bookingId);
    const answer = await patch(a.bookingId, { checkOut: '2026-12-03', dryRun: true });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body).toMatchObject({ dryRun: true, previousTotal: 17700, quote: { total: 35400 } });
    const after = await detail(a.bookingId);
    expect(after.booking.checkOut).toBe('2026-12-02');
    expect(after.activity).toHaveLength(before.activity.length);
  });

  it('keep: a longer stay at the old price; the same unit kept when it is free', async () => {
    const units = await unitsOf(a.bookingId);
    const answer = await patch(a.bookingId, { checkOut: '2026-12-03', pricing: 'keep' });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.booking).toMatchObject({
      checkOut: '2026-12-03',
      total: 17700,
      remainingAmount: 17700,
      units,
    });
    expect(body.quote?.total).toBe(35400);
  });

  it('reprice: takes the new total; history shows before → after', async () => {
    const answer = await patch(a.bookingId, {
      checkIn: '2026-12-02',
      checkOut: '2026-12-04',
      pricing: 'reprice',
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.booking).toMatchObject({
      checkIn: '2026-12-02',
      checkOut: '2026-12-04',
      total: 35400,
      remainingAmount: 35400,
    });
    const edited = (await detail(a.bookingId)).activity.find((x) => x.action === 'edited')!;
    expect(edited.changes.total).toEqual({ before: 17700, after: 35400 });
    expect(edited.changes.checkIn).toEqual({ before: '2026-12-01', after: '2026-12-02' });
  });

  it('the past-date rule is relaxed for staff', async () => {
    const b = await book({ checkIn: '2026-11-24', checkOut: '2026-11-25' });
    const res = await patch(b.bookingId, {
      checkIn: '2026-11-20',
      checkOut: '2026-11-21',
      pricing: 'keep',
    });
    expectStatus(res, 200);
    expect(res.body.booking.checkIn).toBe('2026-11-20');
  });

  it('status through the allowed moves only', async () => {
    const b = await book({ checkIn: '2026-12-05', checkOut: '2026-12-06' });
    const refused = await patch(b.bookingId, { status: 'completed' });
    expectStatus(refused, 409);
    expect(refused.body.error.message).toBe(
      'Only a confirmed booking can be completed (this one is pending)',
    );
    const noAck = await patch(b.bookingId, { status: 'confirmed' });
    expectStatus(noAck, 400);
    const ok = await patch(b.bookingId, {
      status: 'confirmed',
      paymentReceived: true,
      paymentMethod: 'bank_transfer',
      adminNotes: 'Paid by cheque',
    });
    expectStatus(ok, 200);
    expect(ok.body.booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      remainingAmount: 0,
    });
    const back = await patch(b.bookingId, { status: 'pending' });
    expectStatus(back, 409);
    expect(back.body.error.message).toBe('A booking cannot be moved back to pending');
    const actions = (await detail(b.bookingId)).activity.map((x) => x.action);
    expect(actions).toEqual(expect.arrayContaining(['edited', 'status_changed']));
  });
});

describe('status through the edit: cancel frees the units, no-show by the front desk rule', () => {
  it('cancelled with a reason: units freed, the guest e-mailed', async () => {
    const b = await book({
      villaId: 'kingfisher-villa',
      checkIn: '2026-12-28',
      checkOut: '2026-12-29',
    });
    expect(await unitsOf(b.bookingId)).toHaveLength(1);
    const noReason = await patch(b.bookingId, { status: 'cancelled' });
    expectStatus(noReason, 400);
    const answer = await patch(b.bookingId, {
      status: 'cancelled',
      reason: 'Guest called',
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.booking).toMatchObject({ status: 'cancelled', units: [] });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, b.id), eq(emailOutbox.kind, 'booking_cancellation')));
    expect(mail).toBeDefined();
    const locked = await patch(b.bookingId, { checkOut: '2026-12-30', pricing: 'keep' });
    expectStatus(locked, 409);
    expect((await patch(b.bookingId, { adminNotes: 'Refund by cash' })).status).toBe(200);
  });

  it('no_show: only a confirmed booking, from the day after check-in', async () => {
    const b = await book({
      villaId: 'kingfisher-villa',
      checkIn: '2026-12-28',
      checkOut: '2026-12-30',
    });
    await patch(b.bookingId, { checkIn: '2026-11-21', checkOut: '2026-11-23', pricing: 'keep' });
    const pending = await patch(b.bookingId, { status: 'no_show' });
    expectStatus(pending, 409);
    expect(pending.body.error.message).toBe(
      'Only confirmed bookings that did not arrive can be marked as no-show',
    );
    await patch(b.bookingId, { status: 'confirmed', paymentReceived: true, paymentMethod: 'cash' });
    const answer = await patch(b.bookingId, { status: 'no_show' });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.booking.status).toBe('no_show');
  });
});

describe('unit assignment', () => {
  let x: CreatedBookingBody;
  let y: CreatedBookingBody;
  beforeAll(async () => {
    // Hornbill Villa (HV-01..04), 10 → 12 Dec.
    x = await book({ villaId: 'hornbill-villa', checkIn: '2026-12-10', checkOut: '2026-12-12' });
    y = await book({ villaId: 'hornbill-villa', checkIn: '2026-12-11', checkOut: '2026-12-13' });
  });

  it('lists the units free for the nights, the booking’s own counting as free', async () => {
    expect(await unitsOf(x.bookingId)).toEqual(['HV-01']);
    expect(await unitsOf(y.bookingId)).toEqual(['HV-02']);
    const answer = await call('GET /admin/bookings/:bookingId/free-units', {
      param: { bookingId: x.bookingId },
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.units).toEqual([
      { unitNumber: 'HV-01', current: true },
      { unitNumber: 'HV-03', current: false },
      { unitNumber: 'HV-04', current: false },
    ]);
    const later = await call.ok('GET /admin/bookings/:bookingId/free-units', {
      param: { bookingId: x.bookingId },
      query: { checkIn: '2026-12-20', checkOut: '2026-12-21' },
    });
    expect(later.units.map((u) => u.unitNumber)).toEqual(['HV-01', 'HV-02', 'HV-03', 'HV-04']);
  });

  it('moves a booking to a free unit', async () => {
    const answer = await patch(x.bookingId, { unitNumbers: ['hv-03'] });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.booking.units).toEqual(['HV-03']);
    const edited = (await detail(x.bookingId)).activity.find((a) => a.action === 'edited')!;
    expect(edited.changes.units).toEqual({ before: ['HV-01'], after: ['HV-03'] });
  });

  it('refuses an overlapping unit: the exclusion constraint judges', async () => {
    const answer = await patch(x.bookingId, { unitNumbers: ['HV-02'] });
    expectStatus(answer, 409);
    const { body } = answer;
    expect(body.error.message).toBe('Unit is not available for the selected dates');
    expect(body.error.fields?.unitNumbers).toBe('Unit is not available for the selected dates');
    expect(await unitsOf(x.bookingId)).toEqual(['HV-03']);
  });

  it('refuses a unit of another villa, or the wrong count', async () => {
    const other = await patch(x.bookingId, { unitNumbers: ['GC-01'] });
    expectStatus(other, 400);
    expect(other.body.error.fields?.unitNumbers).toBe(
      'Unit GC-01 does not belong to Hornbill Villa',
    );
    const two = await patch(x.bookingId, { unitNumbers: ['HV-01', 'HV-04'] });
    expectStatus(two, 400);
    expect(two.body.error.fields?.unitNumbers).toBe('Choose 1 unit (one for each room)');
  });

  it('two staff racing for one unit: exactly one wins', async () => {
    const [r1, r2] = await Promise.all([
      patch(x.bookingId, { unitNumbers: ['HV-04'] }),
      patch(y.bookingId, { unitNumbers: ['HV-04'] }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const loser = bodyAt(r1.status === 409 ? r1 : r2, 409);
    expect(loser.error.message).toBe('Unit is not available for the selected dates');
    const holders = [await unitsOf(x.bookingId), await unitsOf(y.bookingId)].flat();
    expect(holders.filter((u) => u === 'HV-04')).toHaveLength(1);
  });

  it('moving the dates onto a taken night picks another free unit', async () => {
    // Both on the same nights now: the second keeps a distinct unit.
    const answer = await patch(y.bookingId, {
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      pricing: 'keep',
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body.booking.units).toHaveLength(1);
    expect(body.booking.units).not.toEqual(await unitsOf(x.bookingId));
  });
});

describe('DELETE /api/admin/bookings/:bookingId', () => {
  it('deletes an unpaid booking for good and frees its units', async () => {
    const b = await book({
      villaId: 'kingfisher-villa',
      rooms: 3,
      adults: 3,
      checkIn: '2026-12-15',
      checkOut: '2026-12-16',
    });
    const avail = async () =>
      (
        await t.api.ok('GET /availability', {
          query: { villaId: 'kingfisher-villa', checkIn: '2026-12-15', checkOut: '2026-12-16' },
        })
      ).unitsLeft;
    expect(await avail()).toBe(1);
    const answer = await call('DELETE /admin/bookings/:bookingId', {
      param: { bookingId: b.bookingId },
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body).toMatchObject({
      outcome: 'deleted',
      message: 'Booking has been permanently deleted',
      unitsFreed: ['KF-01', 'KF-02', 'KF-03'],
    });
    expect(
      (await call('GET /admin/bookings/:bookingId', { param: { bookingId: b.bookingId } })).status,
    ).toBe(404);
    expect(await avail()).toBe(4);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.deleted'), eq(auditLog.entityId, b.bookingId)));
    expect(audit?.actorName).toBe('Demo Admin');
  });

  it('a paid booking is cancelled and archived, not deleted: money records are kept', async () => {
    const b = await book({ checkIn: '2026-12-08', checkOut: '2026-12-09' });
    await payWithTestGateway(t, b.bookingId, 'full');
    const answer = await call('DELETE /admin/bookings/:bookingId', {
      param: { bookingId: b.bookingId },
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body).toMatchObject({ outcome: 'archived', status: 'cancelled' });
    expect(body.message).toContain('money records are kept');
    const d = await detail(b.bookingId);
    expect(d.booking.status).toBe('cancelled');
    expect(d.units).toEqual([]);
    expect(d.payments[0]?.status).toBe('paid');
    expect(d.activity.map((a) => a.action)).toEqual(
      expect.arrayContaining(['cancelled', 'archived']),
    );
    const [row] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingId, b.bookingId));
    expect(row?.archivedAt).not.toBeNull();
    const listed = await call.ok('GET /admin/bookings', { query: { q: b.bookingId } });
    expect(listed.total).toBe(0);
    const again = await call('DELETE /admin/bookings/:bookingId', {
      param: { bookingId: b.bookingId },
    });
    expectStatus(again, 409);
  });
});

describe('POST /api/admin/bookings (staff booking)', () => {
  const staffBody = (overrides: Record<string, unknown> = {}) => {
    const {
      sessionId: _s,
      acceptTerms: _a,
      ...body
    } = bookingRequest({
      guest: { firstName: 'Phone', lastName: 'Caller', email: 'phone.caller@example.com' },
      ...overrides,
    });
    return { ...body, paymentMode: 'pay_later', ...overrides };
  };

  /** A staff booking from the untyped fixture: sent untyped, read by the route's contract. */
  const staffBook = async (body: unknown, headers: Record<string, string> = {}) =>
    answerOf(
      'POST /admin/bookings',
      await t.request('POST', '/api/admin/bookings', body, { cookie, ...headers }),
    );

  it('pay later: booking_source admin, priced by the server, held until staff act, staff as author', async () => {
    const answer = await staffBook({
      ...staffBody({ checkIn: '2026-11-22', checkOut: '2026-11-23' }),
      total: 1,
      adminNotes: 'Called at 10:05',
    });
    expectStatus(answer, 201);
    const { body } = answer;
    expect(body).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      total: 17700,
      holdExpiresAt: null,
      paymentMode: 'pay_later',
    });
    const d = await detail(body.bookingId);
    expect(d.booking).toMatchObject({ bookingSource: 'admin', adminNotes: 'Called at 10:05' });
    expect(d.activity.at(-1)).toMatchObject({
      action: 'created',
      actorName: 'Demo Admin',
      changes: {
        units: { before: null, after: ['GC-01'] },
        source: { before: null, after: 'admin' },
      },
    });
  });

  it("quotes with the staff's rules (today is fine, up to 20 guests) and the units left", async () => {
    const answer = await call('POST /admin/bookings/quote', {
      json: {
        villaId: 'hornbill-villa',
        checkIn: '2026-11-22',
        checkOut: '2026-11-23',
        adults: 2,
        children: 0,
        rooms: 1,
      },
    });
    expectStatus(answer, 200);
    const { body } = answer;
    expect(body).toMatchObject({ total: 21240, unitsLeft: 4 });
    const guest = await t.request('POST', '/api/quote', {
      villaId: 'glass-cottage',
      checkIn: '2026-11-22',
      checkOut: '2026-11-23',
      adults: 2,
      children: 0,
    });
    expectStatus(guest, 400);
  });

  it('refuses a past check-in and a missing payment mode', async () => {
    const past = await staffBook(staffBody({ checkIn: '2026-11-21', checkOut: '2026-11-23' }));
    expectStatus(past, 400);
    expect(past.body.error.fields?.checkIn).toBe('Check-in date cannot be in the past');
    const { paymentMode: _p, ...noMode } = staffBody();
    expect((await staffBook(noMode)).status).toBe(400);
  });

  it('minimum stay: refused with the reason for guests and staff; staff may override with a reason (kept in the history)', async () => {
    await t.database.db
      .insert(availability)
      .values({ villaId: 'glass-cottage', date: '2027-02-10', minNights: 2 });
    const stay = { villaId: 'glass-cottage', checkIn: '2027-02-10', checkOut: '2027-02-11' };
    const guestQuote = await t.request('POST', '/api/quote', { ...stay, adults: 2 });
    expectStatus(guestQuote, 400);
    expect((await errorBody(guestQuote)).error.fields?.checkOut).toBe(
      'Minimum stay for these dates is 2 nights',
    );
    const refused = await staffBook(staffBody(stay));
    expectStatus(refused, 400);
    expect(refused.body.error.fields?.checkOut).toBe('Minimum stay for these dates is 2 nights');
    const overridden = await staffBook(
      staffBody({ ...stay, restrictionOverrideReason: 'Returning guest, one night agreed' }),
    );
    expectStatus(overridden, 201);
    const d = await detail(overridden.body.bookingId);
    expect(d.activity.at(-1)?.changes).toMatchObject({
      restrictionOverride: { before: null, after: 'Returning guest, one night agreed' },
    });
  });

  it('payment link: the guest gets an e-mail with a link to pay, the rooms are held 24 hours', async () => {
    const answer = await staffBook(
      staffBody({
        paymentMode: 'payment_link',
        checkIn: '2026-12-21',
        checkOut: '2026-12-22',
      }),
    );
    expectStatus(answer, 201);
    const { body } = answer;
    expect(body.paymentLinkSent).toBe(true);
    expect(new Date(body.holdExpiresAt!).getTime() - t.clock.now().getTime()).toBe(24 * 3600_000);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, body.id), eq(emailOutbox.kind, 'payment_link')));
    expect(mail?.toAddress).toBe('phone.caller@example.com');
    expect(mail?.text).toContain(body.bookingId);
    // History says when the hold ends in the resort's words, not as an ISO timestamp (0119).
    const sent = (await detail(body.bookingId)).activity.find(
      (a) => a.action === 'payment_link_sent',
    );
    expect(sent?.description).toContain('rooms held until 23 Nov 2026, 10:00 am');
    expect(sent?.description).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    // The guest pays through the website's payment flow.
    const paid = await payWithTestGateway(t, body.bookingId, 'half');
    expect(paid.verify.status).toBe(200);
    expect((await detail(body.bookingId)).booking.paymentStatus).toBe('advance_paid');
  });

  it('Idempotency-Key: a retried staff booking is made once', async () => {
    const req = staffBody({ checkIn: '2026-12-23', checkOut: '2026-12-24' });
    const first = await staffBook(req, { 'idempotency-key': 'staff-key-1' });
    const second = await staffBook(req, { 'idempotency-key': 'staff-key-1' });
    expectStatus(first, 201);
    expectStatus(second, 201);
    expect(second.body.bookingId).toBe(first.body.bookingId);
    expect(second.res.headers.get('idempotent-replayed')).toBe('true');
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.checkIn, '2026-12-23'));
    expect(rows).toHaveLength(1);
  });

  it('a staff booking racing a website booking for the last unit: exactly one wins', async () => {
    // Kingfisher Villa, 26 → 27 Dec: three of four units taken first.
    const stay = { villaId: 'kingfisher-villa', checkIn: '2026-12-26', checkOut: '2026-12-27' };
    await book({ ...stay, rooms: 3, adults: 3 });
    const [staff, web] = await Promise.all([
      t.request('POST', '/api/admin/bookings', staffBody(stay), { cookie }),
      t.request('POST', '/api/bookings', bookingRequest(stay)),
    ]);
    expect([staff.status, web.status].sort()).toEqual([201, 409]);
    const loser = await errorBody(staff.status === 409 ? staff : web);
    expect(loser.error.message).toBe('Villa is no longer available for selected dates');
    const activity = await t.database.db
      .select()
      .from(bookingActivities)
      .where(eq(bookingActivities.activityType, 'created'));
    expect(activity.length).toBeGreaterThan(0);
  });
});

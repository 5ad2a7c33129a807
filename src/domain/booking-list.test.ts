import { describe, expect, it } from 'vitest';
import { bookingDateFilter, bookingListQuerySchema, legacyFilterParam } from './booking-list';

describe('booking list query', () => {
  it.each([
    [{}, { sort: '-createdAt', page: 1, pageSize: 20 }],
    [
      { status: 'all', paymentStatus: 'all', villaId: 'all' },
      { sort: '-createdAt', page: 1, pageSize: 20 },
    ],
    [
      {
        q: 'Rao',
        status: 'pending',
        paymentStatus: 'advance_paid',
        villaId: 'glass-cottage',
        from: '2026-12-01',
        to: '2026-12-31',
        sort: 'checkIn',
      },
      {
        q: 'Rao',
        status: 'pending',
        paymentStatus: 'advance_paid',
        villaId: 'glass-cottage',
        from: '2026-12-01',
        to: '2026-12-31',
        sort: 'checkIn',
        page: 1,
        pageSize: 20,
      },
    ],
  ])('reads %o', (input, expected) =>
    expect(bookingListQuerySchema.parse(input)).toEqual(expected),
  );

  it.each([
    [{ status: 'lost' }, 'status', 'Unknown booking status'],
    [{ paymentStatus: 'half' }, 'paymentStatus', 'Unknown payment status'],
    [{ villaId: "x' or 1=1" }, 'villaId', 'Unknown villa'],
    [{ from: '2026-02-30' }, 'from', 'From must be a date (YYYY-MM-DD)'],
    [{ to: '1/12/2026' }, 'to', 'To must be a date (YYYY-MM-DD)'],
    [{ from: '2026-12-10', to: '2026-12-01' }, 'to', 'To must be on or after From'],
    [{ sort: 'email' }, 'sort', undefined],
  ])('refuses %o', (input, field, message) => {
    const result = bookingListQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual([field]);
    if (message) expect(result.error!.issues[0]!.message).toBe(message);
  });
});

describe('date filter semantics (spec: both → stay inside; only from/to → by booking day)', () => {
  const tz = 'Asia/Kolkata';
  it.each([
    [{}, { kind: 'none' }],
    [
      { from: '2026-12-01', to: '2026-12-05' },
      { kind: 'stay', from: '2026-12-01', to: '2026-12-05' },
    ],
    // Midnight in Kolkata is 18:30 UTC the day before.
    [{ from: '2026-11-20' }, { kind: 'created', start: new Date('2026-11-19T18:30:00.000Z') }],
    [{ to: '2026-11-20' }, { kind: 'created', end: new Date('2026-11-20T18:30:00.000Z') }],
  ])('%o → %o', (query, filter) => expect(bookingDateFilter(query, tz)).toEqual(filter));
});

describe('the dashboard link', () => {
  it('?filter=advance_paid means payment status Half Paid', () => {
    expect(legacyFilterParam('advance_paid')).toEqual({ paymentStatus: 'advance_paid' });
    expect(legacyFilterParam(null)).toEqual({});
    expect(legacyFilterParam('anything')).toEqual({});
  });
});

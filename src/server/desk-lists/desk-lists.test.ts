import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { recordMoneyMovement } from '../payments/ledger';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { bodyAt } from '../testing/typed-client';

let t: TestApp;
let cookie: string;
const codes = {} as Record<
  'arrive' | 'stay' | 'leave' | 'other' | 'cancelled' | 'arrived' | 'awaited',
  string
>;

/** The text pdf.js reads back (through each font's ToUnicode map). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: bytes,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    out.push(content.items.map((i) => ('str' in i ? i.str : '')).join(''));
  }
  return out.join('\n').normalize('NFC');
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInDemoAdmin(t);
  const db = t.database.db;
  const add = async (
    key: keyof typeof codes,
    stay: Parameters<typeof insertBookingWithUnits>[1],
  ) => {
    const b = await insertBookingWithUnits(db, stay);
    codes[key] = b.bookingId;
    return b;
  };
  await add('arrive', {
    villaId: 'glass-cottage',
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
    unitNumbers: ['GC-01'],
    guestName: 'Zoë Łukasiewicz',
  });
  await add('stay', {
    villaId: 'hornbill-villa',
    checkIn: '2026-12-08',
    checkOut: '2026-12-11',
    unitNumbers: ['HV-01'],
    guestName: 'Anil Kumar',
    status: 'checked_in',
  });
  const leaving = await add('leave', {
    villaId: 'kingfisher-villa',
    checkIn: '2026-12-07',
    checkOut: '2026-12-10',
    unitNumbers: ['KF-01'],
    guestName: 'Bela Das',
    status: 'checked_in',
  });
  // The departing guest paid ₹1,500 more than the stay's price at the desk: the resort owes it back.
  await db.transaction((tx) =>
    recordMoneyMovement(
      tx,
      {
        bookingUuid: leaving.id,
        kind: 'desk_payment',
        amount: 17700 + 1500,
        idempotencyKey: 'desk-lists:overpaid',
        method: 'cash',
        plan: null,
        chargeId: null,
        reference: 'desk-lists-overpaid',
      },
      {
        actor: { id: null, name: 'Test' },
        now: new Date('2026-12-09T10:00:00Z'),
        config: t.config,
      },
    ),
  );
  await add('other', {
    villaId: 'glass-cottage',
    checkIn: '2026-12-11',
    checkOut: '2026-12-12',
    unitNumbers: ['GC-02'],
    guestName: 'Chitra Other Day',
  });
  // Another day: one arrival already checked in, one still awaited.
  await add('arrived', {
    villaId: 'glass-cottage',
    checkIn: '2026-12-20',
    checkOut: '2026-12-22',
    unitNumbers: ['GC-01'],
    guestName: 'Esha Early',
    status: 'checked_in',
  });
  await add('awaited', {
    villaId: 'hornbill-villa',
    checkIn: '2026-12-20',
    checkOut: '2026-12-21',
    unitNumbers: ['HV-01'],
    guestName: 'Farid Later',
  });
  await add('cancelled', {
    villaId: 'glass-cottage',
    checkIn: '2026-12-10',
    checkOut: '2026-12-11',
    unitNumbers: ['GC-03'],
    guestName: 'Dev Cancelled',
    status: 'cancelled',
    paymentStatus: 'refunded',
  });
}, 120_000);
afterAll(() => t?.close(), 60_000);

describe('the desk lists of a day', () => {
  it('put each live booking on the right list, with the amount due from the ledger', async () => {
    const res = await t.api('GET /admin/front-desk/lists', {
      query: { date: '2026-12-10' },
      header: { cookie },
    });
    expect(res.status).toBe(200);
    const lists = bodyAt(res, 200);
    expect(lists.arrivals.map((r) => r.bookingId)).toEqual([codes.arrive]);
    expect(lists.inHouse.map((r) => r.bookingId)).toEqual([codes.stay]);
    expect(lists.departures.map((r) => r.bookingId)).toEqual([codes.leave]);
    expect(lists.arrivals[0]).toMatchObject({
      guestName: 'Zoë Łukasiewicz',
      units: ['GC-01'],
      nights: 2,
      adults: 2,
      children: 0,
      registration: 'none',
    });
    // The fixture records no payment in the ledger: the whole price is due.
    expect(lists.arrivals[0]!.due).toBe(17700);
    expect(lists.arrivals[0]!.refundOwed).toBe(0);
    expect(lists.departures[0]).toMatchObject({ due: 0, refundOwed: 1500 });
  });

  it('count a guest who arrived and checked in that day as in house too', async () => {
    const res = await t.api('GET /admin/front-desk/lists', {
      query: { date: '2026-12-20' },
      header: { cookie },
    });
    expect(res.status).toBe(200);
    const lists = bodyAt(res, 200);
    expect(lists.arrivals.map((r) => r.bookingId)).toEqual([codes.arrived, codes.awaited]);
    expect(lists.inHouse.map((r) => r.bookingId)).toEqual([codes.arrived]);
    expect(lists.departures).toEqual([]);
  });

  it('print as a PDF naming the right bookings and nobody else', async () => {
    const res = await t.request(
      'GET',
      '/api/admin/front-desk/lists.pdf?date=2026-12-10',
      undefined,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const s of [
      'Arrivals (1)',
      'In house (1)',
      'Departures (1)',
      'Zoë Łukasiewicz',
      codes.arrive,
      'Anil Kumar',
      'Bela Das',
      'INR 17,700',
      // The cell wraps on the page: its two words and the amount.
      'Refund owed',
      'INR 1,500',
      'Not registered',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('Chitra Other Day');
    expect(text).not.toContain('Dev Cancelled');
    expect(text).not.toContain('?');
  });

  it('refuse a date that is not one', async () => {
    const bad = await t.request(
      'GET',
      '/api/admin/front-desk/lists.pdf?date=2026-13-40',
      undefined,
      {
        cookie,
      },
    );
    expect(bad.status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { DeskLists } from './contract';

vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let cookie: string;
const codes = {} as Record<'arrive' | 'stay' | 'leave' | 'other' | 'cancelled', string>;

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
    codes[key] = (await insertBookingWithUnits(db, stay)).bookingId;
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
  await add('leave', {
    villaId: 'kingfisher-villa',
    checkIn: '2026-12-07',
    checkOut: '2026-12-10',
    unitNumbers: ['KF-01'],
    guestName: 'Bela Das',
    status: 'checked_in',
  });
  await add('other', {
    villaId: 'glass-cottage',
    checkIn: '2026-12-11',
    checkOut: '2026-12-12',
    unitNumbers: ['GC-02'],
    guestName: 'Chitra Other Day',
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
    const res = await t.request('GET', '/api/admin/front-desk/lists?date=2026-12-10', undefined, {
      cookie,
    });
    expect(res.status).toBe(200);
    const lists = (await res.json()) as DeskLists;
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

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemoAdmin } from '../admin-auth/test-helpers';
import { queryRows, type Db } from '../db/client';
import {
  bookingCharges,
  bookings,
  documentCounters,
  moneyMovements,
  taxDocuments,
} from '../db/schema';
import { taxOnCharge } from '../../domain/charge-tax';
import { recordMoneyMovement } from '../payments/ledger';
import { loadConfig } from '../env';
import { createBookingOk, payWithTestGateway } from '../testing/booking-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { renderTaxDocumentPdf } from './tax-document-pdf';
import {
  documentResortOf,
  documentsOf,
  issueDocumentsForMovement,
  type DocumentMovement,
  type DocumentResort,
} from './issue-service';
import { bodyAt } from '../testing/typed-client';

let t: TestApp;
let resort: DocumentResort;
let cookie: string;
/** 26 Nov 2026 11:30 in India: financial year 26-27. */
const NOW = new Date('2026-11-26T06:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ env: { RESORT_GSTIN: '29ABCDE1234F1Z5' } });
  resort = documentResortOf(t.config);
  t.clock.set(NOW.toISOString());
  cookie = await signInDemoAdmin(t);
}, 90_000);
afterAll(() => t.close());

let phone = 0;
/** A booking made through the API (not paid), with its row. */
async function madeBooking(
  guest: { firstName: string; lastName: string } = { firstName: 'Asha', lastName: 'Rao' },
  stay: Record<string, unknown> = {},
) {
  const made = await createBookingOk(t, {
    ...stay,
    guest: {
      ...guest,
      email: `guest${++phone}@example.com`,
      phone: `80000 000${String(phone).padStart(2, '0')}`,
    },
  });
  return { made, row: await rowOf(made.id) };
}

/** A booking made and half paid through the API: the writer has issued its invoice. */
async function paidBooking(
  guest?: { firstName: string; lastName: string },
  stay: Record<string, unknown> = {},
) {
  const { made } = await madeBooking(guest, stay);
  const { verify } = await payWithTestGateway(t, made.bookingId, 'half');
  expect(verify.status).toBe(200);
  const docs = await documentsOf(t.database.db, made.id);
  expect(docs.map((d) => d.kind)).toEqual(['invoice']);
  return { made, row: await rowOf(made.id), invoice: docs[0]! };
}

const rowOf = async (uuid: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, uuid)))[0]!;
const movementsOf = (uuid: string) =>
  t.database.db
    .select()
    .from(moneyMovements)
    .where(eq(moneyMovements.bookingId, uuid))
    .orderBy(asc(moneyMovements.createdAt), asc(moneyMovements.occurredAt));

/** A staff refund through the admin API (the writer issues its credit note). */
async function staffRefund(bookingId: string, amount: number, reason: string) {
  const res = await t.request(
    'POST',
    `/api/admin/bookings/${bookingId}/refunds`,
    { amount, reason },
    { cookie, 'idempotency-key': `docs-${bookingId}-${amount}-${reason}` },
  );
  expect(res.status).toBe(201);
}

/** A desk payment through the admin API. */
async function deskPayment(bookingId: string, amount: number) {
  const res = await t.request(
    'POST',
    `/api/admin/bookings/${bookingId}/payments`,
    { amount, method: 'cash' },
    { cookie },
  );
  expect(res.status).toBe(201);
}

/**
 * A charge added and then voided through the writer, as the ledger's charge scenario does. With
 * `payFirst` (the booking code) the charge is paid at the desk before the void, so the payment
 * invoices it (decision 0120) and the void has an invoice to credit.
 */
async function addAndVoidCharge(uuid: string, net: number, payFirst?: string) {
  const tax = taxOnCharge('safari', net);
  const ctx = { actor: { id: null, name: 'Test' }, now: t.clock.now(), config: t.config };
  const chargeId = await t.database.db.transaction(async (tx) => {
    const [c] = await tx
      .insert(bookingCharges)
      .values({
        bookingId: uuid,
        kind: 'safari',
        description: 'Jeep safari',
        quantity: 1,
        unitPrice: net,
        tax,
        amount: net + tax,
      })
      .returning();
    await recordMoneyMovement(
      tx,
      {
        bookingUuid: uuid,
        kind: 'charge_added',
        amount: c!.amount,
        idempotencyKey: `charge:${c!.id}`,
        chargeId: c!.id,
      },
      ctx,
    );
    return c!.id;
  });
  if (payFirst) await deskPayment(payFirst, net + tax);
  // As the charges service voids: the row is marked, then the movement is recorded.
  await t.database.db.transaction(async (tx) => {
    await tx
      .update(bookingCharges)
      .set({ voidedAt: ctx.now })
      .where(eq(bookingCharges.id, chargeId));
    await recordMoneyMovement(
      tx,
      {
        bookingUuid: uuid,
        kind: 'charge_voided',
        amount: net + tax,
        idempotencyKey: `charge:${chargeId}:void`,
        chargeId,
      },
      ctx,
    );
  });
  return { gross: net + tax, tax };
}

const ctxAt = (now: Date) => ({ actor: { id: null, name: 'Test' }, now, config: t.config });
const deskMovement = (uuid: string, amount: number, key: string) => ({
  bookingUuid: uuid,
  kind: 'desk_payment' as const,
  amount,
  method: 'cash' as const,
  idempotencyKey: key,
});

let movements = 0;
const movement = (kind: string, amount: number, extra: Partial<DocumentMovement> = {}) => ({
  id: `movement-${++movements}`,
  kind,
  amount,
  at: NOW,
  ...extra,
});

const issue = (
  row: typeof bookings.$inferSelect,
  m: DocumentMovement,
  now = NOW,
  db: Db = t.database.db,
) =>
  db.transaction((tx) => issueDocumentsForMovement(tx, { booking: row, movement: m, now, resort }));

/** The text pdf.js reads back, without the breaks between runs of different fonts. */
async function pdfText(res: Response): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(await res.arrayBuffer()),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items
    .map((i) => ('str' in i ? i.str : ''))
    .filter((s) => s.trim() !== '')
    .join('\n');
}

describe('documents issued by the ledger writer', () => {
  it('money first received issues the tax invoice; a second payment issues nothing', async () => {
    const { made, row, invoice } = await paidBooking();
    expect(row.total).toBe(17700); // the spec's weekday Glass Cottage for two
    const [payment] = await movementsOf(row.id);
    expect(payment).toMatchObject({ kind: 'online_payment', amount: 8850 });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      bookingId: row.id,
      movementId: payment!.id,
      financialYear: '26-27',
      taxablePaise: 1_500_000,
      cgstPaise: 135_000,
      sgstPaise: 135_000,
      totalPaise: 1_770_000,
      invoiceId: null,
      issuedAt: NOW,
    });
    expect(invoice.number).toMatch(/^VM\/26-27\/\d{6}$/);
    expect(invoice.snapshot).toMatchObject({
      heading: 'Tax invoice',
      number: invoice.number,
      issueDate: '26 Nov 2026',
      placeOfSupply: 'Karnataka (29)',
      guest: { name: 'Asha Rao' },
      taxLabels: { cgst: 'CGST 9%', sgst: 'SGST 9%' },
      receivedPaise: 885_000,
      lines: [{ sac: '996311', amountPaise: 1_500_000 }],
    });
    // The balance, online and then more at the desk: still the one invoice.
    const { verify } = await payWithTestGateway(t, made.bookingId, 'balance' as 'full');
    expect(verify.status).toBe(200);
    expect((await movementsOf(row.id)).map((m) => m.kind)).toEqual([
      'online_payment',
      'online_payment',
    ]);
    expect(await documentsOf(t.database.db, row.id)).toEqual([invoice]);
  });

  it('is idempotent per movement: a retried movement gets the same document and takes no number', async () => {
    const { row } = await madeBooking();
    const counter = () =>
      t.database.db
        .select()
        .from(documentCounters)
        .where(eq(documentCounters.series, 'invoice'))
        .then((r) => r.map((c) => c.lastSerial));
    const key = `retry-${row.id}`;
    const move = () =>
      t.database.db.transaction((tx) =>
        recordMoneyMovement(tx, deskMovement(row.id, 17700, key), ctxAt(NOW)),
      );
    expect((await move()).applied).toBe(true);
    const [first] = await documentsOf(t.database.db, row.id);
    expect(first).toMatchObject({ kind: 'invoice', totalPaise: 1_770_000 });
    const before = await counter();
    expect((await move()).applied).toBe(false);
    expect(await documentsOf(t.database.db, row.id)).toEqual([first]);
    // Issuing again for the same movement answers the same document.
    const [m] = await movementsOf(row.id);
    expect(await issue(row, movement('payment', 17700, { id: m!.id }))).toEqual(first);
    expect(await counter()).toEqual(before);
  });

  it('refunds and voided charges after the invoice issue credit notes against it, never more than it', async () => {
    const unpaid = await madeBooking();
    expect(await issue(unpaid.row, movement('refund', 1000))).toBeNull(); // nothing invoiced yet

    const { made, row, invoice } = await paidBooking();
    await staffRefund(made.bookingId, 8850, 'Dates shortened');
    const refund = (await movementsOf(row.id)).find((m) => m.kind === 'refund_requested')!;
    const [, first] = await documentsOf(t.database.db, row.id);
    expect(first).toMatchObject({
      kind: 'credit_note',
      invoiceId: invoice.id,
      movementId: refund.id,
      reason: 'Dates shortened',
      taxablePaise: 750_000,
      cgstPaise: 67_500,
      sgstPaise: 67_500,
      totalPaise: 885_000,
    });
    expect(first!.number).toMatch(/^VM\/CN\/26-27\/\d{4}$/);
    expect(first!.number.length).toBeLessThanOrEqual(16);
    expect(first!.snapshot.against).toEqual({ number: invoice.number, issueDate: '26 Nov 2026' });

    // A charge voided before any payment invoiced it has nothing to credit (decision 0120).
    await addAndVoidCharge(row.id, 20000);
    expect(await documentsOf(t.database.db, row.id)).toHaveLength(2);

    // The rest paid and refunded: a second note, and the notes now add up to the invoice exactly.
    await deskPayment(made.bookingId, 8850);
    await staffRefund(made.bookingId, 8850, 'Stay cancelled in part');
    const notes = (await documentsOf(t.database.db, row.id))
      .filter((d) => d.kind === 'credit_note')
      .sort((a, b) => a.serial - b.serial);
    expect(notes[0]!.id).toBe(first!.id);
    const second = notes[1];
    expect(second).toMatchObject({
      kind: 'credit_note',
      invoiceId: invoice.id,
      totalPaise: 885_000,
    });
    expect(second!.taxablePaise + first!.taxablePaise).toBe(invoice.taxablePaise);
    expect(Number(second!.number.slice(-4))).toBe(Number(first!.number.slice(-4)) + 1);

    // More money and a refund of it: the invoice is fully credited, no further note.
    await deskPayment(made.bookingId, 100);
    await staffRefund(made.bookingId, 100, 'Overpaid');
    const docs = await documentsOf(t.database.db, row.id);
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'credit_note']);
    // Only the payment and the refunds decided issued documents (not the settlements, the charge
    // added or voided, or the later payments).
    const kindOf = new Map((await movementsOf(row.id)).map((m) => [m.id, m.kind]));
    expect(docs.map((d) => kindOf.get(d.movementId))).toEqual([
      'online_payment',
      'refund_requested',
      'refund_requested',
    ]);
    expect([...kindOf.values()]).toEqual(
      expect.arrayContaining(['refund_processed', 'charge_added', 'charge_voided', 'desk_payment']),
    );
  });

  it("a voided charge's credit note carries the charge's own tax", async () => {
    const { made, row } = await paidBooking();
    const charge = await addAndVoidCharge(row.id, 2000, made.bookingId);
    const [, chargesInvoice, note] = await documentsOf(t.database.db, row.id);
    expect(chargesInvoice).toMatchObject({ kind: 'invoice', totalPaise: charge.gross * 100 });
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoiceId: chargesInvoice!.id,
      reason: 'Charge voided',
      totalPaise: charge.gross * 100,
      taxablePaise: 2000 * 100,
    });
    expect(note!.cgstPaise + note!.sgstPaise).toBe(charge.tax * 100);
  });

  it("the guest's own cancellation issues the credit note of its refund", async () => {
    const { made, row, invoice } = await paidBooking();
    const res = await t.api('POST /bookings/:bookingId/cancel', {
      param: { bookingId: made.bookingId },
      json: { accessToken: made.accessToken },
    });
    expect(res.status).toBe(200);
    const { refundAmount } = bodyAt(res, 200);
    expect(refundAmount).toBeGreaterThan(0);
    const docs = await documentsOf(t.database.db, row.id);
    expect(docs.map((d) => [d.kind, d.totalPaise, d.invoiceId])).toEqual([
      ['invoice', 1_770_000, null],
      ['credit_note', refundAmount * 100, invoice.id],
    ]);
  });

  it('a rolled-back transaction gives its number back: no gap', async () => {
    const { row: a } = await madeBooking();
    const { row: b } = await madeBooking();
    const late = new Date('2031-06-01T06:00:00Z'); // financial year 31-32, a fresh series
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordMoneyMovement(tx, deskMovement(a.id, 100, `late-a1-${a.id}`), ctxAt(late));
        const [doc] = await documentsOf(tx, a.id);
        expect(doc!.number).toBe('VM/31-32/000001');
        throw new Error('the ledger write failed');
      }),
    ).rejects.toThrow('the ledger write failed');
    expect(await documentsOf(t.database.db, a.id)).toEqual([]);
    expect(await movementsOf(a.id)).toEqual([]);
    const pay = (uuid: string, key: string) =>
      t.database.db.transaction((tx) =>
        recordMoneyMovement(tx, deskMovement(uuid, 100, key), ctxAt(late)),
      );
    await pay(b.id, `late-b-${b.id}`);
    await pay(a.id, `late-a2-${a.id}`);
    expect((await documentsOf(t.database.db, b.id))[0]!.number).toBe('VM/31-32/000001');
    expect((await documentsOf(t.database.db, a.id))[0]!.number).toBe('VM/31-32/000002');
  });

  it('20 bookings invoiced in parallel transactions get 1..20, no gap, no duplicate', async () => {
    const { row } = await paidBooking();
    // Copies of a real booking (the numbering does not look at the stay).
    const copies = await t.database.db
      .insert(bookings)
      .values(
        Array.from({ length: 20 }, (_, i) => {
          const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = row;
          return { ...rest, bookingId: `${row.bookingId}-P${i}` };
        }),
      )
      .returning();
    const year = new Date('2032-05-01T06:00:00Z'); // financial year 32-33
    const docs = await Promise.all(copies.map((c) => issue(c, movement('payment', 500), year)));
    const serials = docs.map((d) => d!.serial).sort((x, y) => x - y);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(docs.map((d) => d!.number)).size).toBe(20);
    const [counter] = await t.database.db
      .select()
      .from(documentCounters)
      .where(eq(documentCounters.financialYear, '32-33'));
    expect(counter!.lastSerial).toBe(20);
  });

  it('the database refuses a second invoice for a booking and a number over 16 characters', async () => {
    const { invoice } = await paidBooking();
    const { id: _id, ...copy } = invoice;
    await expect(
      t.database.db
        .insert(taxDocuments)
        .values({ ...copy, number: 'VM/26-27/999998', serial: 999998, movementId: 'x1' }),
    ).rejects.toThrow();
    await expect(
      queryRows(
        t.database.db,
        sql`update tax_documents set number = 'VM/26-27/0000001234' where id = ${invoice.id}`,
      ),
    ).rejects.toThrow();
  });
});

describe('documents endpoints', () => {
  it('staff list and download the invoice and credit notes; the PDF is the one issued, whatever changes later', async () => {
    const { made, row, invoice } = await paidBooking({ firstName: 'अनन्या', lastName: 'शर्मा' });
    await staffRefund(made.bookingId, 1770, 'Refund of one guest');
    const [, note] = await documentsOf(t.database.db, row.id);
    expect(note).toMatchObject({ kind: 'credit_note', totalPaise: 177_000 });
    const res = await t.api('GET /admin/bookings/:bookingId/documents', {
      param: { bookingId: made.bookingId },
      header: { cookie },
    });
    expect(res.status).toBe(200);
    const list = bodyAt(res, 200);
    expect(list).toEqual([
      {
        kind: 'invoice',
        number: invoice.number,
        issuedAt: NOW.toISOString(),
        total: 17700,
        url: `/api/admin/bookings/${made.bookingId}/documents/${invoice.id}`,
      },
      {
        kind: 'credit_note',
        number: note!.number,
        issuedAt: NOW.toISOString(),
        total: 1770,
        url: `/api/admin/bookings/${made.bookingId}/documents/${note!.id}`,
      },
    ]);
    // Without a session: 401.
    expect((await t.request('GET', list[0]!.url)).status).toBe(401);

    // A later edit of the booking does not change the issued document.
    await t.database.db
      .update(bookings)
      .set({ guestName: 'Someone Else' })
      .where(eq(bookings.id, row.id));
    const pdf = await t.request('GET', list[0]!.url, undefined, { cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `village-machaan-${invoice.number.replace(/\//g, '-')}.pdf`,
    );
    const text = await pdfText(pdf);
    for (const expected of [
      'TAX INVOICE',
      invoice.number,
      'GSTIN 29ABCDE1234F1Z5',
      'Karnataka (29)',
      '996311',
      'CGST 9%',
      'INR 1,350.00',
      'INR 17,700.00',
      'INR 8,850.00',
      'Balance due',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Someone Else');
    // The Hindi name is printed (shaped glyph order: every character, once).
    const sorted = (s: string) => [...s.replace(/\s/g, '').normalize('NFC')].sort().join('');
    expect(text.replace(/\n/g, '')).not.toContain('?');
    const billed = /Billed to\nStay\n([\s\S]*?)\nGlass Cottage/.exec(text)?.[1] ?? '';
    expect(sorted(billed)).toBe(sorted('अनन्या शर्मा'));

    const cn = await pdfText(await t.request('GET', list[1]!.url, undefined, { cookie }));
    for (const expected of [
      'CREDIT NOTE',
      note!.number,
      `${invoice.number} of 26 Nov 2026`,
      'Refund',
    ])
      expect(cn).toContain(expected);
  });

  it('guests list and download their own documents with their token or e-mail; nobody else can', async () => {
    const { made, invoice } = await paidBooking();
    const { invoice: otherInvoice } = await paidBooking();

    const base = `/api/bookings/${made.bookingId}/documents`;
    const byToken = await t.api('GET /bookings/:bookingId/documents', {
      param: { bookingId: made.bookingId },
      query: { token: made.accessToken },
    });
    expect(byToken.status).toBe(200);
    const [listed] = bodyAt(byToken, 200);
    expect(listed).toMatchObject({
      kind: 'invoice',
      number: invoice.number,
      url: `${base}/${invoice.id}`,
    });
    const pdf = await t.request('GET', `${listed!.url}?email=${made.email}`);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf)).toContain(invoice.number);

    expect((await t.request('GET', base)).status).toBe(404); // no proof
    expect((await t.request('GET', `${base}?email=someone@example.com`)).status).toBe(404);
    // Another booking's document through this booking's proof: 404.
    expect(
      (await t.request('GET', `${base}/${otherInvoice.id}?token=${made.accessToken}`)).status,
    ).toBe(404);
    expect((await t.request('GET', `${base}/not-a-uuid?token=${made.accessToken}`)).status).toBe(
      404,
    );
  });

  it('the confirmation PDF says it is not the tax invoice', async () => {
    const { made } = await paidBooking();
    const res = await t.request(
      'GET',
      `/api/bookings/${made.bookingId}/confirmation.pdf?token=${made.accessToken}`,
    );
    const text = await pdfText(res);
    expect(text).toContain('BOOKING CONFIRMATION / RECEIPT');
    expect(text).toContain('Not a tax invoice');
    expect(text).not.toMatch(/TAX INVOICE|INV-/);
  });
});

describe('the PDF of a long stay', () => {
  it('continues its lines on a second page, headed with its number', async () => {
    const { invoice } = await paidBooking();
    const snapshot = {
      ...invoice.snapshot,
      lines: Array.from({ length: 30 }, (_, i) => ({
        label: `Glass Cottage, night ${i + 1}`,
        sac: '996311',
        amountPaise: 1_500_000,
      })),
    };
    const bytes = await renderTaxDocumentPdf(snapshot, invoice.issuedAt);
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 })
      .promise;
    expect(doc.numPages).toBe(2);
    const second = (await (await doc.getPage(2)).getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join('\n');
    expect(second).toContain(`Tax invoice ${invoice.number} (continued)`);
    expect(second).toContain('Total (incl. GST)');
  });
});

describe('GST_SLABS', () => {
  it('defaults to India’s slabs on accommodation and refuses a bad list at start', () => {
    expect(loadConfig({}).gstSlabs).toEqual([
      { upTo: 7500, percent: 5 },
      { upTo: null, percent: 18 },
    ]);
    expect(loadConfig({ GST_SLABS: '2500:12,*:28' }).gstSlabs).toEqual([
      { upTo: 2500, percent: 12 },
      { upTo: null, percent: 28 },
    ]);
    expect(() => loadConfig({ GST_SLABS: '7500:5' })).toThrow(
      'Invalid configuration: GST_SLABS "7500:5": the last slab must be open ("*")',
    );
  });

  it('a configured slab changes the quote', async () => {
    const other = await createTestApp({ env: { GST_SLABS: '20000:12,*:28' }, seed: true });
    try {
      const quote = await other.api.ok('POST /quote', {
        json: {
          villaId: 'glass-cottage',
          checkIn: '2026-12-01',
          checkOut: '2026-12-02',
          adults: 2,
          children: 0,
          rooms: 1,
        },
      });
      expect([quote.taxes, quote.lines.at(-1)?.label]).toEqual([1800, 'Taxes (12% GST)']);
    } finally {
      await other.close();
    }
  }, 120_000);
});

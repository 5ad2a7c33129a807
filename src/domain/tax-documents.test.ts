import { describe, expect, it } from 'vitest';
import {
  buildCreditNoteSnapshot,
  buildInvoiceSnapshot,
  creditNoteAmounts,
  documentDate,
  documentNumber,
  financialYearAt,
  financialYearOf,
  formatDocumentMoney,
  placeOfSupply,
  singleRateOf,
  splitTax,
  type DocumentParty,
} from './tax-documents';

describe('financialYearOf (1 April – 31 March)', () => {
  it.each([
    ['2026-04-01', '26-27'],
    ['2026-11-26', '26-27'],
    ['2027-03-31', '26-27'],
    ['2027-04-01', '27-28'],
    ['2026-03-31', '25-26'],
    ['2099-12-31', '99-00'],
    ['2100-01-01', '99-00'],
  ])('%s → %s', (date, fy) => expect(financialYearOf(date)).toBe(fy));

  it('takes the date in the resort time zone', () => {
    // 31 Mar 2027 19:00 UTC is already 1 April 00:30 in India.
    const at = new Date('2027-03-31T19:00:00Z');
    expect(financialYearAt(at, 'Asia/Kolkata')).toBe('27-28');
    expect(financialYearAt(at, 'UTC')).toBe('26-27');
  });
});

describe('documentNumber (at most 16 characters)', () => {
  it.each([
    ['invoice', '26-27', 1, 'VM/26-27/000001'],
    ['invoice', '26-27', 123, 'VM/26-27/000123'],
    ['invoice', '26-27', 999999, 'VM/26-27/999999'],
    ['credit_note', '26-27', 1, 'VM/CN/26-27/0001'],
    ['credit_note', '27-28', 9999, 'VM/CN/27-28/9999'],
  ] as const)('%s %s #%i → %s', (kind, fy, serial, number) => {
    expect(documentNumber(kind, fy, serial)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
  });

  it.each([
    ['invoice', 1_000_000],
    ['credit_note', 10_000],
    ['invoice', 0],
  ] as const)('%s #%i does not fit and is refused, never cut', (kind, serial) => {
    expect(() => documentNumber(kind, '26-27', serial)).toThrow(/does not fit/);
  });
});

describe('splitTax and the single rate', () => {
  it.each([
    [1_500_000, 270_000, 135_000, 135_000],
    [1_500_100, 270_018, 135_009, 135_009],
    [100, 5, 3, 2], // an odd paisa goes to CGST
  ])('taxable %i, tax %i → CGST %i + SGST %i', (taxable, tax, cgst, sgst) => {
    expect(splitTax(taxable, tax)).toEqual({
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      totalPaise: taxable + tax,
    });
  });

  it.each([
    [15000, 2700, 18],
    [12000, 600, 5],
    [900, 0, 0],
    [13800, 1704, null], // mixed slabs
  ])('subtotal %i with taxes %i → %s%%', (subtotal, taxes, rate) => {
    expect(singleRateOf(subtotal, taxes, [0, 5, 18])).toBe(rate);
  });
});

describe('creditNoteAmounts', () => {
  const invoice = splitTax(1_500_000, 270_000); // ₹17,700
  it.each([
    [
      'a half refund',
      0,
      0,
      885_000,
      { taxablePaise: 750_000, cgstPaise: 67_500, sgstPaise: 67_500, totalPaise: 885_000 },
    ],
    [
      'the rest after a half',
      750_000,
      885_000,
      885_000,
      { taxablePaise: 750_000, cgstPaise: 67_500, sgstPaise: 67_500, totalPaise: 885_000 },
    ],
    [
      'more than is left is capped',
      750_000,
      885_000,
      2_000_000,
      { taxablePaise: 750_000, cgstPaise: 67_500, sgstPaise: 67_500, totalPaise: 885_000 },
    ],
    [
      '₹1,000',
      0,
      0,
      100_000,
      { taxablePaise: 84_746, cgstPaise: 7_627, sgstPaise: 7_627, totalPaise: 100_000 },
    ],
  ])('%s', (_, creditedTaxable, creditedTotal, amount, expected) => {
    expect(
      creditNoteAmounts(
        invoice,
        { taxablePaise: creditedTaxable, totalPaise: creditedTotal },
        amount,
      ),
    ).toEqual(expected);
  });

  it.each([
    ['a voided ₹1,180 charge at its own 18%', 0, 0, 118_000, 18_000, 100_000],
    ['a voided ₹1,050 meal at 5%', 0, 0, 105_000, 5_000, 100_000],
    ['more than is left: the invoice proportion', 750_000, 885_000, 900_000, 0, 750_000],
  ])('%s', (_, creditedTaxable, creditedTotal, amount, tax, taxable) => {
    const note = creditNoteAmounts(
      invoice,
      { taxablePaise: creditedTaxable, totalPaise: creditedTotal },
      amount,
      tax,
    );
    expect(note?.taxablePaise).toBe(taxable);
  });

  it('nothing left to credit → no credit note', () => {
    expect(
      creditNoteAmounts(invoice, { taxablePaise: 1_500_000, totalPaise: 1_770_000 }, 100),
    ).toBeNull();
  });
});

describe('snapshots', () => {
  const party: DocumentParty = {
    resort: {
      name: 'Village Machaan',
      address: 'Forest Rd',
      phone: '1',
      email: 'a@b.c',
      gstin: '29ABCDE1234F1Z5',
    },
    guest: { name: 'अनन्या शर्मा', email: 'g@example.com', phone: null },
    stay: {
      bookingId: 'VM-1',
      villaName: 'Glass Cottage',
      rooms: 1,
      packageName: null,
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
      nights: 1,
      adults: 2,
      children: 0,
    },
    placeOfSupply: placeOfSupply('29ABCDE1234F1Z5'),
  };
  const invoice = buildInvoiceSnapshot({
    party,
    number: 'VM/26-27/000001',
    issueDate: '26 Nov 2026',
    source: {
      priceLines: [
        { kind: 'villa', label: 'Glass Cottage: ₹15,000 × 1 night', amount: 15000 },
        { kind: 'tax', label: 'Taxes (18% GST)', amount: 2700 },
      ],
      subtotal: 15000,
      taxes: 2700,
      total: 17700,
    },
    receivedPaise: 885_000,
    slabPercents: [0, 5, 18],
  });

  it('an invoice prints the lines without the tax line, SAC 996311 and CGST/SGST 9%', () => {
    expect(invoice).toMatchObject({
      heading: 'Tax invoice',
      placeOfSupply: 'Karnataka (29)',
      lines: [{ label: 'Glass Cottage: ₹15,000 × 1 night', sac: '996311', amountPaise: 1_500_000 }],
      amounts: {
        taxablePaise: 1_500_000,
        cgstPaise: 135_000,
        sgstPaise: 135_000,
        totalPaise: 1_770_000,
      },
      taxLabels: { cgst: 'CGST 9%', sgst: 'SGST 9%' },
      taxNote: null,
      receivedPaise: 885_000,
    });
  });

  it('without a GSTIN it is an "Invoice" with the place of supply in words', () => {
    const plain = buildInvoiceSnapshot({
      party: {
        ...party,
        resort: { ...party.resort, gstin: null },
        placeOfSupply: placeOfSupply(undefined),
      },
      number: 'VM/26-27/000002',
      issueDate: '26 Nov 2026',
      source: { priceLines: [], subtotal: 13800, taxes: 1704, total: 15504 },
      receivedPaise: 0,
      slabPercents: [0, 5, 18],
    });
    expect([plain.heading, plain.placeOfSupply, plain.taxLabels.cgst]).toEqual([
      'Invoice',
      'State of the property',
      'CGST (half of the GST below)',
    ]);
  });

  it('a credit note refers to its invoice and keeps its parties', () => {
    const note = buildCreditNoteSnapshot({
      invoice,
      number: 'VM/CN/26-27/0001',
      issueDate: '27 Nov 2026',
      amounts: splitTax(750_000, 135_000),
      reason: 'Refund',
    });
    expect(note).toMatchObject({
      kind: 'credit_note',
      heading: 'Credit note',
      guest: party.guest,
      against: { number: 'VM/26-27/000001', issueDate: '26 Nov 2026' },
      lines: [{ label: 'Refund (against invoice VM/26-27/000001)', amountPaise: 750_000 }],
    });
  });
});

it.each([
  [1_770_000, 'INR 17,700.00'],
  [5, 'INR 0.05'],
  [12_345_678_90, 'INR 1,23,45,678.90'],
])('formatDocumentMoney(%i) → %s', (paise, text) => expect(formatDocumentMoney(paise)).toBe(text));

it('documentDate is the resort-time date', () => {
  expect(documentDate(new Date('2026-11-25T20:00:00Z'), 'Asia/Kolkata')).toBe('26 Nov 2026');
});

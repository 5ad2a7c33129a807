/**
 * Tax invoices and credit notes (decision 0114): numbers, amounts and what a document prints.
 * Pure: the server takes the counter and stores the snapshot this builds.
 */

import type { ChargeKind } from './charge-tax';
import { todayInZone, type IsoDate } from './dates';
import { CHARGE_KIND_LABELS } from './folio-charges';

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Accommodation services (SAC 9963, room or unit accommodation). */
const SAC_ACCOMMODATION = '996311';
/** GST allows at most 16 characters in an invoice or credit note number. */
const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** Each kind's series: its prefix and the digits of its serial (both numbers fit in 16 characters). */
const DOCUMENT_SERIES: Record<DocumentKind, { prefix: string; digits: number }> = {
  invoice: { prefix: 'VM/', digits: 6 }, // VM/26-27/000123 (15)
  credit_note: { prefix: 'VM/CN/', digits: 4 }, // VM/CN/26-27/0001 (16)
};

/** The Indian financial year (1 April – 31 March) of a calendar date: "26-27". */
export function financialYearOf(date: IsoDate): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** The financial year of an instant, in the resort's time zone. */
export function financialYearAt(at: Date, timeZone: string): string {
  return financialYearOf(todayInZone(at, timeZone));
}

/** "VM/26-27/000123"; throws when the serial no longer fits the series (never truncated). */
export function documentNumber(kind: DocumentKind, financialYear: string, serial: number): string {
  const { prefix, digits } = DOCUMENT_SERIES[kind];
  if (!Number.isInteger(serial) || serial < 1 || String(serial).length > digits)
    throw new Error(
      `Document serial ${serial} does not fit the ${kind} series of ${financialYear}`,
    );
  const number = `${prefix}${financialYear}/${String(serial).padStart(digits, '0')}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH)
    throw new Error(`Document number ${number} is longer than 16 characters`);
  return number;
}

/** Taxable value and the tax on it, in paise; the tax split half CGST, half SGST (intra-state). */
export type TaxAmounts = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
};

export function splitTax(taxablePaise: number, taxPaise: number): TaxAmounts {
  const cgstPaise = Math.ceil(taxPaise / 2);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise: taxPaise - cgstPaise,
    totalPaise: taxablePaise + taxPaise,
  };
}

/**
 * The one GST percent of an invoice when its tax is that percent of its taxable value (a stay in
 * one slab), else null (mixed slabs: the tax line of the booking says which).
 */
export function singleRateOf(
  subtotal: number,
  taxes: number,
  percents: readonly number[],
): number | null {
  return percents.find((p) => Math.round((subtotal * p) / 100) === taxes) ?? null;
}

/**
 * A credit note's amounts: `amountPaise` (tax included) at most what the invoice still has
 * uncredited (0 → no credit note). The tax in it is `taxPaise` when the mover knows it (a voided
 * charge at its own rate) and the whole amount fits, else the invoice's proportion of tax.
 */
export function creditNoteAmounts(
  invoice: TaxAmounts,
  credited: { taxablePaise: number; totalPaise: number },
  amountPaise: number,
  taxPaise?: number,
): TaxAmounts | null {
  const open = invoice.totalPaise - credited.totalPaise;
  const gross = Math.min(amountPaise, open);
  if (gross <= 0) return null;
  const openTaxable = invoice.taxablePaise - credited.taxablePaise;
  if (taxPaise !== undefined && gross === amountPaise && taxPaise >= 0 && taxPaise <= gross) {
    const taxablePaise = gross - taxPaise;
    const openTax = open - openTaxable;
    // Its own split only while it fits what the invoice has left of each.
    if (taxablePaise <= openTaxable && taxPaise <= openTax) return splitTax(taxablePaise, taxPaise);
  }
  // The note that closes the invoice takes exactly what is left, so the notes add up to it.
  const taxablePaise =
    gross === open ? openTaxable : Math.round((gross * invoice.taxablePaise) / invoice.totalPaise);
  return splitTax(taxablePaise, gross - taxablePaise);
}

/** GST state codes (the first two digits of a GSTIN) → state, for the place of supply. */
const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/**
 * Place of supply of accommodation: where the property is (IGST Act s.12(3)), so the resort's own
 * state (from its GSTIN) and the tax is CGST + SGST whoever the guest is.
 */
export function placeOfSupply(gstin: string | undefined): string {
  const code = gstin?.slice(0, 2);
  const state = code ? GST_STATES[code] : undefined;
  return state ? `${state} (${code})` : 'State of the property';
}

/* ---- what a document prints (stored as its snapshot, so a re-download is the same document) ---- */

type PrintedLine = { label: string; sac: string; amountPaise: number };

export type DocumentSnapshot = {
  kind: DocumentKind;
  /** "Tax invoice" (GSTIN set), "Invoice" (no GSTIN) or "Credit note". */
  heading: string;
  number: string;
  issueDate: string;
  resort: { name: string; address: string; phone: string; email: string; gstin: string | null };
  placeOfSupply: string;
  guest: { name: string; email: string; phone: string | null };
  stay: {
    bookingId: string;
    villaName: string;
    rooms: number;
    packageName: string | null;
    checkIn: IsoDate;
    checkOut: IsoDate;
    nights: number;
    adults: number;
    children: number;
  };
  lines: PrintedLine[];
  amounts: TaxAmounts;
  /** "CGST 9%" / "SGST 9%" for one rate; mixed slabs print the booking's tax line as `taxNote`. */
  taxLabels: { cgst: string; sgst: string };
  taxNote: string | null;
  /** Invoice: money received when it was issued. */
  receivedPaise: number | null;
  /** Credit note: the invoice it adjusts, and why. */
  against: { number: string; issueDate: string } | null;
  reason: string | null;
};

export type DocumentParty = Pick<DocumentSnapshot, 'resort' | 'guest' | 'stay' | 'placeOfSupply'>;

export type InvoiceSource = {
  priceLines: { label: string; amount: number; kind: string }[];
  subtotal: number;
  taxes: number;
  total: number;
};

/** Formats an instant as the document date in the resort's time zone: "26 Nov 2026". */
export function documentDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(at);
}

const NOT_PRINTED_AS_LINES = new Set(['tax', 'taxes', 'total', 'subtotal']);

export function buildInvoiceSnapshot(input: {
  party: DocumentParty;
  number: string;
  issueDate: string;
  source: InvoiceSource;
  receivedPaise: number;
  slabPercents: readonly number[];
}): DocumentSnapshot {
  const { source } = input;
  const rate = singleRateOf(source.subtotal, source.taxes, input.slabPercents);
  const taxLine = source.priceLines.find((l) => l.kind === 'tax');
  return {
    kind: 'invoice',
    heading: input.party.resort.gstin ? 'Tax invoice' : 'Invoice',
    number: input.number,
    issueDate: input.issueDate,
    ...input.party,
    lines: source.priceLines
      .filter((l) => !NOT_PRINTED_AS_LINES.has(l.kind))
      .map((l) => ({ label: l.label, sac: SAC_ACCOMMODATION, amountPaise: l.amount * 100 })),
    amounts: splitTax(source.subtotal * 100, source.taxes * 100),
    taxLabels: taxLabelsFor(rate),
    taxNote: rate === null ? (taxLine?.label ?? null) : null,
    receivedPaise: input.receivedPaise,
    against: null,
    reason: null,
  };
}

export function buildCreditNoteSnapshot(input: {
  invoice: DocumentSnapshot;
  number: string;
  issueDate: string;
  amounts: TaxAmounts;
  reason: string;
}): DocumentSnapshot {
  const { invoice } = input;
  return {
    kind: 'credit_note',
    heading: 'Credit note',
    number: input.number,
    issueDate: input.issueDate,
    resort: invoice.resort,
    guest: invoice.guest,
    stay: invoice.stay,
    placeOfSupply: invoice.placeOfSupply,
    lines: [
      {
        label: `${input.reason} (against invoice ${invoice.number})`,
        sac: SAC_ACCOMMODATION,
        amountPaise: input.amounts.taxablePaise,
      },
    ],
    amounts: input.amounts,
    taxLabels: invoice.taxLabels,
    taxNote: invoice.taxNote,
    receivedPaise: null,
    against: { number: invoice.number, issueDate: invoice.issueDate },
    reason: input.reason,
  };
}

function taxLabelsFor(rate: number | null): { cgst: string; sgst: string } {
  if (rate === null)
    return { cgst: 'CGST (half of the GST below)', sgst: 'SGST (half of the GST below)' };
  const half = `${rate / 2}%`;
  return { cgst: `CGST ${half}`, sgst: `SGST ${half}` };
}

/** "INR 17,700.00" (the PDF prints INR: Helvetica has no ₹). */
export function formatDocumentMoney(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  return `${sign}INR ${new Intl.NumberFormat('en-IN').format(rupees)}.${String(abs % 100).padStart(2, '0')}`;
}

/** How lists name a document kind. */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
};

/**
 * SAC of each charge kind on a charges invoice (decision 0120). A resort's accountant may choose
 * other codes; they change here.
 */
const CHARGE_SAC: Record<ChargeKind, string> = {
  extra_bed: SAC_ACCOMMODATION,
  meal: '996331', // restaurant services
  safari: '998552', // tour operator services
  transport: '996601', // rental of road vehicles with operator
  other: '999799', // other services n.e.c.
};

export type InvoicedCharge = {
  kind: ChargeKind;
  description: string;
  quantity: number;
  unitPrice: number;
  /** Whole rupees. */
  tax: number;
  amount: number;
};

/**
 * A tax invoice for charges beyond the room (decision 0120): one line per charge at its ex-tax value
 * with its own SAC, the charges' GST in total. `receivedPaise` is null (the payment that triggered it
 * may also have paid the stay; the ledger says what was paid).
 */
export function buildChargeInvoiceSnapshot(input: {
  party: DocumentParty;
  number: string;
  issueDate: string;
  charges: readonly InvoicedCharge[];
}): DocumentSnapshot {
  const net = input.charges.reduce((s, c) => s + (c.amount - c.tax), 0);
  const tax = input.charges.reduce((s, c) => s + c.tax, 0);
  const percents = [
    ...new Set(
      input.charges.map((c) =>
        c.amount - c.tax > 0 ? Math.round((c.tax * 10_000) / (c.amount - c.tax)) / 100 : 0,
      ),
    ),
  ];
  const rate =
    percents.length === 1 && singleRateOf(net, tax, percents) !== null ? percents[0]! : null;
  return {
    kind: 'invoice',
    heading: input.party.resort.gstin ? 'Tax invoice' : 'Invoice',
    number: input.number,
    issueDate: input.issueDate,
    ...input.party,
    lines: input.charges.map((c) => ({
      label: `${CHARGE_KIND_LABELS[c.kind]}: ${c.description} (${c.quantity} × INR ${new Intl.NumberFormat('en-IN').format(c.unitPrice)})`,
      sac: CHARGE_SAC[c.kind],
      amountPaise: (c.amount - c.tax) * 100,
    })),
    amounts: splitTax(net * 100, tax * 100),
    taxLabels: taxLabelsFor(rate),
    taxNote: rate === null ? "GST at each charge's own rate" : null,
    receivedPaise: null,
    against: null,
    reason: null,
  };
}

/**
 * The amounts a booking confirmation prints: pure numbers, no I/O. GST on accommodation is split half CGST,
 * half SGST (9% + 9% = the 18% of the quote). Amounts are integer rupees in bookings; the split of an
 * odd tax amount is exact in paise, so the invoice works in paise.
 */

import { amountReceived } from './refunds';

type InvoiceLineInput = { label: string; amount: number; kind: string };

export type InvoiceInput = {
  subtotal: number;
  taxes: number;
  total: number;
  paymentStatus: string;
  advanceAmount: number;
  remainingAmount: number;
  priceLines: InvoiceLineInput[];
};

export type Invoice = {
  lines: { label: string; amountPaise: number }[];
  subtotalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  taxRatePercent: { cgst: number; sgst: number };
  totalPaise: number;
  paidPaise: number;
  duePaise: number;
};

export function buildInvoice(b: InvoiceInput): Invoice {
  const taxesPaise = b.taxes * 100;
  const cgstPaise = Math.ceil(taxesPaise / 2);
  const sgstPaise = taxesPaise - cgstPaise;
  const paid = amountReceived(b);
  // Lines that are taxes or totals are printed from the split, not from the quote's lines.
  const lines = b.priceLines
    .filter((l) => !['tax', 'taxes', 'total', 'subtotal'].includes(l.kind))
    .map((l) => ({ label: l.label, amountPaise: l.amount * 100 }));
  return {
    lines,
    subtotalPaise: b.subtotal * 100,
    cgstPaise,
    sgstPaise,
    taxRatePercent: { cgst: 9, sgst: 9 },
    totalPaise: b.total * 100,
    paidPaise: paid * 100,
    duePaise: Math.max(0, b.total - paid) * 100,
  };
}

/** "INR 17,700.00" — the PDF's standard fonts have no ₹ glyph. */
export function formatInvoiceMoney(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = String(paise % 100).padStart(2, '0');
  return `INR ${new Intl.NumberFormat('en-IN').format(rupees)}.${rest}`;
}

/**
 * The confirmation's heading. It is never a tax invoice: the numbered tax invoice and credit notes
 * are separate documents (decision 0114). "Booking confirmation / receipt" once money is received.
 */
export function confirmationHeading(settled: boolean): string {
  return settled ? 'Booking confirmation / receipt' : 'Booking confirmation';
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { nightsBetween } from '../../domain/dates';
import type { GstSlabs } from '../../domain/gst';
import {
  buildChargeInvoiceSnapshot,
  buildCreditNoteSnapshot,
  buildInvoiceSnapshot,
  creditNoteAmounts,
  documentDate,
  documentNumber,
  financialYearAt,
  placeOfSupply,
  type DocumentKind,
  type DocumentParty,
  type DocumentSnapshot,
  type TaxAmounts,
} from '../../domain/tax-documents';
import { queryRows, type Db } from '../db/client';
import { bookingCharges, bookings, taxDocuments } from '../db/schema';
import type { Config } from '../env';

/**
 * Tax documents follow the money (decision 0114). The ledger's one writer calls
 * `issueDocumentsForMovement` in its transaction after each movement:
 * - `payment` (money received) on a booking without an invoice → the tax invoice of the booking;
 * - `refund` (a refund decided) or `charge_void` after the invoice → a credit note against it;
 * - anything else, or a refund before any invoice → nothing.
 * Idempotent per movement id (unique): calling it again returns the document already issued.
 */
export type DocumentMovementKind = 'payment' | 'refund' | 'charge_void';
export type DocumentMovement = {
  id: string;
  /** Other ledger kinds (refund settled/failed, charge added …) issue nothing. */
  kind: DocumentMovementKind | (string & {});
  /** Whole rupees, tax included (a refund's or voided charge's gross amount). */
  amount: number;
  at: Date;
  /** Printed on a credit note; default "Refund" / "Charge voided". */
  reason?: string;
  /** A credit note against this invoice (a voided charge's charges invoice) instead of the stay's. */
  againstInvoiceId?: string;
  /**
   * The GST inside `amount` when the mover knows it (a voided charge: `taxOnCharge`); otherwise a
   * credit note takes the invoice's proportion of tax.
   */
  tax?: number;
};

/** What documents print about the resort, and how they date and tax (from Config). */
export type DocumentResort = {
  name: string;
  address: string;
  phone: string;
  email: string;
  gstin: string | undefined;
  timeZone: string;
  gstSlabs: GstSlabs;
};

export function documentResortOf(config: Config): DocumentResort {
  return {
    name: config.resortName,
    address: config.resortAddress,
    phone: config.resortPhone,
    email: config.resortEmail,
    gstin: config.resortGstin,
    timeZone: config.resortTz,
    gstSlabs: config.gstSlabs,
  };
}

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;

export async function issueDocumentsForMovement(
  tx: Db,
  args: { booking: BookingRow; movement: DocumentMovement; now: Date; resort: DocumentResort },
): Promise<TaxDocumentRow | null> {
  const { booking, movement, now, resort } = args;
  const [already] = await tx
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.movementId, movement.id));
  if (already) return already;
  if (!['payment', 'refund', 'charge_void'].includes(movement.kind)) return null;
  if (!Number.isInteger(movement.amount) || movement.amount <= 0) return null;

  // One issuer per booking at a time: "no invoice yet" and "what is left to credit" stay true.
  await tx.execute(sql`select 1 from ${bookings} where ${bookings.id} = ${booking.id} for update`);
  const [stayInvoice] = await tx
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.bookingId, booking.id),
        eq(taxDocuments.kind, 'invoice'),
        eq(taxDocuments.covers, 'stay'),
      ),
    );

  const financialYear = financialYearAt(now, resort.timeZone);
  const issueDate = documentDate(now, resort.timeZone);
  const insert = async (
    kind: DocumentKind,
    build: (number: string) => DocumentSnapshot,
    extra: { invoiceId: string | null; reason: string | null; covers?: 'stay' | 'charges' },
  ) => {
    const serial = await takeSerial(tx, kind, financialYear);
    const number = documentNumber(kind, financialYear, serial);
    const snapshot = build(number);
    const [row] = await tx
      .insert(taxDocuments)
      .values({
        bookingId: booking.id,
        kind,
        number,
        financialYear,
        serial,
        movementId: movement.id,
        ...extra,
        ...snapshot.amounts,
        snapshot,
        issuedAt: now,
      })
      .returning();
    return row!;
  };

  if (movement.kind === 'payment') {
    if (stayInvoice) return null;
    return insert(
      'invoice',
      (number) =>
        buildInvoiceSnapshot({
          party: partyOf(booking, resort),
          number,
          issueDate,
          source: booking,
          receivedPaise: movement.amount * 100,
          slabPercents: resort.gstSlabs.map((s) => s.percent),
        }),
      { invoiceId: null, reason: null },
    );
  }

  const [invoice] = movement.againstInvoiceId
    ? await tx
        .select()
        .from(taxDocuments)
        .where(
          and(
            eq(taxDocuments.id, movement.againstInvoiceId),
            eq(taxDocuments.bookingId, booking.id),
          ),
        )
    : [stayInvoice];
  if (!invoice) return null;
  const credited = await creditedAgainst(tx, invoice.id);
  const amounts = creditNoteAmounts(
    amountsOf(invoice),
    credited,
    movement.amount * 100,
    movement.tax === undefined ? undefined : movement.tax * 100,
  );
  if (!amounts) return null;
  const reason = movement.reason ?? (movement.kind === 'refund' ? 'Refund' : 'Charge voided');
  return insert(
    'credit_note',
    (number) =>
      buildCreditNoteSnapshot({ invoice: invoice.snapshot, number, issueDate, amounts, reason }),
    { invoiceId: invoice.id, reason, covers: invoice.covers },
  );
}

/**
 * The tax invoice of charges beyond the room not yet invoiced (decision 0120), issued by the ledger's
 * writer after money is received: one line per charge, its own SAC and tax; the charges remember it
 * (`booking_charges.invoice_id`), so a later void credits it. Idempotent per movement
 * (`<movement id>:charges`); nothing when every charge is invoiced or voided.
 */
export async function issueChargeInvoice(
  tx: Db,
  args: { booking: BookingRow; movementId: string; now: Date; resort: DocumentResort },
): Promise<TaxDocumentRow | null> {
  const { booking, now, resort } = args;
  const movementId = `${args.movementId}:charges`;
  const [already] = await tx
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.movementId, movementId));
  if (already) return already;
  await tx.execute(sql`select 1 from ${bookings} where ${bookings.id} = ${booking.id} for update`);
  const charges = await tx
    .select()
    .from(bookingCharges)
    .where(
      and(
        eq(bookingCharges.bookingId, booking.id),
        isNull(bookingCharges.voidedAt),
        isNull(bookingCharges.invoiceId),
      ),
    )
    .orderBy(asc(bookingCharges.createdAt), asc(bookingCharges.id));
  if (charges.length === 0) return null;
  const financialYear = financialYearAt(now, resort.timeZone);
  const serial = await takeSerial(tx, 'invoice', financialYear);
  const number = documentNumber('invoice', financialYear, serial);
  const snapshot = buildChargeInvoiceSnapshot({
    party: partyOf(booking, resort),
    number,
    issueDate: documentDate(now, resort.timeZone),
    charges,
  });
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      bookingId: booking.id,
      kind: 'invoice',
      covers: 'charges',
      number,
      financialYear,
      serial,
      movementId,
      invoiceId: null,
      reason: null,
      ...snapshot.amounts,
      snapshot,
      issuedAt: now,
    })
    .returning();
  await tx
    .update(bookingCharges)
    .set({ invoiceId: row!.id })
    .where(
      inArray(
        bookingCharges.id,
        charges.map((c) => c.id),
      ),
    );
  return row!;
}

/**
 * The next serial of a series in a financial year. The counter row's lock is held until the
 * transaction ends: parallel issuers queue on it, and a rollback gives the number back.
 */
async function takeSerial(tx: Db, kind: DocumentKind, financialYear: string): Promise<number> {
  const [row] = await queryRows<{ last_serial: number }>(
    tx,
    sql`insert into document_counters (series, financial_year, last_serial)
        values (${kind}, ${financialYear}, 1)
        on conflict (series, financial_year)
          do update set last_serial = document_counters.last_serial + 1
        returning last_serial`,
  );
  return Number(row!.last_serial);
}

async function creditedAgainst(tx: Db, invoiceId: string) {
  const [row] = await queryRows<{ taxable: string | number; total: string | number }>(
    tx,
    sql`select coalesce(sum(taxable_paise), 0) as taxable, coalesce(sum(total_paise), 0) as total
        from tax_documents where invoice_id = ${invoiceId}`,
  );
  return { taxablePaise: Number(row!.taxable), totalPaise: Number(row!.total) };
}

const amountsOf = (d: TaxDocumentRow): TaxAmounts => ({
  taxablePaise: d.taxablePaise,
  cgstPaise: d.cgstPaise,
  sgstPaise: d.sgstPaise,
  totalPaise: d.totalPaise,
});

function partyOf(b: BookingRow, resort: DocumentResort): DocumentParty {
  return {
    resort: {
      name: resort.name,
      address: resort.address,
      phone: resort.phone,
      email: resort.email,
      gstin: resort.gstin ?? null,
    },
    placeOfSupply: placeOfSupply(resort.gstin),
    guest: {
      name: b.guestName,
      email: b.email,
      phone: b.phone ? [b.countryCode, b.phone].filter(Boolean).join(' ') : null,
    },
    stay: {
      bookingId: b.bookingId,
      villaName: b.villaName,
      rooms: b.rooms,
      packageName: b.packageName,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      nights: nightsBetween(b.checkIn, b.checkOut),
      adults: b.adults,
      children: b.children,
    },
  };
}

/** A booking's documents, oldest first (invoice, then its credit notes in issue order). */
export function documentsOf(db: Db, bookingUuid: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.bookingId, bookingUuid))
    .orderBy(
      sql`(${taxDocuments.kind} = 'invoice') desc`,
      asc(taxDocuments.issuedAt),
      asc(taxDocuments.serial),
    );
}

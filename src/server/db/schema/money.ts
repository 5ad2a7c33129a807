import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CHARGE_KINDS, type ChargeKind } from '../../../domain/charge-tax';
import { MOVEMENT_KINDS, type MovementKind } from '../../../domain/folio';
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentSnapshot,
} from '../../../domain/tax-documents';
import {
  PAYMENT_ORDER_STATUSES,
  PAYMENT_PLANS,
  PAYMENT_PROVIDERS,
  PROPERTY_PAYMENT_METHODS,
  REFUND_CHANNELS,
  REFUND_STATUSES,
  type PaymentOrderStatus,
  type PaymentPlan,
  type PaymentProvider,
  type PropertyPaymentMethod,
  type RefundChannel,
  type RefundStatus,
} from '../../../domain/enums';
import { inList, createdAt } from './columns';
import { bookings } from './bookings';
import { adminUsers } from './staff';

/** Money: payment orders and events, desk payments, refunds, charges, the ledger, tax documents. */

/**
 * A captured online payment the settle path could not apply to its booking (paid twice, late, after
 * a cancellation, for an amount that no longer matches): staff refund it (decision 0110). Refunds
 * count it as money received; the booking page lists it under "needs attention".
 */
export const paymentFollowUps = pgTable(
  'payment_follow_ups',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    orderId: text()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    paymentId: text().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('payment_follow_ups_payment_unique').on(t.bookingId, t.paymentId)],
);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The provider's order id (Razorpay `order_…`, or the test gateway's). */
    id: text().primaryKey(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text().$type<PaymentProvider>().notNull(),
    plan: text().$type<PaymentPlan>().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text().$type<PaymentOrderStatus>().notNull().default('created'),
    paymentId: text().unique(),
    failureReason: text(),
    createdAt: createdAt(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
    check('payment_orders_provider_values', inList('provider', PAYMENT_PROVIDERS)),
    check('payment_orders_plan_values', inList('plan', PAYMENT_PLANS)),
    check('payment_orders_status_values', inList('status', PAYMENT_ORDER_STATUSES)),
    index('payment_orders_booking_idx').on(t.bookingId),
    // harden-pay: one open (payable) order per booking and plan, whatever runs at once.
    uniqueIndex('payment_orders_one_open_per_plan')
      .on(t.bookingId, t.plan)
      .where(sql`status = 'created'`),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  id: uuid().primaryKey().defaultRandom(),
  provider: text().notNull(),
  /** The provider's event id; unique so a replayed webhook is recorded once. */
  eventId: text().notNull().unique(),
  eventType: text().notNull(),
  payload: jsonb().notNull(),
  receivedAt: createdAt(),
  processedAt: timestamp({ withTimezone: true }),
});

// ---- bookings-ops: money staff record, and refunds (docs/decisions/0057) ----

/** Money staff received for a booking outside the online checkout: at the desk, or a verified bank transfer. */
export const propertyPayments = pgTable(
  'property_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amount: integer().notNull(),
    method: text().$type<PropertyPaymentMethod>().notNull(),
    reference: text(),
    receivedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    receivedByName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('property_payments_amount_positive', sql`${t.amount} > 0`),
    check('property_payments_method_values', inList('method', PROPERTY_PAYMENT_METHODS)),
    index('property_payments_booking_idx').on(t.bookingId),
  ],
);

/**
 * Refunds: one row per refund asked for, written before the provider is called (status pending) and
 * settled after (processed / failed). `idempotencyKey` is what the provider receives, so a retried
 * refund reaches the provider with the same key and is paid once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    channel: text().$type<RefundChannel>().notNull(),
    /** The provider payment refunded (null for a manual refund of money taken at the desk). */
    paymentId: text(),
    amount: integer().notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text().unique(),
    idempotencyKey: text().notNull().unique(),
    failureReason: text(),
    requestedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    requestedByName: text().notNull(),
    createdAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    check('refunds_channel_values', inList('channel', REFUND_CHANNELS)),
    check('refunds_status_values', inList('status', REFUND_STATUSES)),
    index('refunds_booking_idx').on(t.bookingId),
  ],
);

/* ---- the ledger (decision 0112): every movement of money, append-only, one writer ---- */

/**
 * Charges beyond the room (the folio): safari, meals, an extra bed, transport … Voiding keeps the
 * row (`voided_at`/`voided_by`). Money of a charge reaches the booking only through the ledger
 * (`charge_added` / `charge_voided` movements written by payments/ledger.ts).
 */
export const bookingCharges = pgTable(
  'booking_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().$type<ChargeKind>().notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    /** Tax on quantity × unit price (domain/charge-tax.ts), whole rupees. */
    tax: integer().notNull(),
    /** quantity × unit price + tax, whole rupees. */
    amount: integer().notNull(),
    voidedAt: timestamp({ withTimezone: true }),
    voidedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The tax invoice that covers it (`covers = 'charges'`), once money was received (0120). */
    invoiceId: uuid().references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    createdBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_charges_kind_values', inList('kind', CHARGE_KINDS)),
    check(
      'booking_charges_amounts',
      sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.tax} >= 0 and ${t.amount} >= 0`,
    ),
    index('booking_charges_booking_idx').on(t.bookingId),
    index('booking_charges_created_idx').on(t.createdAt),
  ],
);

/**
 * The ledger: one row per movement of money (decision 0112). Append-only (nothing updates or
 * deletes a row); written only by `recordMoneyMovement` (payments/ledger.ts), which recomputes the
 * booking's money columns from these rows. `idempotency_key` makes a retried movement apply once.
 * `amount` is whole rupees ≥ 0, except `stay_repriced` (the signed change of the stay's total).
 */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text().$type<MovementKind>().notNull(),
    amount: integer().notNull(),
    /** How money moved: razorpay / test / card / cash / upi / bank_transfer / manual. */
    method: text(),
    /** An online payment's plan: full, half or balance. */
    plan: text().$type<PaymentPlan>(),
    /** The provider payment id, the staff's reference, the provider refund id … */
    reference: text(),
    orderId: text(),
    refundId: uuid(),
    chargeId: uuid(),
    note: text(),
    idempotencyKey: text().notNull().unique(),
    actorId: uuid(),
    actorName: text().notNull(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('money_movements_kind_values', inList('kind', MOVEMENT_KINDS)),
    check('money_movements_amount_sign', sql`${t.kind} = 'stay_repriced' or ${t.amount} >= 0`),
    index('money_movements_booking_idx').on(t.bookingId, t.occurredAt),
    index('money_movements_occurred_idx').on(t.occurredAt),
  ],
);

/* ---- documents: tax invoices and credit notes (decision 0114) ---- */

/** The last serial taken per series (`invoice`, `credit_note`) and Indian financial year ("26-27"). */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text().notNull(),
    financialYear: text().notNull(),
    lastSerial: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.series, t.financialYear] }),
    check('document_counters_serial_positive', sql`${t.lastSerial} >= 1`),
  ],
);

/**
 * An issued invoice or credit note: never updated or deleted. `snapshot` is everything it prints
 * (DocumentSnapshot), so a re-download is the same document after any later edit of the booking.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text().$type<DocumentKind>().notNull(),
    number: text().notNull(),
    financialYear: text().notNull(),
    serial: integer().notNull(),
    /** The ledger movement that issued it (one document per movement at most). */
    movementId: text().notNull(),
    invoiceId: uuid().references((): AnyPgColumn => taxDocuments.id, { onDelete: 'restrict' }),
    /**
     * What an invoice is for: `stay` (the booking's price, one per booking) or `charges` (charges
     * beyond the room paid after or with it, decision 0120). A credit note says what it credits.
     */
    covers: text().$type<'stay' | 'charges'>().notNull().default('stay'),
    reason: text(),
    taxablePaise: bigint({ mode: 'number' }).notNull(),
    cgstPaise: bigint({ mode: 'number' }).notNull(),
    sgstPaise: bigint({ mode: 'number' }).notNull(),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    snapshot: jsonb().$type<DocumentSnapshot>().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('tax_documents_number_unique').on(t.number),
    unique('tax_documents_movement_unique').on(t.movementId),
    unique('tax_documents_serial_unique').on(t.kind, t.financialYear, t.serial),
    check('tax_documents_kind_values', inList('kind', DOCUMENT_KINDS)),
    check('tax_documents_number_length', sql`char_length(${t.number}) <= 16`),
    check(
      'tax_documents_credit_note_has_invoice',
      sql`(${t.kind} = 'credit_note') = (${t.invoiceId} is not null)`,
    ),
    check(
      'tax_documents_amounts',
      sql`${t.taxablePaise} >= 0 and ${t.cgstPaise} >= 0 and ${t.sgstPaise} >= 0
        and ${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise}`,
    ),
    index('tax_documents_booking_idx').on(t.bookingId),
    check('tax_documents_covers_values', sql`${t.covers} in ('stay', 'charges')`),
    uniqueIndex('tax_documents_one_invoice_per_booking')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'invoice' and ${t.covers} = 'stay'`),
  ],
);

import type { ReactNode } from 'react';
import {
  BOOKING_STATUS_BADGE,
  BOOKING_STATUS_LABELS,
  PAYMENT_BADGE_LABELS,
  PAYMENT_STATUS_BADGE,
  OUTBOX_STATUS_BADGE,
  OUTBOX_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SAFARI_STATUS_BADGE,
  SAFARI_STATUS_LABELS,
} from '../../../domain/booking-status';

/** A rounded label; colours come from src/domain (contrast checked there). */
export function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${className}`}
    >
      {children}
    </span>
  );
}

const KINDS = {
  booking: {
    labels: BOOKING_STATUS_LABELS as Record<string, string>,
    styles: BOOKING_STATUS_BADGE as Record<string, string>,
  },
  payment: {
    labels: PAYMENT_STATUS_LABELS as Record<string, string>,
    styles: PAYMENT_STATUS_BADGE as Record<string, string>,
  },
  /** The payment badge beside a booking badge: "Payment pending", "Half Paid", "Paid" … */
  paymentBeside: {
    labels: PAYMENT_BADGE_LABELS as Record<string, string>,
    styles: PAYMENT_STATUS_BADGE as Record<string, string>,
  },
  email: {
    labels: OUTBOX_STATUS_LABELS as Record<string, string>,
    styles: OUTBOX_STATUS_BADGE as Record<string, string>,
  },
  safari: {
    labels: SAFARI_STATUS_LABELS as Record<string, string>,
    styles: SAFARI_STATUS_BADGE as Record<string, string>,
  },
};

/**
 * `<StatusBadge kind="payment" status="advance_paid" />` reads "Half Paid"; with `prefix`
 * ("Payment: Half Paid") when a booking and a payment badge sit side by side.
 */
export function StatusBadge({
  kind,
  status,
  prefix,
}: {
  kind: keyof typeof KINDS;
  status: string;
  prefix?: string;
}) {
  const { labels, styles } = KINDS[kind];
  return (
    <Badge className={styles[status] ?? 'bg-stone-200 text-stone-800'}>
      {prefix ? `${prefix}: ` : ''}
      {labels[status] ?? status}
    </Badge>
  );
}

/** The value sets of the spec. The database CHECK constraints are generated from these lists. */

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'checked_in',
  'checked_out',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'advance_paid',
  'failed',
  'refunded',
  'partial_refund',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** website: the guest's wizard; admin: taken by staff (phone, walk-in); admin_test: the old app's test rows. */
export const BOOKING_SOURCES = ['website', 'admin', 'admin_test'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

export const VILLA_STATUSES = ['active', 'inactive', 'maintenance'] as const;
export type VillaStatus = (typeof VILLA_STATUSES)[number];

export const UNIT_STATUSES = ['available', 'maintenance', 'out_of_service'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const BOOKING_UNIT_STATUSES = ['reserved', 'occupied'] as const;
export type BookingUnitStatus = (typeof BOOKING_UNIT_STATUSES)[number];

export const BLOCK_TYPES = [
  'maintenance',
  'owner_use',
  'seasonal_closure',
  'deep_cleaning',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export const PACKAGE_DURATIONS = ['Per night', 'Per stay', 'Per person', 'One-time'] as const;
export type PackageDuration = (typeof PACKAGE_DURATIONS)[number];

export const SAFARI_QUERY_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type SafariQueryStatus = (typeof SAFARI_QUERY_STATUSES)[number];

export const SAFARI_TIMINGS = ['Morning', 'Afternoon', 'Evening'] as const;
export type SafariTiming = (typeof SAFARI_TIMINGS)[number];

/** Staff roles (decision 0123); what each may do is `src/domain/staff-permissions.ts`. */
export const ADMIN_ROLES = [
  'owner',
  'manager',
  'front_desk',
  'housekeeping',
  'accountant',
] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Why a staff sign-in failed (the sign-in audit, decision 0124). */
export const SIGN_IN_FAILURES = ['password', 'code', 'code_required', 'locked_out'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['razorpay', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** full / half: the first payment of a new booking; balance: what remains of a confirmed Half Paid booking (guest self-service). */
export const PAYMENT_PLANS = ['full', 'half', 'balance'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

export const PAYMENT_ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

export const COUNTRY_CODES = ['+91', '+1', '+44'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

// ---- bookings-ops: money staff record, and refunds (docs/decisions/0057) ----

/** How money taken by staff arrived: at the desk (cash, card machine, UPI) or a verified bank transfer. */
export const PROPERTY_PAYMENT_METHODS = ['cash', 'card', 'upi', 'bank_transfer'] as const;
export type PropertyPaymentMethod = (typeof PROPERTY_PAYMENT_METHODS)[number];

/** Who pays a refund back: the payment provider (razorpay, test gateway), or staff by hand (manual). */
export const REFUND_CHANNELS = ['razorpay', 'test', 'manual'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What an outbox e-mail is (its template); kept with each message. */
export const OUTBOX_KINDS = [
  'booking_confirmation',
  'admin_notification',
  'bank_transfer_received',
  'booking_cancellation',
  'safari_response',
  'payment_link',
  'booking_change',
  'payment_reminder',
  'payment_reminder_7d',
  'payment_reminder_2d',
  'pre_arrival',
  'safari_enquiry_notification',
  'proof_code',
  'refund_notice',
  'payment_receipt',
  'review_request',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

import { PAYMENTS_RECEIVED_HINT } from '../../../domain/money-figures';
import type { AdminGuest } from './api';

/** Total Spent is the guest's Payments received (decision 0113). */
export const TOTAL_SPENT_HINT = `Payments received from this guest, all time: ${PAYMENTS_RECEIVED_HINT}`;

export const LOAD_FAILED = { title: 'Loading Error', message: 'Failed to load user data' } as const;
export const TIER_STYLES: Record<AdminGuest['tier'], string> = {
  premium: 'bg-amber-100 text-amber-900',
  loyal: 'bg-violet-100 text-violet-900',
  active: 'bg-green-100 text-green-900',
  inactive: 'bg-stone-200 text-stone-800',
};
export const TIER_LABELS: Record<AdminGuest['tier'], string> = {
  premium: 'Premium',
  loyal: 'Loyal',
  active: 'Active',
  inactive: 'Inactive',
};

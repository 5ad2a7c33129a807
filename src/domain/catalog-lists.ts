import { SAFARI_LIST_VIEWS } from './safari-status';
import { z } from 'zod';
import { SAFARI_QUERY_STATUSES } from './enums';
import { listQuerySchema } from './list-query';

/** The list queries of the Safari Queries and Users screens (server validation and the web's URL). */

export const SAFARI_SORT_KEYS = ['createdAt', 'preferredDate', 'guestName', 'status'] as const;

/** GET /api/admin/safari-enquiries: q (guest name, e-mail, safari name), status, sort, page, pageSize. */
export const safariListQuerySchema = listQuerySchema({
  sortKeys: SAFARI_SORT_KEYS,
  defaultSort: '-createdAt',
  filters: {
    status: z.preprocess(
      (v) => (v === '' || v === 'all' ? undefined : v),
      z
        .enum(SAFARI_QUERY_STATUSES, {
          error: `status must be one of: ${SAFARI_QUERY_STATUSES.join(', ')}`,
        })
        .optional(),
    ),
    /** Which list (decision 0119): enquiries staff can answer (default), or those of guests who never booked. */
    view: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .enum(SAFARI_LIST_VIEWS, { error: `view must be one of: ${SAFARI_LIST_VIEWS.join(', ')}` })
        .default('answerable'),
    ),
  },
});
export type SafariListQuery = z.output<typeof safariListQuerySchema>;

export const GUEST_SORT_KEYS = ['name', 'bookings', 'totalSpent', 'lastBooking'] as const;
export type GuestSortKey = (typeof GUEST_SORT_KEYS)[number];

/** GET /api/admin/guests: q (name, e-mail, phone), sort, page, pageSize. */
export const guestListQuerySchema = listQuerySchema({
  sortKeys: GUEST_SORT_KEYS,
  defaultSort: '-lastBooking',
  filters: {},
});
export type GuestListQuery = z.output<typeof guestListQuerySchema>;

import { queryOptions } from '@tanstack/react-query';
import type { RegistrationBody } from '../../../domain/registration';
import type { RegistrationView } from '../../../server/registrations/contract';
import type { registrationAdminRoutes } from '../../../server/registrations/admin-routes';
import { hrefFor } from '../../api/client';
import type { RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';
import { BOOKINGS_KEY } from '../bookings/api';
import { EVENTS_POLL_MS } from '../ui/use-admin-events';

export type { RegistrationView };

type Routes = RouterOf<typeof registrationAdminRoutes>;
const api = adminClientFor<Routes>();
const href = hrefFor<Routes>();

/** Under the bookings key: saving refreshes the booking (its history) and its registration. */
export const registrationQuery = (code: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'registration', code],
    queryFn: ({ signal }) =>
      api('GET /admin/bookings/:bookingId/registration', { param: { bookingId: code }, signal }),
    retry: false,
  });

export const FORM_C_DUE_KEY = ['admin', 'dashboard', 'form-c-due'] as const;

export const formCDueQuery = queryOptions({
  queryKey: FORM_C_DUE_KEY,
  queryFn: ({ signal }) => api('GET /admin/dashboard/form-c-due', { signal }),
  refetchInterval: EVENTS_POLL_MS,
});

export const saveRegistration = (code: string, json: RegistrationBody) =>
  api('PUT /admin/bookings/:bookingId/registration', { param: { bookingId: code }, json });

export const markFormCSubmitted = (code: string) =>
  api('POST /admin/bookings/:bookingId/registration/form-c-submitted', {
    param: { bookingId: code },
  });

export const registrationCardHref = (code: string) =>
  href('GET /admin/bookings/:bookingId/registration-card.pdf', { param: { bookingId: code } });

export const formCCsvHref = (date: string) =>
  href('GET /admin/registrations/form-c.csv', { query: { date } });

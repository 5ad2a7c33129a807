import { queryOptions } from '@tanstack/react-query';
import type { RegistrationBody } from '../../../domain/registration';
import type { FormCDue, RegistrationView } from '../../../server/registrations/contract';
import { adminRequest } from '../api';
import { BOOKINGS_KEY } from '../bookings/api';
import { EVENTS_POLL_MS } from '../ui/use-admin-events';

export type { FormCDue, RegistrationView };

const base = (code: string) => `/api/admin/bookings/${encodeURIComponent(code)}`;

/** Under the bookings key: saving refreshes the booking (its history) and its registration. */
export const registrationQuery = (code: string) =>
  queryOptions({
    queryKey: [...BOOKINGS_KEY, 'registration', code],
    queryFn: ({ signal }) =>
      adminRequest<RegistrationView>(`${base(code)}/registration`, { signal }),
    retry: false,
  });

export const FORM_C_DUE_KEY = ['admin', 'dashboard', 'form-c-due'] as const;

export const formCDueQuery = queryOptions({
  queryKey: FORM_C_DUE_KEY,
  queryFn: ({ signal }) => adminRequest<FormCDue>('/api/admin/dashboard/form-c-due', { signal }),
  refetchInterval: EVENTS_POLL_MS,
});

export const saveRegistration = (code: string, body: RegistrationBody) =>
  adminRequest<RegistrationView>(`${base(code)}/registration`, { method: 'PUT', body });

export const markFormCSubmitted = (code: string) =>
  adminRequest<RegistrationView>(`${base(code)}/registration/form-c-submitted`, {
    method: 'POST',
  });

export const registrationCardHref = (code: string) => `${base(code)}/registration-card.pdf`;

export const formCCsvHref = (date: string) =>
  `/api/admin/registrations/form-c.csv?date=${encodeURIComponent(date)}`;

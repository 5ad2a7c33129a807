import { queryOptions } from '@tanstack/react-query';
import type {
  OutboxItem,
  OutboxMessage,
  OutboxSummary,
} from '../../../server/email/admin-contract';
import type { OutboxList } from '../../../server/email/admin-contract';
import { adminRequest } from '../api';
import { EVENTS_POLL_MS } from '../ui/use-admin-events';

export type { OutboxItem, OutboxMessage, OutboxSummary };

export const emailsKey = ['admin', 'emails'] as const;

export const outboxListQuery = (search: string) =>
  queryOptions({
    queryKey: [...emailsKey, 'list', search],
    queryFn: ({ signal }) =>
      adminRequest<OutboxList>(`/api/admin/emails${search ? `?${search}` : ''}`, { signal }),
    refetchInterval: EVENTS_POLL_MS,
    placeholderData: (previous) => previous,
  });

/** Per-status counts; the dashboard's banner reads it too. */
export const outboxSummaryQuery = queryOptions({
  queryKey: [...emailsKey, 'summary'],
  queryFn: ({ signal }) => adminRequest<OutboxSummary>('/api/admin/emails/summary', { signal }),
  refetchInterval: EVENTS_POLL_MS,
});

export const outboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...emailsKey, 'message', id],
    queryFn: ({ signal }) => adminRequest<OutboxMessage>(`/api/admin/emails/${id}`, { signal }),
  });

export const retryEmail = (id: string) =>
  adminRequest<OutboxMessage>(`/api/admin/emails/${id}/retry`, { method: 'POST' });

export const resendEmail = (id: string) =>
  adminRequest<OutboxMessage>(`/api/admin/emails/${id}/resend`, { method: 'POST' });

import { queryOptions } from '@tanstack/react-query';
import type { OutboxItem, OutboxSummary } from '../../../server/email/admin-contract';
import type { adminEmailRoutes } from '../../../server/email/admin-routes';
import type { RequestOf, RouterOf } from '../../api/route-types';
import { adminClientFor } from '../api';
import { EVENTS_POLL_MS } from '../ui/use-admin-events';

export type { OutboxItem, OutboxSummary };

type Routes = RouterOf<typeof adminEmailRoutes>;
const api = adminClientFor<Routes>();

export const emailsKey = ['admin', 'emails'] as const;

/** One page of the outbox; `query` is the list's filters (useListParams' apiQuery). */
export const outboxListQuery = (query: RequestOf<Routes, 'GET /admin/emails'>['query']) =>
  queryOptions({
    queryKey: [...emailsKey, 'list', query],
    queryFn: ({ signal }) => api('GET /admin/emails', { query, signal }),
    refetchInterval: EVENTS_POLL_MS,
    placeholderData: (previous) => previous,
  });

/** Per-status counts; the dashboard's banner reads it too. */
export const outboxSummaryQuery = queryOptions({
  queryKey: [...emailsKey, 'summary'],
  queryFn: ({ signal }) => api('GET /admin/emails/summary', { signal }),
  refetchInterval: EVENTS_POLL_MS,
});

export const outboxMessageQuery = (id: string) =>
  queryOptions({
    queryKey: [...emailsKey, 'message', id],
    queryFn: ({ signal }) => api('GET /admin/emails/:id', { param: { id }, signal }),
  });

export const retryEmail = (id: string) => api('POST /admin/emails/:id/retry', { param: { id } });

export const resendEmail = (id: string) => api('POST /admin/emails/:id/resend', { param: { id } });

import type { z } from 'zod';
import type { quoteRequestSchema } from '../../domain/stay-request';
import type { Quote } from '../../server/pricing/contract';
import type { quoteRoutes } from '../../server/pricing/routes';
import { queryOptions } from '@tanstack/react-query';
import { clientFor } from './client';
import type { RouterOf } from './route-types';

export type { Quote };
/** What the guest's draft sends (the server applies the defaults). */
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

const api = clientFor<RouterOf<typeof quoteRoutes>>();

/** The server's price for a stay: the only price the guest is ever shown. */
export const quoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: ['quote', request],
    queryFn: ({ signal }) => api('POST /quote', { json: request, signal }),
    staleTime: 60_000,
    retry: false,
  });

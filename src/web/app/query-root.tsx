import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { connectQueryClient } from './entry-queries';
import { createQueryClient } from './query-client';

// The guest site's query client, made when a page first needs it (steps 2–4, the guest's own
// pages), never on the entry page (decision 0143). It starts with the entry page's answers.
const queryClient = createQueryClient();
connectQueryClient(queryClient);

/** TanStack Query for what it wraps: loaded lazily (`lazy(() => import('./query-root'))`). */
export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

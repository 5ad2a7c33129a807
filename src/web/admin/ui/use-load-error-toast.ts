import { useEffect } from 'react';
import { useToast } from '../../ui/toast';

/** A section's "could not load" words: the toast and the error state say the same. */
export type LoadFailed = { readonly title: string; readonly message: string };

/** The spec's error toast each time a query fails (again), e.g. a refetch after a retry. */
export function useLoadErrorToast(
  query: { isError: boolean; errorUpdateCount: number },
  failed: LoadFailed,
) {
  const toast = useToast();
  const { title, message } = failed;
  useEffect(() => {
    if (query.isError) toast({ type: 'error', title, message });
  }, [query.isError, query.errorUpdateCount, toast, title, message]);
}

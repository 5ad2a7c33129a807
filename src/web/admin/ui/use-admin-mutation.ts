import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import type { ToastInput } from '../../ui/toast-types';

/**
 * The admin mutation pattern: run the call, invalidate the queries it changes, show the spec's
 * toast. Nothing optimistic: the lists change when the server has said yes.
 */
export function useAdminMutation<TInput, TResult>(options: {
  mutationFn: (input: TInput) => Promise<TResult>;
  invalidate: QueryKey[];
  success: (result: TResult, input: TInput) => ToastInput | null;
  /** The toast on failure; the server's message replaces `message` when it has one. */
  failure: { title: string; message: string };
  onSuccess?: (result: TResult, input: TInput) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, input) => {
      await Promise.all(
        options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      const message = options.success(result, input);
      if (message) toast(message);
      options.onSuccess?.(result, input);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) return;
      toast({
        type: 'error',
        title: options.failure.title,
        message: err instanceof ApiError ? err.message : options.failure.message,
      });
    },
  });
}

import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../../ui/toast';
import { useAdminEvents } from '../ui/use-admin-events';
import { OCCUPANCY_KEY } from './api';

export const LOAD_FAILED = {
  title: 'Loading Error',
  message: 'Failed to load occupancy data',
} as const;

/** Events that change who sleeps where: they reload the occupancy queries. */
const LIVE_TYPES = new Set([
  'booking.created',
  'booking.confirmed',
  'booking.checked_in',
  'booking.checked_out',
  'booking.no_show',
  'booking.cancelled',
  'payment.captured',
  'payment.received',
]);

/**
 * Live: a stay's change reloads the occupancy queries; a failed load (of the night or the window)
 * says so once per failure.
 */
export function useLiveOccupancy(day: UseQueryResult, range: UseQueryResult) {
  const queryClient = useQueryClient();
  const toast = useToast();
  useAdminEvents((event) => {
    if (LIVE_TYPES.has(event.data.type))
      void queryClient.invalidateQueries({ queryKey: OCCUPANCY_KEY });
  });

  const failed = day.isError || range.isError;
  const errorCount = day.errorUpdateCount + range.errorUpdateCount;
  useEffect(() => {
    if (failed) toast({ type: 'error', ...LOAD_FAILED });
  }, [failed, errorCount, toast]);
}

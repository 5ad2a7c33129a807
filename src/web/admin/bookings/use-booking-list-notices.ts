import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { legacyFilterParam } from '../../../domain/booking-list';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';

export const LOADING_FAILED = { title: 'Loading Failed', message: 'Failed to load bookings' };

/**
 * What the bookings list says besides the table: the old `?filter=` link turned into the payment
 * filter, "Loading Failed" once per failed load (a 401 goes to sign-in instead), and "No Bookings
 * Found" once per search or filter that matches nothing.
 */
export function useBookingListNotices({
  total,
  isPlaceholderData,
  filtered,
  apiSearch,
  errorUpdateCount,
  error,
}: {
  total: number | undefined;
  isPlaceholderData: boolean;
  filtered: boolean;
  apiSearch: string;
  errorUpdateCount: number;
  error: unknown;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const toast = useToast();

  // The dashboard's "Half Payments" card links here with ?filter=advance_paid.
  useEffect(() => {
    const filter = searchParams.get('filter');
    if (filter === null) return;
    const next = new URLSearchParams(searchParams);
    next.delete('filter');
    const mapped = legacyFilterParam(filter);
    if (mapped.paymentStatus) next.set('paymentStatus', mapped.paymentStatus);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  const shownErrors = useRef(0);
  useEffect(() => {
    if (errorUpdateCount > shownErrors.current) {
      shownErrors.current = errorUpdateCount;
      if (!(error instanceof ApiError && error.status === 401))
        toast({ type: 'error', ...LOADING_FAILED });
    }
  }, [errorUpdateCount, error, toast]);

  const warnedFor = useRef<string | null>(null);
  useEffect(() => {
    if (total === undefined || isPlaceholderData || !filtered) return;
    if (total === 0 && warnedFor.current !== apiSearch) {
      warnedFor.current = apiSearch;
      toast({
        type: 'warning',
        title: 'No Bookings Found',
        message: 'No bookings match these filters',
      });
    }
  }, [total, isPlaceholderData, filtered, apiSearch, toast]);
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { quoteQuery } from '../api/quote';
import { QueryRoot } from '../app/query-root';
import { useBooking } from './booking-context';

/**
 * Steps 2–4's frame, loaded when the guest leaves step 1 (decision 0143): the query client those
 * steps use, and the draft's total kept to the server's quote for the current choice.
 */
export function LaterSteps({ children }: { children: ReactNode }) {
  return (
    <QueryRoot>
      <QuoteTotal />
      {children}
    </QueryRoot>
  );
}

/** "Calculate total": the draft's total is the server's quote for the current choice. */
function QuoteTotal() {
  const { draft, dispatch } = useBooking();
  const { checkIn, checkOut, selectedVilla } = draft;
  const quote = useQuery({
    ...quoteQuery({
      villaId: selectedVilla?.id ?? '',
      checkIn: checkIn ?? '',
      checkOut: checkOut ?? '',
      adults: draft.adults,
      children: draft.children,
      rooms: draft.rooms,
      ...(draft.selectedPackage ? { packageId: draft.selectedPackage.id } : {}),
    }),
    enabled: !!selectedVilla && !!checkIn && !!checkOut,
  });
  useEffect(() => {
    if (quote.data) dispatch({ type: 'calculateTotal', total: quote.data.total });
  }, [quote.data, dispatch]);
  return null;
}

import { createContext, useContext, useEffect, useReducer, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { releaseHold } from '../api/holds';
import { draftReducer, emptyDraft, removeSavedDraft, saveDraft, type BookingDraft, type DraftAction } from './booking-draft';

type BookingContextValue = { draft: BookingDraft; dispatch: Dispatch<DraftAction>; reset(): void };

const BookingContext = createContext<BookingContextValue | null>(null);

/**
 * Owns the draft. As the spec says, a saved `booking_session` is removed when the flow loads (a new
 * visit starts clean); from then on every change is saved under that key.
 */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(() => {
    removeSavedDraft();
    return emptyDraft();
  });
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const sessionRef = useRef(draft.sessionId);
  sessionRef.current = draft.sessionId;

  useEffect(() => {
    saveDraft(draft);
  }, [draft]);

  const reset = () => {
    void releaseHold(sessionRef.current).catch(() => undefined);
    dispatch({ type: 'reset' });
  };
  return <BookingContext.Provider value={{ draft, dispatch, reset }}>{children}</BookingContext.Provider>;
}

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking must be used inside <BookingProvider>');
  return value;
}

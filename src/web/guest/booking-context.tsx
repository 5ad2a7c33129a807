import {
  createContext,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
} from 'react';
import { releaseHold } from '../api/holds';
import {
  draftReducer,
  emptyDraft,
  removeSavedDraft,
  saveDraft,
  type BookingDraft,
  type DraftAction,
} from './booking-draft';

type BookingContextValue = {
  draft: BookingDraft;
  dispatch: Dispatch<DraftAction>;
  /** New draft and session id, releasing the old session's hold. `forget` also leaves storage empty. */
  reset(options?: { forget?: boolean }): void;
  /** After a successful payment: the stored session is removed and no longer written. */
  finish(): void;
  finished: boolean;
  /** True once step 4 has created a booking: the browser's Back button no longer leaves step 4. */
  lockedRef: { current: boolean };
};

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

  const lockedRef = useRef(false);
  const skipSave = useRef(false);
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    if (finished) return;
    if (skipSave.current) {
      skipSave.current = false;
      return;
    }
    saveDraft(draft);
  }, [draft, finished]);

  const reset = (options: { forget?: boolean } = {}) => {
    void releaseHold(sessionRef.current).catch(() => undefined);
    if (options.forget) {
      removeSavedDraft();
      skipSave.current = true;
    }
    setFinished(false);
    lockedRef.current = false;
    dispatch({ type: 'reset' });
  };
  const finish = () => {
    removeSavedDraft();
    setFinished(true);
  };
  return (
    <BookingContext.Provider value={{ draft, dispatch, reset, finish, finished, lockedRef }}>
      {children}
    </BookingContext.Provider>
  );
}

export function useBooking(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('useBooking must be used inside <BookingProvider>');
  return value;
}

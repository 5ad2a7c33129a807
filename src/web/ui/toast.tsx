import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastInput, ToastItem } from './toast-types';

const TOAST_DURATION_MS = 5000;
const TOAST_FADE_MS = 300;
/** At most this many toasts at once: older ones give way, so a burst never covers a phone screen (or a dialog). */
const MAX_TOASTS = 2;
/** Marks the toast stack, so dialogs can ignore clicks on it (closing a toast must not close a dialog). */
export const TOAST_REGION_ATTR = 'data-toast-region';

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);
const DismissAllContext = createContext<() => void>(() => undefined);

/** `const toast = useToast(); toast({ type: 'success', title: 'Booking Created', message: '…' })` */
export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

/** Clears every toast, e.g. before a dialog opens: on a phone old toasts would cover it. */
export function useDismissToasts() {
  return useContext(DismissAllContext);
}

/**
 * Phones: the stack goes where it does not cover the field in use. The bottom by default; the top
 * when the focused control sits in the lower part of the visible screen (the button just tapped, an
 * input above the keyboard), so the field and what its action shows below it stay in view.
 */
export function placementFor(
  focused: { top: number; bottom: number } | null,
  viewportHeight: number,
): 'top' | 'bottom' {
  return focused && focused.bottom > viewportHeight * 0.55 ? 'top' : 'bottom';
}

// The toasts' markup and icons load with the first toast, or earlier on the first touch of the page
// (so a toast after a lost connection still shows): not in the entry page's download (decision 0150).
// Should the download fail, toasts show as text.
const loadToastList = () => import('./toast-list');
const ToastList = lazy(() =>
  loadToastList().then(
    (m) => ({ default: m.ToastList }),
    () => ({
      default: ({ toasts }: { toasts: ToastItem[]; dismiss: (id: number) => void }) =>
        toasts.map((t) => (
          <p key={t.id} role={t.type === 'error' ? 'alert' : 'status'} data-toast-type={t.type}>
            {t.title} {t.message}
          </p>
        )),
    }),
  ),
);
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

function focusedRect(): { top: number; bottom: number } | null {
  const el = document.activeElement;
  if (!el || el === document.body || !(el instanceof HTMLElement)) return null;
  return el.getBoundingClientRect();
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [placement, setPlacement] = useState<'top' | 'bottom'>('bottom');
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_FADE_MS);
  }, []);

  const show = useCallback(
    (toast: ToastInput) => {
      const id = nextId.current++;
      setPlacement(
        placementFor(focusedRect(), window.visualViewport?.height ?? window.innerHeight),
      );
      setToasts((list) => [
        ...list.filter((t) => !t.leaving).slice(-(MAX_TOASTS - 1)),
        { ...toast, id, leaving: false },
      ]);
      setTimeout(() => dismiss(id), toast.duration ?? TOAST_DURATION_MS);
    },
    [dismiss],
  );

  useEffect(() => {
    const load = () => {
      for (const name of FIRST_TOUCH) document.removeEventListener(name, load, true);
      void loadToastList().catch(() => undefined);
    };
    for (const name of FIRST_TOUCH) document.addEventListener(name, load, true);
    return () => {
      for (const name of FIRST_TOUCH) document.removeEventListener(name, load, true);
    };
  }, []);

  const value = useMemo(() => show, [show]);
  const dismissAll = useCallback(() => setToasts([]), []);
  return (
    <ToastContext.Provider value={value}>
      <DismissAllContext.Provider value={dismissAll}>{children}</DismissAllContext.Provider>
      <div
        aria-live="polite"
        aria-label="Notifications"
        role="region"
        data-toast-region=""
        data-placement={placement}
        // Phones: at the bottom, or at the top when the field in use is low on the screen
        // (placementFor). Wider screens: top right, below the header (5rem), in the right margin.
        className={`pointer-events-none fixed print:hidden right-4 left-4 z-[100] flex flex-col gap-2 sm:top-20 sm:bottom-auto sm:left-auto sm:w-96 ${
          placement === 'top' ? 'top-2' : 'bottom-4'
        }`}
      >
        {toasts.length ? (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} dismiss={dismiss} />
          </Suspense>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

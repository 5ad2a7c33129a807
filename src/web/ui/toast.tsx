import { CheckCircle2, AlertTriangle, Info, X, XCircle } from './icons';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export type ToastInput = { type: ToastType; title: string; message?: string; duration?: number };
type ToastItem = ToastInput & { id: number; leaving: boolean };

export const TOAST_DURATION_MS = 5000;
export const TOAST_FADE_MS = 300;
/** At most this many toasts at once: older ones give way, so a burst never covers a phone screen (or a dialog). */
export const MAX_TOASTS = 2;
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

const styles: Record<ToastType, { box: string; icon: ReactNode }> = {
  success: {
    box: 'border-moss bg-white',
    icon: <CheckCircle2 aria-hidden className="size-5 text-moss" />,
  },
  error: {
    box: 'border-red-700 bg-white',
    icon: <XCircle aria-hidden className="size-5 text-red-700" />,
  },
  warning: {
    box: 'border-amber bg-white',
    icon: <AlertTriangle aria-hidden className="size-5 text-amber" />,
  },
  info: {
    box: 'border-sky-700 bg-white',
    icon: <Info aria-hidden className="size-5 text-sky-700" />,
  },
};

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
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.type === 'error' ? 'alert' : 'status'}
            data-toast-type={t.type}
            // Only the close button takes taps: a toast over a button never swallows the tap meant for it.
            className={`pointer-events-none flex items-start gap-3 rounded-lg border-l-4 p-2.5 shadow-lg sm:p-3 transition-opacity duration-300 ${styles[t.type].box} ${t.leaving ? 'opacity-0' : 'opacity-100'}`}
            style={{ animation: 'toast-in 200ms ease-out' }}
          >
            {styles[t.type].icon}
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{t.title}</p>
              {t.message ? <p className="text-sm text-muted">{t.message}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              className="pointer-events-auto rounded p-1 text-muted hover:bg-sand"
              aria-label="Close notification"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

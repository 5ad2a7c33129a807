import type { ReactNode } from 'react';
import { CheckCircle2, AlertTriangle, Info, X, XCircle } from './toast-icons';
import type { ToastItem, ToastType } from './toast-types';

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

/** The toasts themselves, loaded with the first one (or the first touch): see toast.tsx. */
export function ToastList({
  toasts,
  dismiss,
}: {
  toasts: ToastItem[];
  dismiss: (id: number) => void;
}) {
  return toasts.map((t) => (
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
  ));
}

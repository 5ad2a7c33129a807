import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, X } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { siteInfoQuery } from '../api/site-info';

/** Small building blocks of the admin screens. */

export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-2 text-muted ${className}`}>
      <LoaderCircle aria-hidden className="size-6 animate-spin text-moss" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Checking your session…" />
    </div>
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'danger' | 'ghost' };
const buttonStyles = {
  primary: 'bg-forest text-white hover:bg-moss disabled:bg-forest/60',
  secondary: 'border border-forest/30 bg-white text-forest hover:bg-sand',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-forest hover:bg-sand',
};
export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed ${buttonStyles[variant]} ${className}`}
      {...props}
    />
  );
}

export function Card({ title, action, children, className = '' }: { title?: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-xl border border-sand bg-white p-4 shadow-sm sm:p-5 ${className}`} aria-label={title}>
      {title ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="text-lg">{title}</h2>
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink placeholder:text-stone-400 focus-visible:border-moss aria-[invalid=true]:border-red-700';

export function Field({ label, htmlFor, error, hint, children }: { label: string; htmlFor: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A keyboard-usable modal (focus trapped, Escape closes, focus returns). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="font-serif text-xl text-forest">{title}</Dialog.Title>
              {description ? <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className="rounded p-1 text-muted hover:bg-sand" aria-label="Close">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function StatusDot({ tone }: { tone: 'ok' | 'warn' | 'bad' }) {
  const colour = tone === 'ok' ? 'bg-green-600' : tone === 'warn' ? 'bg-amber' : 'bg-red-700';
  return <span aria-hidden className={`inline-block size-2.5 rounded-full ${colour}`} />;
}

/** Times are shown in the resort's time zone. */
export function useResortTz(): string {
  return useQuery(siteInfoQuery).data?.resortTz ?? 'Asia/Kolkata';
}

export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

import { type ReactNode } from 'react';

export const guestBookingKey = (code: string) => ['guest-booking', code] as const;

export function Badge({ className, label }: { className: string | undefined; label: string }) {
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-medium ${className ?? 'bg-stone-200 text-stone-800'}`}
    >
      {label}
    </span>
  );
}

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-sand bg-white p-5 shadow-sm print:break-inside-avoid print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Item({
  label,
  value,
  hint,
}: {
  label: string;
  value: ReactNode;
  hint?: string | null;
}) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

/** "Your time: Tue, 1 Dec, 8:30 am" when the guest's clock is not the resort's. */
export function localHint(instant: string, resortZone: string): string | null {
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!local || local === resortZone) return null;
  const fmt = (timeZone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(instant));
  if (fmt(local) === fmt(resortZone)) return null;
  return `Your time (${local}): ${fmt(local)}`;
}

import type { ReactNode } from 'react';

/** A figure with its label, a note and an icon (dashboard, bookings, reports …). */
export function StatCard({
  label,
  value,
  note,
  hint,
  icon,
  tone,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  /** What the figure means (a money figure's definition, decision 0113), in small print. */
  hint?: string;
  icon: ReactNode;
  tone: string;
}) {
  return (
    <section
      aria-label={label}
      className="flex items-start justify-between gap-3 rounded-xl border border-sand bg-white p-4 shadow-sm"
    >
      <div className="min-w-0">
        <h2 className="font-sans text-sm font-medium text-muted">{label}</h2>
        <p
          className="mt-1 text-2xl font-semibold text-ink"
          data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {value}
        </p>
        {note ? <div className="mt-1 text-xs text-muted">{note}</div> : null}
        {hint ? <p className="mt-1 text-[11px] leading-snug text-muted">{hint}</p> : null}
      </div>
      <span aria-hidden className={`rounded-lg p-2.5 ${tone}`}>
        {icon}
      </span>
    </section>
  );
}

/** The row of stat cards at the top of a section: two a line on phones, four on wide screens. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</div>;
}

import { Binoculars, CalendarDays, CircleCheck, Clock } from 'lucide-react';
import type { SafariListQuery } from '../../../domain/catalog-lists';
import { StatCard, StatGrid } from '../ui/stat-card';
import type { SafariStats } from '../../../server/safari/admin-contract';

/** Total, pending, confirmed and this week's answerable enquiries (`…` while loading). */
export function EnquiryStatCards({ s }: { s: SafariStats | undefined }) {
  return (
    <StatGrid>
      <StatCard
        label="Total Queries"
        value={s ? String(s.total) : '…'}
        icon={<Binoculars className="size-5" />}
        tone="bg-green-100 text-green-900"
      />
      <StatCard
        label="Pending"
        value={s ? String(s.pending) : '…'}
        icon={<Clock className="size-5" />}
        tone="bg-amber-100 text-amber-900"
      />
      <StatCard
        label="Confirmed"
        value={s ? String(s.confirmed) : '…'}
        icon={<CircleCheck className="size-5" />}
        tone="bg-emerald-100 text-emerald-900"
      />
      <StatCard
        label="This Week"
        value={s ? String(s.thisWeek) : '…'}
        note="Since Monday"
        icon={<CalendarDays className="size-5" />}
        tone="bg-sky-100 text-sky-900"
      />
    </StatGrid>
  );
}

/** Answerable or not-booked enquiries, with what the not-booked ones are. */
export function EnquiryViews({
  current,
  s,
  onView,
}: {
  current: SafariListQuery['view'];
  s: SafariStats | undefined;
  onView: (view: SafariListQuery['view']) => void;
}) {
  return (
    <>
      <div role="group" aria-label="Which enquiries" className="flex flex-wrap gap-2">
        {(
          [
            ['answerable', 'Answerable', s?.total],
            ['unbooked', 'Not booked', s?.unbooked],
          ] as const
        ).map(([view, label, n]) => (
          <button
            key={view}
            type="button"
            aria-pressed={current === view}
            onClick={() => onView(view)}
            data-testid={`view-${view}`}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest ${
              current === view
                ? 'border-forest bg-forest text-white'
                : 'border-sand bg-white text-forest hover:bg-sand'
            }`}
          >
            {label}
            {n === undefined ? '' : ` (${n})`}
          </button>
        ))}
      </div>
      {current === 'unbooked' ? (
        <p className="rounded-xl border border-sand bg-white p-3 text-sm text-muted">
          Enquiries sent from the booking wizard by guests who have not booked and left no e-mail
          address. They cannot be answered and are not counted above; one moves to Answerable by
          itself when the guest books from the same browser. They are removed{' '}
          {s ? `${s.unbookedKeepDays} days` : 'some days'} after they were sent, unless you confirm
          them.
        </p>
      ) : null}
    </>
  );
}

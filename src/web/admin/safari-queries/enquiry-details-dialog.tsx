import { safariTransitions, SAFARI_STATUS_LABELS } from '../../../domain/booking-status';
import type { SafariQueryStatus } from '../../../domain/enums';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { formatDateTime, formatStaffDate, useResortTz } from '../ui/resort-time';
import { StatusBadge } from '../ui/status-badge';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { changeSafariStatus, safariKey, type AdminSafariEnquiry } from './api';

const ACTION_LABELS: Record<SafariQueryStatus, string> = {
  pending: 'Mark Pending',
  confirmed: 'Confirm',
  cancelled: 'Cancel Query',
  completed: 'Mark Completed',
};

export function EnquiryDetailsDialog({
  enquiry,
  onClose,
  onRespond,
}: {
  enquiry: AdminSafariEnquiry | null;
  onClose: () => void;
  onRespond: (e: AdminSafariEnquiry) => void;
}) {
  const tz = useResortTz();
  const change = useAdminMutation({
    mutationFn: (status: SafariQueryStatus) => changeSafariStatus(enquiry!.id, status),
    invalidate: [safariKey],
    success: (saved) => ({
      type: 'success',
      title: 'Status Updated',
      message: `Safari query marked ${SAFARI_STATUS_LABELS[saved.status].toLowerCase()}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update status' },
    onSuccess: onClose,
  });
  const e = enquiry;
  const rows: [string, string][] = e
    ? [
        ['Guest', e.guestName ?? 'Not known yet (no booking)'],
        ['Email', e.email ?? '—'],
        ['Phone', e.phone ?? '—'],
        ['Booking', e.bookingId ?? 'Not booked yet'],
        ['Safari', e.safariName],
        ['Preferred date', e.preferredDate ? formatStaffDate(e.preferredDate) : '—'],
        ['Timing', e.preferredTiming ?? '—'],
        ['Persons', String(e.numberOfPersons)],
        ['Special requirements', e.specialRequirements ?? '—'],
        ['Received', formatDateTime(e.createdAt, tz)],
      ]
    : [];
  return (
    <Modal
      open={e !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Safari Query Details"
      wide
    >
      {e ? (
        <div className="flex flex-col gap-4 text-sm">
          <div className="flex items-center gap-2">
            Status: <StatusBadge kind="safari" status={e.status} />
          </div>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {rows.map(([k, v]) => (
              <div key={k}>
                <dt className="text-muted">{k}</dt>
                <dd className="font-medium break-words">{v}</dd>
              </div>
            ))}
          </dl>
          {e.response ? (
            <section aria-label="Response" className="rounded-lg bg-cream p-3">
              <h3 className="font-semibold">Response</h3>
              <p className="whitespace-pre-wrap">{e.response}</p>
              <p className="mt-1 text-xs text-muted">
                {e.respondedBy ?? 'Staff'}
                {e.respondedAt ? `, ${formatDateTime(e.respondedAt, tz)}` : ''}
              </p>
            </section>
          ) : null}
          {e.adminNotes ? (
            <section aria-label="Admin notes" className="rounded-lg border border-sand p-3">
              <h3 className="font-semibold">Admin notes (internal)</h3>
              <p className="whitespace-pre-wrap">{e.adminNotes}</p>
            </section>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {safariTransitions(e.status).map((to) => (
              <Button
                key={to}
                variant={to === 'cancelled' ? 'danger' : 'secondary'}
                disabled={change.isPending}
                onClick={() => change.mutate(to)}
              >
                {ACTION_LABELS[to]}
              </Button>
            ))}
            {e.status === 'pending' || e.status === 'confirmed' ? (
              <Button
                onClick={() => onRespond(e)}
                disabled={!e.email}
                title={e.email ? undefined : 'The guest has not booked yet: no e-mail address'}
              >
                Respond
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

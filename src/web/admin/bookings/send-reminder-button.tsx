import { Mail } from 'lucide-react';
import { useState } from 'react';
import { formatInr } from '../../../domain/money';
import { manualReminderRefusal } from '../../../domain/guest-emails';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY } from './api';
import { sendPaymentReminder } from './money-api';

/** "Send reminder": e-mail the guest of a half-paid booking the balance due (decision 0085). */
export function SendReminderButton({
  booking,
}: {
  booking: {
    bookingId: string;
    guestName: string;
    email: string;
    status: string;
    paymentStatus: string;
    remainingAmount: number;
  };
}) {
  const [open, setOpen] = useState(false);
  const send = useAdminMutation({
    mutationFn: () => sendPaymentReminder(booking.bookingId),
    invalidate: [BOOKINGS_KEY, ['admin', 'emails']],
    success: (r) => ({
      type: 'success',
      title: 'Reminder Sent',
      message: `A payment reminder to ${r.to} is queued`,
    }),
    failure: { title: 'Reminder Failed', message: 'Failed to send the reminder' },
    onSuccess: () => setOpen(false),
  });
  if (manualReminderRefusal(booking)) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Mail aria-hidden className="size-4" /> Send reminder
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Send payment reminder?"
        message={
          <>
            {booking.guestName} ({booking.email}) is e-mailed a reminder that{' '}
            <strong>{formatInr(booking.remainingAmount)}</strong> is due at the property.
          </>
        }
        confirmLabel="Send reminder"
        tone="primary"
        busy={send.isPending}
        onConfirm={() => send.mutate()}
      />
    </>
  );
}

import { RotateCw, Send } from 'lucide-react';
import { useState } from 'react';
import { canResendEmail, canRetryEmail } from '../../../domain/guest-emails';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { emailsKey, resendEmail, retryEmail, type OutboxItem } from './api';

/**
 * Retry (a failed or held message goes back in the queue) and Resend (a copy of a sent one, after
 * a confirmation: the recipient gets it twice).
 */
export function EmailActions({
  message,
  compact = false,
  onDone,
}: {
  message: OutboxItem;
  compact?: boolean;
  onDone?: () => void;
}) {
  const [confirmResend, setConfirmResend] = useState(false);
  const retry = useAdminMutation({
    mutationFn: () => retryEmail(message.id),
    invalidate: [emailsKey],
    success: () => ({
      type: 'success',
      title: 'E-mail Queued',
      message: `The e-mail to ${message.to} is queued for delivery`,
    }),
    failure: { title: 'Retry Failed', message: 'Failed to queue the e-mail' },
    onSuccess: onDone,
  });
  const resend = useAdminMutation({
    mutationFn: () => resendEmail(message.id),
    invalidate: [emailsKey],
    success: () => ({
      type: 'success',
      title: 'E-mail Queued',
      message: `A copy of the e-mail to ${message.to} is queued for delivery`,
    }),
    failure: { title: 'Resend Failed', message: 'Failed to resend the e-mail' },
    onSuccess: () => {
      setConfirmResend(false);
      onDone?.();
    },
  });
  const label = (verb: string) => `${verb} the e-mail to ${message.to}: ${message.subject}`;
  return (
    <>
      {canRetryEmail(message.status) ? (
        <Button
          variant={compact ? 'ghost' : 'primary'}
          className={compact ? 'px-2' : ''}
          onClick={() => retry.mutate()}
          disabled={retry.isPending}
          aria-label={compact ? label('Retry') : undefined}
        >
          <RotateCw aria-hidden className="size-4" />
          {compact ? null : retry.isPending ? 'Queuing…' : 'Retry'}
        </Button>
      ) : null}
      {canResendEmail(message.status) ? (
        <Button
          variant={compact ? 'ghost' : 'secondary'}
          className={compact ? 'px-2' : ''}
          onClick={() => setConfirmResend(true)}
          aria-label={compact ? label('Resend') : undefined}
        >
          <Send aria-hidden className="size-4" />
          {compact ? null : 'Resend'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirmResend}
        onOpenChange={setConfirmResend}
        title="Resend e-mail?"
        message={
          <>
            A copy of “{message.subject}” goes to <strong>{message.to}</strong> again. The one
            already sent stays in the list.
          </>
        }
        confirmLabel="Resend"
        tone="primary"
        busy={resend.isPending}
        onConfirm={() => resend.mutate()}
      />
    </>
  );
}

import { DialogClose, DialogDescription, DialogFrame, DialogTitle } from '../../ui/form/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { CANCELLATION_POLICY, refundPreview } from '../../../domain/cancellation-policy';
import { formatLongDate } from '../../../domain/dates';
import {
  cancelGuestBooking,
  type ActionProof,
  type GuestBookingView,
} from '../../api/guest-booking';
import { ProofCodeNeeded } from './guest-proof-code';
import { useToast } from '../../ui/toast';
import { guestBookingKey, Section } from './page-parts';

export function Cancellation({
  b,
  code,
  actionProof,
  onProofUsed,
  phone,
  email,
}: {
  b: GuestBookingView;
  code: string;
  /** The token, or the e-mail with its one-time code (null: a code is still to be typed). */
  actionProof: ActionProof | null;
  onProofUsed(): void;
  phone: string | undefined;
  email: string | undefined;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ refundAmount: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const c = b.cancellation;
  const cancel = async () => {
    if (!actionProof) return;
    setBusy(true);
    setError(null);
    try {
      const result = await cancelGuestBooking(code, actionProof);
      onProofUsed();
      setDone({ refundAmount: result.refundAmount });
      setOpen(false);
      toast({
        type: 'success',
        title: 'Booking Cancelled',
        message: refundPreview(result.refundAmount),
      });
      await queryClient.invalidateQueries({ queryKey: guestBookingKey(code) });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The booking could not be cancelled.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="cancel-heading" title="Cancellation">
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {CANCELLATION_POLICY.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {b.status === 'cancelled' ? (
        <p
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900"
          role={done ? 'status' : undefined}
        >
          This booking is cancelled.
          {done ? ` ${refundPreview(done.refundAmount)}` : ''}
        </p>
      ) : c.allowed ? (
        <div className="mt-3 print:hidden">
          <p className="text-sm">
            If you cancel now: <strong>{refundPreview(c.refundAmount)}</strong>
          </p>
          {actionProof ? (
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="mt-3 inline-flex items-center gap-2 rounded-full border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              Cancel booking
            </button>
          ) : (
            <ProofCodeNeeded action="cancel" />
          )}
        </div>
      ) : (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <p>{c.reason}</p>
          {phone || email ? (
            <p className="mt-2 flex flex-wrap gap-4">
              {phone ? (
                <a
                  href={`tel:${phone.replace(/\s+/g, '')}`}
                  className="inline-flex items-center gap-1.5 font-medium underline"
                >
                  <Phone aria-hidden className="size-4" /> {phone}
                </a>
              ) : null}
              {email ? (
                <a
                  href={`mailto:${email}`}
                  className="inline-flex items-center gap-1.5 font-medium underline"
                >
                  <Mail aria-hidden className="size-4" /> {email}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      )}
      <DialogFrame open={open} onOpenChange={setOpen} busy={busy} look="guest" widthRem={28}>
        <DialogTitle className="font-serif text-xl">Cancel booking {b.bookingId}?</DialogTitle>
        <DialogDescription className="mt-2 text-sm">
          {formatLongDate(b.checkIn)} – {formatLongDate(b.checkOut)}, {b.villaName}. Your rooms are
          released at once. <strong>{refundPreview(c.refundAmount)}</strong>
        </DialogDescription>
        {error ? (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <button
            type="button"
            disabled={busy}
            onClick={() => void cancel()}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:bg-sand disabled:text-muted"
          >
            {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null} Yes, cancel my
            booking
          </button>
          <DialogClose asChild>
            <button
              type="button"
              disabled={busy}
              className="rounded-full border border-forest px-4 py-2.5 font-medium text-forest hover:bg-sand"
            >
              Keep my booking
            </button>
          </DialogClose>
        </div>
      </DialogFrame>
    </Section>
  );
}

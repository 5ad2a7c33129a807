import { guestButtonStyles, guestInputClass } from '../../ui/form/styles';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { addDays, formatLongDate, todayInZone } from '../../../domain/dates';
import {
  changeGuestDates,
  type ActionProof,
  type DateChangeResult,
  type GuestBookingView,
  type GuestProof,
} from '../../api/guest-booking';
import { ProofCodeNeeded } from './guest-proof-code';
import { Field } from '../../ui/form/field';
import { formatInr } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { guestBookingKey, Section } from './page-parts';

export function ChangeDates({
  b,
  code,
  proof,
  actionProof,
  onProofUsed,
}: {
  b: GuestBookingView;
  code: string;
  /** Enough for a preview. */
  proof: GuestProof;
  /** What the change itself needs (null: a code is still to be typed). */
  actionProof: ActionProof | null;
  onProofUsed(): void;
}) {
  const ids = useId();
  const {
    checkIn,
    setCheckIn,
    checkOut,
    setCheckOut,
    adults,
    setAdults,
    children,
    setChildren,
    preview,
    error,
    busy,
    today,
    reset,
    run,
  } = useDateChange({ b, code, proof, actionProof, onProofUsed });
  // A changed field makes the preview stale: it goes, with any message.
  const change = <T,>(set: (value: T) => void, value: T) => {
    set(value);
    reset();
  };
  return (
    <Section id="change-heading" title="Change dates">
      <p className="mt-2 text-sm text-muted">
        Move your stay in the same villa, for the same or fewer guests. You see the new price before
        anything changes.
      </p>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-4 print:hidden"
        onSubmit={(e) => {
          e.preventDefault();
          void run(true);
        }}
      >
        <Field look="guest" label="New check-in" htmlFor={`${ids}-in`}>
          <input
            id={`${ids}-in`}
            type="date"
            min={addDays(today, 1)}
            value={checkIn}
            onChange={(e) => change(setCheckIn, e.target.value)}
            className={guestInputClass}
          />
        </Field>
        <Field look="guest" label="New check-out" htmlFor={`${ids}-out`}>
          <input
            id={`${ids}-out`}
            type="date"
            min={checkIn ? addDays(checkIn, 1) : undefined}
            value={checkOut}
            onChange={(e) => change(setCheckOut, e.target.value)}
            className={guestInputClass}
          />
        </Field>
        <Field look="guest" label="Adults" htmlFor={`${ids}-adults`}>
          <CountSelect
            id={`${ids}-adults`}
            min={1}
            max={b.guests}
            value={adults}
            onChange={(n) => change(setAdults, n)}
          />
        </Field>
        <Field look="guest" label="Children" htmlFor={`${ids}-children`}>
          <CountSelect
            id={`${ids}-children`}
            min={0}
            max={Math.max(0, b.guests - adults)}
            value={children}
            onChange={(n) => change(setChildren, n)}
          />
        </Field>
        <div className="sm:col-span-4">
          <button type="submit" disabled={busy} className={guestButtonStyles.secondary}>
            {busy && !preview ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}{' '}
            Check new price
          </button>
        </div>
      </form>
      {error ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-700/40 bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      ) : null}
      {preview ? (
        <DateChangePreview
          preview={preview}
          busy={busy}
          canConfirm={actionProof !== null}
          onConfirm={() => void run(false)}
        />
      ) : null}
    </Section>
  );
}

/** A number of guests from `min` to `max`. */
function CountSelect({
  id,
  min,
  max,
  value,
  onChange,
}: {
  id: string;
  min: number;
  max: number;
  value: number;
  onChange(value: number): void;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      className={guestInputClass}
    >
      {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </select>
  );
}

/** The new stay's price against the current one, and the button that books it. */
function DateChangePreview({
  preview,
  busy,
  canConfirm,
  onConfirm,
}: {
  preview: DateChangeResult;
  busy: boolean;
  /** false: the one-time code is still to be typed. */
  canConfirm: boolean;
  onConfirm(): void;
}) {
  return (
    <div className="mt-4 space-y-2 rounded-xl bg-cream p-4 text-sm" aria-live="polite">
      <p className="font-medium">
        {formatLongDate(preview.checkIn)} – {formatLongDate(preview.checkOut)} · {preview.nights}{' '}
        {preview.nights === 1 ? 'night' : 'nights'} is available.
      </p>
      <dl className="grid grid-cols-2 gap-1 sm:max-w-sm">
        <dt className="text-muted">New price</dt>
        <dd className="text-right tabular-nums">{formatInr(preview.newTotal)}</dd>
        <dt className="text-muted">Current price</dt>
        <dd className="text-right tabular-nums">{formatInr(preview.previousTotal)}</dd>
        <dt className="font-semibold">Difference</dt>
        <dd className="text-right font-semibold tabular-nums">
          {preview.difference > 0 ? '+' : preview.difference < 0 ? '−' : ''}
          {formatInr(Math.abs(preview.difference))}
        </dd>
      </dl>
      <p>
        {preview.refundAmount > 0
          ? `${formatInr(preview.refundAmount)} will be refunded to your original payment method.`
          : preview.due > 0
            ? `${formatInr(preview.due)} will be due: pay it online right after the change, or at the property.`
            : 'Nothing more will be due.'}
      </p>
      {canConfirm ? (
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={guestButtonStyles.primary}
        >
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null} Confirm new dates
        </button>
      ) : (
        <ProofCodeNeeded action="confirm the new dates" />
      )}
    </div>
  );
}

/** The date change's form state, its preview (a dry run) and the change itself. */
function useDateChange({
  b,
  code,
  proof,
  actionProof,
  onProofUsed,
}: {
  b: GuestBookingView;
  code: string;
  proof: GuestProof;
  actionProof: ActionProof | null;
  onProofUsed(): void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [checkIn, setCheckIn] = useState(b.checkIn);
  const [checkOut, setCheckOut] = useState(b.checkOut);
  const [adults, setAdults] = useState(b.adults);
  const [children, setChildren] = useState(b.children);
  const [preview, setPreview] = useState<DateChangeResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayInZone(new Date(), b.resortTimeZone);
  const request = { checkIn, checkOut, adults, children };
  const reset = () => {
    setPreview(null);
    setError(null);
  };
  const run = async (dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const result = await changeGuestDates(code, dryRun ? proof : (actionProof ?? proof), {
        ...request,
        dryRun,
      });
      if (dryRun) setPreview(result);
      else {
        setPreview(null);
        onProofUsed();
        toast({
          type: 'success',
          title: 'Booking Changed',
          message:
            result.refundAmount > 0
              ? `Your new dates are booked. ${formatInr(result.refundAmount)} will be refunded.`
              : result.due > 0
                ? `Your new dates are booked. ${formatInr(result.due)} is now due.`
                : 'Your new dates are booked.',
        });
        await queryClient.invalidateQueries({ queryKey: guestBookingKey(code) });
      }
    } catch (err) {
      setPreview(null);
      setError(err instanceof Error ? err.message : 'The dates could not be changed.');
    } finally {
      setBusy(false);
    }
  };
  return {
    checkIn,
    setCheckIn,
    checkOut,
    setCheckOut,
    adults,
    setAdults,
    children,
    setChildren,
    preview,
    error,
    busy,
    today,
    reset,
    run,
  };
}

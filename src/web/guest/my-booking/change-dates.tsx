import { guestButtonStyles } from '../../ui/form/styles';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { addDays, formatLongDate, todayInZone } from '../../../domain/dates';
import {
  changeGuestDates,
  type ActionProof,
  type DateChangeResult,
  type GuestBookingView,
  type GuestProof,
} from '../../api/guest-booking';
import { ProofCodeNeeded } from './guest-proof-code';
import { dateChangeSchema } from '../../../domain/stay-request';
import { Field, useFormFields } from '../../ui/form/field';
import { FormError } from '../../ui/form/form-dialog';
import { useZodForm } from '../../ui/form/use-zod-form';
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
  const { form, preview, busy, today, run } = useDateChange({
    b,
    code,
    proof,
    actionProof,
    onProofUsed,
  });
  const { id, err, input } = useFormFields(form, { look: 'guest' });
  const checkIn = form.watch('checkIn');
  const adults = Number(form.watch('adults'));
  return (
    <Section id="change-heading" title="Change dates">
      <p className="mt-2 text-sm text-muted">
        Move your stay in the same villa, for the same or fewer guests. You see the new price before
        anything changes.
      </p>
      <form
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-4 print:hidden"
        onSubmit={form.onValid((stay) => run(stay, true))}
      >
        <Field look="guest" label="New check-in" htmlFor={id('checkIn')} error={err('checkIn')}>
          <input type="date" min={addDays(today, 1)} {...input('checkIn')} />
        </Field>
        <Field look="guest" label="New check-out" htmlFor={id('checkOut')} error={err('checkOut')}>
          <input
            type="date"
            min={checkIn ? addDays(checkIn, 1) : undefined}
            {...input('checkOut')}
          />
        </Field>
        <Field look="guest" label="Adults" htmlFor={id('adults')} error={err('adults')}>
          <select {...input('adults')}>
            <CountOptions min={1} max={b.guests} />
          </select>
        </Field>
        <Field look="guest" label="Children" htmlFor={id('children')} error={err('children')}>
          <select {...input('children')}>
            <CountOptions min={0} max={Math.max(0, b.guests - adults)} />
          </select>
        </Field>
        <div className="sm:col-span-4">
          <button type="submit" disabled={busy} className={guestButtonStyles.secondary}>
            {busy && !preview ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}{' '}
            Check new price
          </button>
        </div>
      </form>
      {form.formError() ? (
        <div className="mt-3">
          <FormError message={form.formError()} />
        </div>
      ) : null}
      {preview ? (
        <DateChangePreview
          preview={preview.result}
          busy={busy}
          canConfirm={actionProof !== null}
          onConfirm={() => void run(preview.stay, false)}
        />
      ) : null}
    </Section>
  );
}

/** The options of a number of guests from `min` to `max`. */
function CountOptions({ min, max }: { min: number; max: number }) {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
    <option key={n} value={n}>
      {n}
    </option>
  ));
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

/** The form's values: what the inputs hold (the selects' numbers as text). */
type DateChangeValues = { checkIn: string; checkOut: string; adults: string; children: string };
type NewStay = z.output<typeof dateChangeSchema>;

/** The date change's form (the domain's schema), its preview (a dry run) and the change itself. */
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
  const form = useZodForm({
    schema: dateChangeSchema,
    defaultValues: {
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      adults: String(b.adults),
      children: String(b.children),
    },
    toInput: (v: DateChangeValues) => ({
      checkIn: v.checkIn,
      checkOut: v.checkOut,
      adults: Number(v.adults),
      children: Number(v.children),
    }),
    invalidToast: null,
  });
  /** The preview and the stay it priced (the change books that same stay). */
  const [preview, setPreview] = useState<{ stay: NewStay; result: DateChangeResult } | null>(null);
  const [busy, setBusy] = useState(false);
  const today = todayInZone(new Date(), b.resortTimeZone);
  // A changed field makes the preview stale: it goes, with any message.
  useEffect(() => {
    const watching = form.watch(() => {
      setPreview(null);
      form.clearErrors('root');
    });
    return () => watching.unsubscribe();
  }, [form]);
  const run = async (stay: NewStay, dryRun: boolean) => {
    setBusy(true);
    form.clearErrors('root');
    try {
      const result = await changeGuestDates(code, dryRun ? proof : (actionProof ?? proof), {
        ...stay,
        dryRun,
      });
      if (dryRun) setPreview({ stay, result });
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
      if (form.serverErrors(err) === 0)
        form.setError('root.server', {
          message: err instanceof Error ? err.message : 'The dates could not be changed.',
        });
    } finally {
      setBusy(false);
    }
  };
  return { form, preview, busy, today, run };
}

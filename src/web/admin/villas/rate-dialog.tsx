import { useEffect, useId, useState } from 'react';
import { formatLongDate } from '../../../domain/dates';
import {
  RATE_MESSAGES,
  rateOverrideSchema,
  type RateOverrideBody,
} from '../../../domain/inventory';
import { ApiError } from '../../api/client';
import { formatInr } from '../../ui/format';
import { Button } from '../ui/button';
import { Field, inputClass } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { clearRate, setRate, villaChangeKeys, type RatePreview } from './api';

type Night = RatePreview['nights'][number];

/**
 * The night's price, minimum stay and closed arrival (decision 0127): set an override (replaces the
 * pricing rules) or clear it.
 */
export function RateDialog({
  open,
  onOpenChange,
  villaId,
  villaName,
  date,
  night,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  villaId: string;
  villaName: string;
  date: string;
  /** The night's current rate, when the preview covers it. */
  night: Night | undefined;
}) {
  const uid = useId();
  const [price, setPrice] = useState('');
  const [minNights, setMinNights] = useState('');
  const [closed, setClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setPrice(night ? String(night.override ?? night.rate) : '');
      setMinNights(night?.minNights ? String(night.minNights) : '');
      setClosed(night?.closedToArrival ?? false);
      setError(null);
    }
  }, [open, night]);

  const failed = (err: unknown) =>
    setError(err instanceof ApiError ? err.message : 'Failed to update the rate');
  const save = useAdminMutation({
    mutationFn: (body: RateOverrideBody) => setRate(villaId, date, body),
    invalidate: villaChangeKeys,
    success: (r) => ({
      type: 'success',
      title: RATE_MESSAGES.set,
      message: `${villaName} on ${formatLongDate(date)}: ${formatInr(r.price ?? 0)}`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to update the rate' },
    onSuccess: () => onOpenChange(false),
  });
  const clear = useAdminMutation({
    mutationFn: () => clearRate(villaId, date),
    invalidate: villaChangeKeys,
    success: () => ({
      type: 'success',
      title: RATE_MESSAGES.cleared,
      message: `${villaName} on ${formatLongDate(date)} follows the pricing rules again`,
    }),
    failure: { title: 'Update Failed', message: 'Failed to clear the rate' },
    onSuccess: () => onOpenChange(false),
  });

  const busy = save.isPending || clear.isPending;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Set Nightly Rate"
      description={`${villaName}, ${formatLongDate(date)}`}
      submitLabel="Set Rate"
      busy={busy}
      formError={error ?? undefined}
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = rateOverrideSchema.safeParse({
          price: price.trim() === '' ? Number.NaN : Number(price),
          minNights: minNights.trim() === '' ? null : Number(minNights),
          closedToArrival: closed,
        });
        if (!parsed.success) return setError(parsed.error.issues[0]!.message);
        setError(null);
        save.mutate(parsed.data, { onError: failed });
      }}
    >
      {night ? (
        <p className="text-sm">
          Now: <strong>{formatInr(night.rate)}</strong>{' '}
          <span className="text-muted">
            (
            {night.override !== null
              ? 'special rate for this night'
              : (night.reason ?? 'base price')}
            )
          </span>
        </p>
      ) : null}
      <Field
        label="Price for this night (₹)"
        htmlFor={`${uid}-price`}
        hint="Replaces the pricing rules for this night; guests' quotes use it at once"
      >
        <input
          id={`${uid}-price`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={inputClass}
          value={price}
          aria-invalid={Boolean(error)}
          onChange={(e) => setPrice(e.target.value)}
        />
      </Field>
      <Field
        label="Minimum stay from this night (nights)"
        htmlFor={`${uid}-min`}
        hint="Empty: the pricing rules decide. A stay including this night must be at least this long"
      >
        <input
          id={`${uid}-min`}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          className={inputClass}
          value={minNights}
          onChange={(e) => setMinNights(e.target.value)}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-forest"
          checked={closed}
          onChange={(e) => setClosed(e.target.checked)}
        />
        Closed to arrival (guests cannot check in on this night)
      </label>
      {night?.override !== null && night?.override !== undefined ? (
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={() => clear.mutate(undefined, { onError: failed })}
        >
          Clear Special Rate
        </Button>
      ) : null}
    </FormDialog>
  );
}

import { useEffect } from 'react';
import { formatLongDate } from '../../../domain/dates';
import {
  RATE_MESSAGES,
  rateOverrideSchema,
  type RateOverrideBody,
} from '../../../domain/inventory';
import { ApiError } from '../../api/client';
import { formatInr } from '../../ui/format';
import { Button } from '../ui/button';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, inputNumber, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { clearRate, setRate, villaChangeKeys, type RatePreview } from './api';

type Night = RatePreview['nights'][number];
type Values = { price: string; minNights: string; closedToArrival: boolean };

const toValues = (night: Night | undefined): Values => ({
  price: night ? String(night.override ?? night.rate) : '',
  minNights: night?.minNights ? String(night.minNights) : '',
  closedToArrival: night?.closedToArrival ?? false,
});

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
  const form = useZodForm({
    schema: rateOverrideSchema,
    defaultValues: toValues(night),
    toInput: (v: Values) => ({
      price: inputNumber(v.price),
      minNights: v.minNights.trim() === '' ? null : Number(v.minNights),
      closedToArrival: v.closedToArrival,
    }),
    invalidToast: null,
    shouldFocusError: false,
  });
  const { reset, setError } = form;
  const { id, err, input } = useFormFields(form);
  useEffect(() => {
    if (open) reset(toValues(night));
  }, [open, night, reset]);

  // The server's refusal: under its field, else above the buttons.
  const failed = (e: unknown) => {
    if (form.serverErrors(e)) return;
    setError('root.server', {
      message: e instanceof ApiError ? e.message : 'Failed to update the rate',
    });
  };
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
      formError={form.formError()}
      onSubmit={form.onValid((body) => save.mutate(body, { onError: failed }))}
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
        htmlFor={id('price')}
        error={err('price')}
        hint="Replaces the pricing rules for this night; guests' quotes use it at once"
      >
        <input type="number" inputMode="numeric" min={1} step={1} {...input('price')} />
      </Field>
      <Field
        label="Minimum stay from this night (nights)"
        htmlFor={id('minNights')}
        error={err('minNights')}
        hint="Empty: the pricing rules decide. A stay including this night must be at least this long"
      >
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          {...input('minNights')}
        />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-forest"
          {...form.register('closedToArrival')}
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

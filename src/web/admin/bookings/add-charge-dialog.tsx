import { useEffect } from 'react';
import { CHARGE_KINDS } from '../../../domain/charge-tax';
import {
  CHARGE_KIND_LABELS,
  chargeInputSchema,
  type ChargeInput,
} from '../../../domain/folio-charges';
import { useZodForm } from '../../ui/form/use-zod-form';
import { EnumOptions, Field, inputNumber, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';

type Values = {
  kind: ChargeInput['kind'];
  description: string;
  quantity: string;
  unitPrice: string;
};
const EMPTY: Values = { kind: 'safari', description: '', quantity: '1', unitPrice: '' };

/**
 * "Add charge": kind, description, quantity and unit price, checked by the domain's charge schema;
 * `onAdd` sends it and reports a failure (its field messages go under the fields).
 */
export function AddChargeDialog({
  open,
  onOpenChange,
  guestName,
  busy,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  guestName: string;
  busy: boolean;
  onAdd: (body: ChargeInput, onError: (err: unknown) => void) => void;
}) {
  const form = useZodForm({
    schema: chargeInputSchema,
    defaultValues: EMPTY,
    toInput: (v: Values) => ({
      ...v,
      quantity: inputNumber(v.quantity),
      unitPrice: inputNumber(v.unitPrice),
    }),
    invalidToast: null,
  });
  const { reset } = form;
  const { id, err, input } = useFormFields(form);
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);
  const onSubmit = form.onValid((body) => onAdd(body, (e) => form.serverErrors(e)));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add charge"
      description={`GST is added by the charge's kind; ${guestName} can pay it online from the booking page.`}
      submitLabel="Add charge"
      busy={busy}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <Field label="Kind" htmlFor={id('kind')} error={err('kind')}>
        <select {...input('kind')}>
          <EnumOptions values={CHARGE_KINDS} labels={CHARGE_KIND_LABELS} />
        </select>
      </Field>
      <Field label="Description" htmlFor={id('description')} error={err('description')}>
        <input maxLength={200} {...input('description')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Quantity" htmlFor={id('quantity')} error={err('quantity')}>
          <input inputMode="numeric" {...input('quantity')} />
        </Field>
        <Field
          label="Unit price (₹, before GST)"
          htmlFor={id('unitPrice')}
          error={err('unitPrice')}
        >
          <input inputMode="numeric" {...input('unitPrice')} />
        </Field>
      </div>
    </FormDialog>
  );
}

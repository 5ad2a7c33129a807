import { useEffect, useRef, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { PROPERTY_PAYMENT_METHODS } from '../../../domain/enums';
import { PAYMENT_METHOD_LABELS } from '../../../domain/refunds';
import {
  propertyPaymentBodySchema,
  refundBodySchema,
  verifyBankTransferBodySchema,
} from '../../../domain/staff-payments';
import { formatInr } from '../../ui/format';
import { useZodForm } from '../../ui/form/use-zod-form';
import { EnumOptions, Field, inputNumber, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';

type Values = { amount: string; method: string; reference: string; reason: string };

/** What every money dialog gets: open, its starting amount, busy, and what sends the body. */
type DialogProps<S extends z.ZodType> = {
  open: boolean;
  onClose: () => void;
  /** The amount it opens with (0: blank). */
  initial: number;
  busy: boolean;
  onSend: (body: z.output<S>, onError: (err: unknown) => void) => void;
};

const toValues = (initial: number): Values => ({
  amount: initial ? String(initial) : '',
  method: 'cash',
  reference: '',
  reason: '',
});

/** The form's text as the bodies read it: the amount a number, a blank reference left out. */
const toInput = (v: Values) => ({
  amount: inputNumber(v.amount),
  method: v.method,
  reference: v.reference.trim() || undefined,
  reason: v.reason,
});

/** One money form on the domain's body schema, opened with `initial`, its errors under its fields. */
function useMoneyForm<S extends z.ZodType>(schema: S, { open, initial, onSend }: DialogProps<S>) {
  // Each body schema reads the fields it has and drops the others.
  const read = toInput as (v: Values) => z.input<S>;
  const form = useZodForm({ schema, defaultValues: toValues(initial), toInput: read });
  const { reset } = form;
  // Each opening starts from the amount of that moment (a refetch while open changes nothing).
  const start = useRef(initial);
  start.current = initial;
  useEffect(() => {
    if (open) reset(toValues(start.current));
  }, [open, reset]);
  const fields = useFormFields(form);
  const onSubmit = form.onValid((body) => onSend(body, (err) => form.serverErrors(err)));
  return { form, fields, onSubmit };
}

type Fields = ReturnType<typeof useMoneyForm>['fields'];

/** Whole rupees: anything but digits is dropped as it is typed. */
function AmountField({ fields, hint }: { fields: Fields; hint: string }) {
  const { id, err, input } = fields;
  const amount = input('amount');
  return (
    <Field label="Amount (₹)" htmlFor={id('amount')} error={err('amount')} hint={hint}>
      <input
        inputMode="numeric"
        required
        {...amount}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          e.target.value = e.target.value.replace(/[^0-9]/g, '');
          void amount.onChange(e);
        }}
      />
    </Field>
  );
}

function ReferenceField({ fields }: { fields: Fields }) {
  const { id, err, input } = fields;
  return (
    <Field label="Reference (optional)" htmlFor={id('reference')} error={err('reference')}>
      <input maxLength={200} {...input('reference')} />
    </Field>
  );
}

/** "Verify bank transfer": the amount that arrived and the bank's reference. */
export function VerifyTransferDialog(
  props: DialogProps<typeof verifyBankTransferBodySchema> & { guestName: string },
) {
  const { form, fields, onSubmit } = useMoneyForm(verifyBankTransferBodySchema, props);
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(o) => !o && props.onClose()}
      title="Verify bank transfer"
      description={`Confirm only when the transfer from ${props.guestName} is in the resort's account. The booking is confirmed, the guest is e-mailed, and the record says you confirmed it.`}
      submitLabel="Verify and confirm"
      busy={props.busy}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <AmountField fields={fields} hint="The 50% advance the guest was asked to transfer" />
      <ReferenceField fields={fields} />
    </FormDialog>
  );
}

/** "Record payment at the property": amount (at most what is due), method and reference. */
export function RecordPaymentDialog(props: DialogProps<typeof propertyPaymentBodySchema>) {
  const { form, fields, onSubmit } = useMoneyForm(propertyPaymentBodySchema, props);
  const { id, err, input } = fields;
  const due = props.initial;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(o) => !o && props.onClose()}
      title="Record payment at the property"
      description={`Balance due: ${formatInr(due)}. A payment cannot exceed it.`}
      submitLabel="Record payment"
      busy={props.busy}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <AmountField fields={fields} hint={`At most ${formatInr(due)}`} />
      <Field label="Method" htmlFor={id('method')} error={err('method')}>
        <select {...input('method')}>
          <EnumOptions values={PROPERTY_PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
        </select>
      </Field>
      <ReferenceField fields={fields} />
    </FormDialog>
  );
}

/** "Refund": amount (at most what is refundable) and the reason, kept in the history. */
export function RefundDialog(props: DialogProps<typeof refundBodySchema>) {
  const { form, fields, onSubmit } = useMoneyForm(refundBodySchema, props);
  const { id, err, input } = fields;
  const refundable = props.initial;
  return (
    <FormDialog
      open={props.open}
      onOpenChange={(o) => !o && props.onClose()}
      title="Refund"
      description={`Up to ${formatInr(refundable)} can be refunded. Online payments go back through the payment provider; money taken at the desk is given back by hand.`}
      submitLabel="Refund"
      busy={props.busy}
      onSubmit={onSubmit}
      formError={form.formError()}
    >
      <AmountField fields={fields} hint={`At most ${formatInr(refundable)}`} />
      <Field label="Reason" htmlFor={id('reason')} error={err('reason')}>
        <textarea rows={3} maxLength={500} required {...input('reason')} />
      </Field>
    </FormDialog>
  );
}

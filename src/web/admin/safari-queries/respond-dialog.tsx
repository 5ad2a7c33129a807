import { useEffect, useId } from 'react';
import { formatLongDate } from '../../../domain/dates';
import { useForm } from 'react-hook-form';
import { safariResponseSchema, type SafariResponse } from '../../../domain/admin-forms';
import { Field, inputClass, inputNumber } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { respondToSafari, safariKey, type AdminSafariEnquiry } from './api';

type Values = {
  response: string;
  adminNotes: string;
  /** Add the safari to the enquiry's booking as a charge, with the link to pay it (decision 0120). */
  addCharge: boolean;
  description: string;
  quantity: string;
  unitPrice: string;
};
const CHARGE_FIELDS = { description: 'description', quantity: 'quantity', unitPrice: 'unitPrice' };

/** Respond: the answer is e-mailed to the guest; the notes stay internal. */
export function RespondDialog({
  enquiry,
  onClose,
}: {
  enquiry: AdminSafariEnquiry | null;
  onClose: () => void;
}) {
  const uid = useId();
  const form = useForm<Values>({
    defaultValues: {
      response: '',
      adminNotes: '',
      addCharge: false,
      description: '',
      quantity: '1',
      unitPrice: '',
    },
  });
  const { register, handleSubmit, reset, formState, watch } = form;
  useEffect(() => {
    if (enquiry)
      reset({
        response: '',
        adminNotes: enquiry.adminNotes ?? '',
        addCharge: false,
        description: [
          enquiry.safariName,
          enquiry.preferredTiming && !enquiry.safariName.includes(enquiry.preferredTiming)
            ? enquiry.preferredTiming
            : null,
          enquiry.preferredDate ? formatLongDate(enquiry.preferredDate) : null,
          `${enquiry.numberOfPersons} ${enquiry.numberOfPersons === 1 ? 'person' : 'persons'}`,
        ]
          .filter(Boolean)
          .join(', '),
        quantity: '1',
        unitPrice: '',
      });
  }, [enquiry, reset]);
  const charging = watch('addCharge');
  const booked = Boolean(enquiry?.bookingId);

  const send = useAdminMutation({
    mutationFn: (body: SafariResponse) => respondToSafari(enquiry!.id, body),
    invalidate: [safariKey],
    success: (saved) => ({
      type: 'success',
      title: 'Response Sent',
      message: `Your response has been e-mailed to ${saved.email ?? 'the guest'}`,
    }),
    failure: { title: 'Response Failed', message: 'Failed to send response' },
    onSuccess: onClose,
  });

  const onSubmit = handleSubmit((v) => {
    const parsed = safariResponseSchema.safeParse({
      response: v.response,
      adminNotes: v.adminNotes,
      ...(booked && v.addCharge
        ? {
            charge: {
              description: v.description,
              quantity: inputNumber(v.quantity),
              unitPrice: inputNumber(v.unitPrice),
            },
          }
        : {}),
    });
    if (!parsed.success) {
      // One message per field, the first (a blank field says it is required, not also its pattern).
      // A charge's fields are named by their own name (charge.unitPrice → unitPrice).
      setFieldErrors(
        form,
        parsed.error.issues.map((i) => {
          const leaf = String(i.path[i.path.length - 1]);
          return [
            i.path[0] === 'charge'
              ? (CHARGE_FIELDS[leaf as keyof typeof CHARGE_FIELDS] ?? leaf)
              : String(i.path[0]),
            i.message,
          ] as const;
        }),
      );
      return;
    }
    send.mutate(parsed.data, { onError: (err) => applyServerErrors(form, err) });
  });

  const responseError = formState.errors.response?.message;
  const err = (name: 'description' | 'quantity' | 'unitPrice') => formState.errors[name]?.message;
  const aria = (name: 'description' | 'quantity' | 'unitPrice') => ({
    'aria-invalid': Boolean(err(name)),
    'aria-describedby': err(name) ? `${uid}-${name}-error` : undefined,
  });
  return (
    <FormDialog
      open={enquiry !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Respond to Safari Query"
      description={
        enquiry
          ? `${enquiry.safariName} for ${enquiry.guestName ?? 'a guest'}${enquiry.email ? ` (${enquiry.email})` : ''}`
          : undefined
      }
      submitLabel="Send Response"
      busy={send.isPending}
      onSubmit={onSubmit}
      formError={formState.errors.root?.server?.message}
    >
      <Field
        label="Response to the guest"
        htmlFor={`${uid}-response`}
        error={responseError}
        hint="E-mailed to the guest"
      >
        <textarea
          id={`${uid}-response`}
          rows={5}
          className={inputClass}
          aria-invalid={Boolean(responseError)}
          aria-describedby={responseError ? `${uid}-response-error` : undefined}
          {...register('response')}
        />
      </Field>
      <Field label="Admin notes (internal)" htmlFor={`${uid}-notes`} hint="Not sent to the guest">
        <textarea id={`${uid}-notes`} rows={2} className={inputClass} {...register('adminNotes')} />
      </Field>
      {booked ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-sand p-3">
          <legend className="px-1 text-sm font-medium text-ink">Payment</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" {...register('addCharge')} />
            <span>
              Add the safari to booking {enquiry?.bookingId} as a charge and e-mail the guest its
              amount and a link to pay it
            </span>
          </label>
          {charging ? (
            <>
              <Field label="Description" htmlFor={`${uid}-description`} error={err('description')}>
                <input
                  id={`${uid}-description`}
                  className={inputClass}
                  maxLength={200}
                  {...aria('description')}
                  {...register('description')}
                />
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field label="Quantity" htmlFor={`${uid}-quantity`} error={err('quantity')}>
                  <input
                    id={`${uid}-quantity`}
                    className={inputClass}
                    inputMode="numeric"
                    {...aria('quantity')}
                    {...register('quantity')}
                  />
                </Field>
                <Field
                  label="Unit price (₹, before GST)"
                  htmlFor={`${uid}-unitPrice`}
                  error={err('unitPrice')}
                  hint="GST 18% is added"
                >
                  <input
                    id={`${uid}-unitPrice`}
                    className={inputClass}
                    inputMode="numeric"
                    {...aria('unitPrice')}
                    {...register('unitPrice')}
                  />
                </Field>
              </div>
            </>
          ) : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}

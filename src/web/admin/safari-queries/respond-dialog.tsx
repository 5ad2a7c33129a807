import { useEffect } from 'react';
import { formatLongDate } from '../../../domain/dates';
import { safariResponseSchema, type SafariResponse } from '../../../domain/admin-forms';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, inputNumber, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { respondToSafari, safariKey, type AdminSafariEnquiry } from './api';

type Values = {
  response: string;
  adminNotes: string;
  /** Add the safari to the enquiry's booking as a charge, with the link to pay it (decision 0120). */
  addCharge: boolean;
  /** Read only when `addCharge` is ticked (the schema's optional `charge`). */
  charge: { description: string; quantity: string; unitPrice: string };
};

/** The charge's description: the safari, its timing and date, and how many people. */
const chargeDescription = (enquiry: AdminSafariEnquiry) =>
  [
    enquiry.safariName,
    enquiry.preferredTiming && !enquiry.safariName.includes(enquiry.preferredTiming)
      ? enquiry.preferredTiming
      : null,
    enquiry.preferredDate ? formatLongDate(enquiry.preferredDate) : null,
    `${enquiry.numberOfPersons} ${enquiry.numberOfPersons === 1 ? 'person' : 'persons'}`,
  ]
    .filter(Boolean)
    .join(', ');

const toValues = (enquiry: AdminSafariEnquiry | null): Values => ({
  response: '',
  adminNotes: enquiry?.adminNotes ?? '',
  addCharge: false,
  charge: {
    description: enquiry ? chargeDescription(enquiry) : '',
    quantity: '1',
    unitPrice: '',
  },
});

/** Respond: the answer is e-mailed to the guest; the notes stay internal. */
export function RespondDialog({
  enquiry,
  onClose,
}: {
  enquiry: AdminSafariEnquiry | null;
  onClose: () => void;
}) {
  const booked = Boolean(enquiry?.bookingId);
  const form = useZodForm({
    schema: safariResponseSchema,
    defaultValues: toValues(null),
    // The charge is part of the answer only for a booked enquiry with the box ticked.
    toInput: ({ response, adminNotes, addCharge, charge }: Values) => ({
      response,
      adminNotes,
      ...(booked && addCharge
        ? {
            charge: {
              description: charge.description,
              quantity: inputNumber(charge.quantity),
              unitPrice: inputNumber(charge.unitPrice),
            },
          }
        : {}),
    }),
    invalidToast: null,
  });
  const { reset } = form;
  const { id, err, input } = useFormFields(form);
  useEffect(() => {
    if (enquiry) reset(toValues(enquiry));
  }, [enquiry, reset]);
  const charging = form.watch('addCharge');

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
  const onSubmit = form.onValid((body) =>
    send.mutate(body, { onError: (e) => form.serverErrors(e) }),
  );

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
      formError={form.formError()}
    >
      <Field
        label="Response to the guest"
        htmlFor={id('response')}
        error={err('response')}
        hint="E-mailed to the guest"
      >
        <textarea rows={5} {...input('response')} />
      </Field>
      <Field
        label="Admin notes (internal)"
        htmlFor={id('adminNotes')}
        error={err('adminNotes')}
        hint="Not sent to the guest"
      >
        <textarea rows={2} {...input('adminNotes')} />
      </Field>
      {booked ? (
        <fieldset className="flex flex-col gap-3 rounded-lg border border-sand p-3">
          <legend className="px-1 text-sm font-medium text-ink">Payment</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" {...form.register('addCharge')} />
            <span>
              Add the safari to booking {enquiry?.bookingId} as a charge and e-mail the guest its
              amount and a link to pay it
            </span>
          </label>
          {charging ? (
            <>
              <Field
                label="Description"
                htmlFor={id('charge.description')}
                error={err('charge.description')}
              >
                <input maxLength={200} {...input('charge.description')} />
              </Field>
              <div className="grid grid-cols-2 gap-3">
                <Field
                  label="Quantity"
                  htmlFor={id('charge.quantity')}
                  error={err('charge.quantity')}
                >
                  <input inputMode="numeric" {...input('charge.quantity')} />
                </Field>
                <Field
                  label="Unit price (₹, before GST)"
                  htmlFor={id('charge.unitPrice')}
                  error={err('charge.unitPrice')}
                  hint="GST 18% is added"
                >
                  <input inputMode="numeric" {...input('charge.unitPrice')} />
                </Field>
              </div>
            </>
          ) : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}

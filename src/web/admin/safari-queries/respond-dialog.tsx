import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { safariResponseSchema } from '../../../domain/admin-forms';
import { Field, inputClass } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { respondToSafari, safariKey, type AdminSafariEnquiry } from './api';

type Values = { response: string; adminNotes: string };

/** Respond: the answer is e-mailed to the guest; the notes stay internal. */
export function RespondDialog({
  enquiry,
  onClose,
}: {
  enquiry: AdminSafariEnquiry | null;
  onClose: () => void;
}) {
  const uid = useId();
  const form = useForm<Values>({ defaultValues: { response: '', adminNotes: '' } });
  const { register, handleSubmit, reset, formState } = form;
  useEffect(() => {
    if (enquiry) reset({ response: '', adminNotes: enquiry.adminNotes ?? '' });
  }, [enquiry, reset]);

  const send = useAdminMutation({
    mutationFn: (body: { response: string; adminNotes?: string }) =>
      respondToSafari(enquiry!.id, body),
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
    });
    if (!parsed.success) {
      // One message per field, the first (a blank field says it is required, not also its pattern).
      setFieldErrors(
        form,
        parsed.error.issues.map((i) => [String(i.path[0]), i.message] as const),
      );
      return;
    }
    send.mutate(parsed.data, { onError: (err) => applyServerErrors(form, err) });
  });

  const responseError = formState.errors.response?.message;
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
    </FormDialog>
  );
}

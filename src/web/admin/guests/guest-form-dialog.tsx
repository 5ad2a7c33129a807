import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { addGuestUserSchema, editGuestUserSchema } from '../../../domain/admin-forms';
import { Field, inputClass } from '../ui/field';
import { applyServerErrors, FormDialog, setFieldErrors } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { addGuest, editGuest, guestsKey, type AdminGuest } from './api';

type Values = { name: string; email: string; phone: string };

/** Add User (name, e-mail, phone — all required) or edit a guest's name and phone. */
export function GuestFormDialog({
  open,
  guest,
  onOpenChange,
}: {
  open: boolean;
  guest: AdminGuest | null;
  onOpenChange: (open: boolean) => void;
}) {
  const uid = useId();
  const editing = guest !== null;
  const form = useForm<Values>({ defaultValues: { name: '', email: '', phone: '' } });
  const { register, handleSubmit, reset, formState } = form;
  useEffect(() => {
    if (open)
      reset({ name: guest?.name ?? '', email: guest?.email ?? '', phone: guest?.phone ?? '' });
  }, [open, guest, reset]);

  const save = useAdminMutation({
    mutationFn: (v: Values) =>
      editing ? editGuest(guest.email, { name: v.name, phone: v.phone }) : addGuest(v),
    invalidate: [guestsKey],
    success: (saved) =>
      editing
        ? { type: 'success', title: 'User Updated', message: `${saved.name} has been updated` }
        : { type: 'success', title: 'User Added', message: `${saved.name} has been added` },
    failure: {
      title: 'Save Failed',
      message: editing ? 'Failed to update user' : 'Failed to add user',
    },
    onSuccess: () => onOpenChange(false),
  });

  const onSubmit = handleSubmit((v) => {
    const parsed = editing ? editGuestUserSchema.safeParse(v) : addGuestUserSchema.safeParse(v);
    if (!parsed.success) {
      // One message per field, the first (a blank field says it is required, not also its pattern).
      setFieldErrors(
        form,
        parsed.error.issues.map((i) => [String(i.path[0]), i.message] as const),
      );
      return;
    }
    save.mutate({ ...v, ...parsed.data }, { onError: (err) => applyServerErrors(form, err) });
  });

  const err = (n: keyof Values) => formState.errors[n]?.message;
  const input = (n: keyof Values, label: string, type = 'text', autoComplete?: string) => (
    <Field
      label={label}
      htmlFor={`${uid}-${n}`}
      error={err(n)}
      hint={
        editing && n === 'email'
          ? 'The e-mail ties the guest to their bookings and cannot change'
          : undefined
      }
    >
      <input
        id={`${uid}-${n}`}
        type={type}
        autoComplete={autoComplete}
        readOnly={editing && n === 'email'}
        className={inputClass}
        aria-invalid={Boolean(err(n))}
        aria-describedby={err(n) ? `${uid}-${n}-error` : undefined}
        {...register(n)}
      />
    </Field>
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit User' : 'Add User'}
      submitLabel={editing ? 'Save Changes' : 'Add User'}
      busy={save.isPending}
      onSubmit={onSubmit}
      formError={formState.errors.root?.server?.message}
    >
      {input('name', 'Name', 'text', 'off')}
      {input('email', 'Email', 'email', 'off')}
      {input('phone', 'Phone', 'tel', 'off')}
    </FormDialog>
  );
}

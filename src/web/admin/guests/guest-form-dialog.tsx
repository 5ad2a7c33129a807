import { useEffect } from 'react';
import type { z } from 'zod';
import {
  addGuestUserSchema,
  editGuestUserSchema,
  type AddGuestUser,
} from '../../../domain/admin-forms';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Field, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { addGuest, editGuest, guestsKey, type AdminGuest } from './api';

/** The Add User form's fields (editing shows the e-mail without sending it). */
type Values = AddGuestUser;
/** Adding checks all three; editing leaves the e-mail out (it cannot change). */
type Schema = typeof addGuestUserSchema | typeof editGuestUserSchema;

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
  const editing = guest !== null;
  const form = useZodForm<Values, Schema>({
    schema: editing ? editGuestUserSchema : addGuestUserSchema,
    defaultValues: { name: '', email: '', phone: '' },
    invalidToast: null,
  });
  const { reset } = form;
  const { id, err, input: field } = useFormFields(form);
  useEffect(() => {
    if (open)
      reset({ name: guest?.name ?? '', email: guest?.email ?? '', phone: guest?.phone ?? '' });
  }, [open, guest, reset]);

  const save = useAdminMutation({
    mutationFn: (v: z.output<Schema>) =>
      'email' in v ? addGuest(v) : editGuest(guest!.email, { name: v.name, phone: v.phone }),
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

  const onSubmit = form.onValid((body) =>
    save.mutate(body, { onError: (e) => form.serverErrors(e) }),
  );

  const input = (n: keyof Values, label: string, type = 'text', autoComplete?: string) => (
    <Field
      label={label}
      htmlFor={id(n)}
      error={err(n)}
      hint={
        editing && n === 'email'
          ? 'The e-mail ties the guest to their bookings and cannot change'
          : undefined
      }
    >
      <input
        type={type}
        autoComplete={autoComplete}
        readOnly={editing && n === 'email'}
        {...field(n)}
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
      formError={form.formError()}
    >
      {input('name', 'Name', 'text', 'off')}
      {input('email', 'Email', 'email', 'off')}
      {input('phone', 'Phone', 'tel', 'off')}
    </FormDialog>
  );
}

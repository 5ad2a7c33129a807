import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  UPDATE_USER_FAILED,
  type AdminUserCreate,
} from '../../../domain/admin-forms';
import type { AdminRole } from '../../../domain/enums';
import { ApiError } from '../../api/client';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useToast } from '../../ui/toast';
import { adminUsersQuery, createAdminUser, meQuery, updateAdminUser, type AdminUser } from '../api';
import { Field, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { RoleField } from './role-field';

/** A refusal with field messages shows under the fields; any other, as a toast. */
function useRefusal(title: string) {
  const toast = useToast();
  return (placed: number, err: unknown) => {
    if (!placed)
      toast({
        type: 'error',
        title,
        message: err instanceof ApiError ? err.message : UPDATE_USER_FAILED,
      });
  };
}

const addIds = { name: 'add-name', email: 'add-email', password: 'add-password', role: 'add-role' };

/** Add Admin: name, e-mail, password and role of a new member of staff. */
export function AddAdminDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refused = useRefusal('Save Failed');
  const form = useZodForm<AdminUserCreate, typeof adminUserCreateSchema>({
    schema: adminUserCreateSchema,
    defaultValues: { name: '', email: '', password: '', role: 'front_desk' },
    invalidToast: null,
  });
  const { id, err, input } = useFormFields(form, { ids: addIds });
  const onSubmit = form.onValid(async (values) => {
    try {
      const user = await createAdminUser(values);
      await queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      toast({ type: 'success', title: 'User Added', message: `${user.name} can now sign in` });
      form.reset();
      onOpenChange(false);
    } catch (e) {
      refused(form.serverErrors(e, { anyCode: true, others: 'skip' }), e);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Admin"
      description="The new admin signs in with this e-mail and password."
      submitLabel="Add Admin"
      busy={form.formState.isSubmitting}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Field label="Name" htmlFor={id('name')} error={err('name')}>
        <input autoComplete="off" {...input('name')} />
      </Field>
      <Field label="Email" htmlFor={id('email')} error={err('email')}>
        <input type="email" autoComplete="off" {...input('email')} />
      </Field>
      <Field
        label="Password"
        htmlFor={id('password')}
        error={err('password')}
        hint="At least 8 characters, not a common password"
      >
        <input type="password" autoComplete="new-password" {...input('password')} />
      </Field>
      <RoleField {...input('role')} selected={form.watch('role')} error={err('role')} />
    </FormDialog>
  );
}

type EditValues = { name: string; email: string; role: AdminRole; isActive: boolean };
const editIds = { name: 'edit-name', email: 'edit-email', role: 'edit-role' };

/** Edit Admin: name, e-mail, role and whether they may sign in (not for yourself). */
export function EditAdminDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: me } = useQuery(meQuery);
  const toast = useToast();
  const refused = useRefusal('Update Failed');
  const form = useZodForm<EditValues, typeof adminUserUpdateSchema>({
    schema: adminUserUpdateSchema,
    defaultValues: { name: user.name, email: user.email, role: user.role, isActive: user.isActive },
    invalidToast: null,
  });
  const { id, err, input } = useFormFields(form, { ids: editIds });
  const onSubmit = form.onValid(async (values) => {
    try {
      const updated = await updateAdminUser(user.id, values);
      await queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      if (user.id === me?.id) await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      toast({
        type: 'success',
        title: 'User Updated',
        message: `${updated.name} has been updated`,
      });
      onClose();
    } catch (e) {
      refused(form.serverErrors(e, { anyCode: true, others: 'skip' }), e);
    }
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Admin"
      submitLabel="Save Changes"
      busy={form.formState.isSubmitting}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Field label="Name" htmlFor={id('name')} error={err('name')}>
        <input {...input('name')} />
      </Field>
      <Field label="Email" htmlFor={id('email')} error={err('email')}>
        <input type="email" {...input('email')} />
      </Field>
      <RoleField {...input('role')} selected={form.watch('role')} error={err('role')} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-moss"
          disabled={user.id === me?.id}
          {...form.register('isActive')}
        />
        Active (can sign in)
      </label>
      {err('isActive') ? <p className="text-sm text-red-700">{err('isActive')}</p> : null}
    </FormDialog>
  );
}

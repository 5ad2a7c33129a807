import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, UserPen } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import {
  adminUserCreateSchema,
  CHANGE_PASSWORD_FAILED,
  changePasswordSchema,
  UPDATE_USER_FAILED,
} from '../../domain/admin-forms';
import { ApiError } from '../api/client';
import { useToast } from '../ui/toast';
import {
  adminUsersQuery,
  changePassword,
  createAdminUser,
  meQuery,
  updateAdminUser,
  type AdminUser,
} from './api';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Field, inputClass } from './ui/field';
import { Modal } from './ui/modal';
import { formatDateTime, useResortTz } from './ui/resort-time';
import { Spinner } from './ui/spinner';

/** Puts the server's field errors on the form; returns false when there were none. */
function applyFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
): boolean {
  if (!(err instanceof ApiError) || !err.fields) return false;
  for (const [field, message] of Object.entries(err.fields))
    setError(field as Path<T>, { message });
  return true;
}

export function SettingsPage() {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">Settings</h1>
        <p className="text-sm text-muted">
          Your password and the people who can sign in to this panel
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ChangePasswordCard />
        <AdminUsersCard />
      </div>
    </div>
  );
}

const passwordForm = changePasswordSchema.and(
  z.object({ confirmPassword: z.string().min(1, 'Please confirm the new password') }),
);
type PasswordForm = z.input<typeof passwordForm>;

function ChangePasswordCard() {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async (values: PasswordForm) => {
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword ?? '',
      });
      reset();
      toast({
        type: 'success',
        title: 'Password Changed',
        message: 'Your password has been updated. Other sessions were signed out.',
      });
    } catch (err) {
      applyFieldErrors(err, setError);
      toast({
        type: 'error',
        title: CHANGE_PASSWORD_FAILED,
        message: err instanceof ApiError ? err.message : undefined,
      });
    }
  };

  const fields = [
    { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
    {
      name: 'newPassword',
      label: 'New Password',
      autoComplete: 'new-password',
      hint: 'At least 8 characters, not a common password',
    },
    { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
  ] as const;

  return (
    <Card title="Change Password">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
        {fields.map((f) => (
          <Field
            key={f.name}
            label={f.label}
            htmlFor={`pw-${f.name}`}
            error={errors[f.name]?.message}
            hint={'hint' in f ? f.hint : undefined}
          >
            <input
              id={`pw-${f.name}`}
              type="password"
              autoComplete={f.autoComplete}
              className={inputClass}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `pw-${f.name}-error` : undefined}
              {...register(f.name)}
            />
          </Field>
        ))}
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </Card>
  );
}

function AdminUsersCard() {
  const { data: users, isPending, isError } = useQuery(adminUsersQuery);
  const { data: me } = useQuery(meQuery);
  const tz = useResortTz();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const queryClient = useQueryClient();
  const toast = useToast();
  const toggle = useMutation({
    mutationFn: (u: AdminUser) => updateAdminUser(u.id, { isActive: !u.isActive }),
    onSuccess: (u) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      toast({
        type: 'success',
        title: 'User Updated',
        message: `${u.name} is now ${u.isActive ? 'active' : 'inactive'}`,
      });
    },
    onError: (err) =>
      toast({
        type: 'error',
        title: 'Update Failed',
        message: err instanceof ApiError ? err.message : UPDATE_USER_FAILED,
      }),
  });

  return (
    <Card
      title="Admin Users"
      action={
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" /> Add Admin
        </Button>
      }
    >
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p className="text-sm text-red-800">Failed to load admin users</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Name
                </th>
                <th scope="col" className="py-2 pr-3">
                  Email
                </th>
                <th scope="col" className="py-2 pr-3">
                  Role
                </th>
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3">
                  Last Login
                </th>
                <th scope="col" className="py-2">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-sand">
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="py-2 pr-3 font-medium">
                    {u.name}
                    {u.id === me?.id ? (
                      <span className="ml-1 text-xs text-muted">(you)</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3">{u.email}</td>
                  <td className="py-2 pr-3 capitalize">{u.role}</td>
                  <td className="py-2 pr-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-medium ${u.isActive ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
                    >
                      {u.isActive ? 'Active' : 'Inactive'}
                    </span>
                  </td>
                  <td className="py-2 pr-3 text-muted">
                    {u.lastLogin ? formatDateTime(u.lastLogin, tz) : 'Never'}
                  </td>
                  <td className="py-2">
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        onClick={() => setEditing(u)}
                        aria-label={`Edit ${u.name}`}
                      >
                        <UserPen aria-hidden className="size-4" />
                      </Button>
                      {u.id !== me?.id ? (
                        <Button
                          variant="ghost"
                          className="px-2 py-1"
                          onClick={() => toggle.mutate(u)}
                          disabled={toggle.isPending}
                        >
                          {u.isActive ? 'Deactivate' : 'Activate'}
                          <span className="sr-only"> {u.name}</span>
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddAdminDialog open={adding} onOpenChange={setAdding} />
      {editing ? <EditAdminDialog user={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

type AddForm = z.input<typeof adminUserCreateSchema>;

function AddAdminDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddForm>({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = async (values: AddForm) => {
    try {
      const user = await createAdminUser({
        name: values.name,
        email: values.email,
        password: values.password,
      });
      await queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      toast({ type: 'success', title: 'User Added', message: `${user.name} can now sign in` });
      reset();
      onOpenChange(false);
    } catch (err) {
      if (!applyFieldErrors(err, setError))
        toast({
          type: 'error',
          title: 'Save Failed',
          message: err instanceof ApiError ? err.message : UPDATE_USER_FAILED,
        });
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Add Admin"
      description="The new admin signs in with this e-mail and password."
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
        <Field label="Name" htmlFor="add-name" error={errors.name?.message}>
          <input
            id="add-name"
            className={inputClass}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            {...register('name')}
          />
        </Field>
        <Field label="Email" htmlFor="add-email" error={errors.email?.message}>
          <input
            id="add-email"
            type="email"
            className={inputClass}
            autoComplete="off"
            aria-invalid={errors.email ? true : undefined}
            {...register('email')}
          />
        </Field>
        <Field
          label="Password"
          htmlFor="add-password"
          error={errors.password?.message}
          hint="At least 8 characters, not a common password"
        >
          <input
            id="add-password"
            type="password"
            className={inputClass}
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
        </Field>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add Admin'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const editSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  role: z.enum(['admin']),
  isActive: z.boolean(),
});
type EditForm = z.infer<typeof editSchema>;

function EditAdminDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { data: me } = useQuery(meQuery);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditForm>({
    resolver: zodResolver(editSchema),
    defaultValues: { name: user.name, email: user.email, role: 'admin', isActive: user.isActive },
  });

  const onSubmit = async (values: EditForm) => {
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
    } catch (err) {
      if (!applyFieldErrors(err, setError))
        toast({
          type: 'error',
          title: 'Update Failed',
          message: err instanceof ApiError ? err.message : UPDATE_USER_FAILED,
        });
    }
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Edit Admin">
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
        <Field label="Name" htmlFor="edit-name" error={errors.name?.message}>
          <input
            id="edit-name"
            className={inputClass}
            aria-invalid={errors.name ? true : undefined}
            {...register('name')}
          />
        </Field>
        <Field label="Email" htmlFor="edit-email" error={errors.email?.message}>
          <input
            id="edit-email"
            type="email"
            className={inputClass}
            aria-invalid={errors.email ? true : undefined}
            {...register('email')}
          />
        </Field>
        <Field label="Role" htmlFor="edit-role" error={errors.role?.message}>
          <select id="edit-role" className={inputClass} {...register('role')}>
            <option value="admin">Admin</option>
          </select>
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-moss"
            disabled={user.id === me?.id}
            {...register('isActive')}
          />
          Active (can sign in)
        </label>
        {errors.isActive ? <p className="text-sm text-red-700">{errors.isActive.message}</p> : null}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

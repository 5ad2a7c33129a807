import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, UserPen } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminUserCreateSchema, UPDATE_USER_FAILED } from '../../../domain/admin-forms';
import { ADMIN_ROLES } from '../../../domain/enums';
import { ROLE_LABELS } from '../../../domain/staff-permissions';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';
import { adminUsersQuery, createAdminUser, meQuery, updateAdminUser, type AdminUser } from '../api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Field, inputClass } from '../ui/field';
import { Modal } from '../ui/modal';
import { formatDateTime, useResortTz } from '../ui/resort-time';
import { Spinner } from '../ui/spinner';
import { applyFieldErrors } from './form-errors';
import { RoleField } from './role-field';

export function StaffUsersCard() {
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
        <div className="relative overflow-x-auto">
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
                  <td className="py-2 pr-3">{ROLE_LABELS[u.role]}</td>
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
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddForm>({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: { name: '', email: '', password: '', role: 'front_desk' },
  });

  const onSubmit = async (values: AddForm) => {
    try {
      const user = await createAdminUser({
        name: values.name,
        email: values.email,
        password: values.password,
        role: values.role ?? 'front_desk',
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
        <RoleField
          id="add-role"
          selected={watch('role')}
          error={errors.role?.message}
          {...register('role')}
        />
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
  role: z.enum(ADMIN_ROLES),
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
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EditForm>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      role: user.role,
      isActive: user.isActive,
    },
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
        <RoleField
          id="edit-role"
          selected={watch('role')}
          error={errors.role?.message}
          {...register('role')}
        />
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

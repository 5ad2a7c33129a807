import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CHANGE_PASSWORD_FAILED, changePasswordSchema } from '../../domain/admin-forms';
import { ApiError } from '../api/client';
import { useToast } from '../ui/toast';
import { changePassword } from './api';
import { useCan } from './permissions';
import { applyFieldErrors } from './staff/form-errors';
import { BackupsCard } from './staff/backups-card';
import { SessionsCard } from './staff/sessions-card';
import { SignInRulesCard } from './staff/sign-in-rules-card';
import { StaffUsersCard } from './staff/staff-users-card';
import { TwoFactorCard } from './staff/two-factor-card';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Field, inputClass } from './ui/field';

export function SettingsPage() {
  const can = useCan();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">Settings</h1>
        <p className="text-sm text-muted">
          Your password, two-factor sign-in and sessions, and the people who can sign in
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <ChangePasswordCard />
          <TwoFactorCard />
          {can('security.manage') ? <SignInRulesCard /> : null}
          {can('backups') ? <BackupsCard /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {can('users.manage') ? <StaffUsersCard /> : null}
          <SessionsCard scope="me" />
          {can('security.manage') ? <SessionsCard scope="staff" /> : null}
        </div>
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

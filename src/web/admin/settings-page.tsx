import { z } from 'zod';
import { CHANGE_PASSWORD_FAILED, changePasswordSchema } from '../../domain/admin-forms';
import { ApiError } from '../api/client';
import { useZodForm } from '../ui/form/use-zod-form';
import { useToast } from '../ui/toast';
import { changePassword } from './api';
import { useCan } from './permissions';
import { BackupsCard } from './staff/backups-card';
import { SessionsCard } from './staff/sessions-card';
import { SignInRulesCard } from './staff/sign-in-rules-card';
import { StaffUsersCard } from './staff/staff-users-card';
import { TwoFactorCard } from './staff/two-factor-card';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Field, useFormFields } from './ui/field';

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
  const form = useZodForm<PasswordForm, typeof passwordForm>({
    schema: passwordForm,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    invalidToast: null,
  });
  const { reset } = form;
  const { isSubmitting } = form.formState;
  const { err, input } = useFormFields(form, {
    ids: {
      currentPassword: 'pw-currentPassword',
      newPassword: 'pw-newPassword',
      confirmPassword: 'pw-confirmPassword',
    },
  });

  const onSubmit = form.onValid(async (values: PasswordForm) => {
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
      form.serverErrors(err, { anyCode: true, others: 'skip' });
      toast({
        type: 'error',
        title: CHANGE_PASSWORD_FAILED,
        message: err instanceof ApiError ? err.message : undefined,
      });
    }
  });

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
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-3">
        {fields.map((f) => (
          <Field
            key={f.name}
            label={f.label}
            htmlFor={`pw-${f.name}`}
            error={err(f.name)}
            hint={'hint' in f ? f.hint : undefined}
          >
            <input type="password" autoComplete={f.autoComplete} {...input(f.name)} />
          </Field>
        ))}
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </Card>
  );
}

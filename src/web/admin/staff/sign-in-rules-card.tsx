import { useQuery } from '@tanstack/react-query';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { saveStaffSettings, STAFF_SETTINGS_KEY, staffSettingsQuery } from './api';

/** Owners: the staff sign-in rules (require two-factor sign-in for every role). */
export function SignInRulesCard() {
  const query = useQuery(staffSettingsQuery);
  const save = useAdminMutation({
    mutationFn: saveStaffSettings,
    invalidate: [STAFF_SETTINGS_KEY],
    success: (r) => ({
      type: 'success',
      title: 'Sign-in Rules Saved',
      message: r.requireTwoFactor
        ? 'Every member of staff must now use two-factor sign-in'
        : 'Two-factor sign-in is now optional',
    }),
    failure: { title: 'Not Saved', message: 'Could not save the sign-in rules' },
  });
  return (
    <Card title="Sign-in rules">
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p className="text-sm text-red-800">Failed to load the sign-in rules</p>
      ) : (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-moss"
            checked={query.data.requireTwoFactor}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ requireTwoFactor: e.target.checked })}
          />
          <span>
            Require two-factor sign-in for every role
            <span className="block text-xs text-muted">
              Staff without it can only set it up (and change their password) until they turn it on.
            </span>
          </span>
        </label>
      )}
    </Card>
  );
}

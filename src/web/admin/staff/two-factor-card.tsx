import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { meQuery } from '../api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { startTwoFactor, type TwoFactorSetup } from './api';
import { DisableTwoFactorDialog, EnableTwoFactorDialog } from './two-factor-dialogs';

/** Two-factor sign-in of the signed-in member of staff: set up (QR, key, code), recovery codes, off. */
export function TwoFactorCard() {
  const { data: me } = useQuery(meQuery);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);

  const start = useAdminMutation({
    mutationFn: startTwoFactor,
    invalidate: [],
    success: () => null,
    failure: { title: 'Set-up Failed', message: 'Could not start the set-up' },
    onSuccess: setSetup,
  });

  const on = me?.twoFactorEnabled ?? false;
  return (
    <Card
      title="Two-factor sign-in"
      action={
        on ? (
          <Button variant="secondary" onClick={() => setTurningOff(true)}>
            Turn off
          </Button>
        ) : (
          <Button onClick={() => start.mutate(undefined)} disabled={start.isPending}>
            <ShieldCheck aria-hidden className="size-4" /> Set up
          </Button>
        )
      }
    >
      <p className="text-sm text-muted">
        {on
          ? 'On: signing in asks for the 6-digit code from your authenticator app.'
          : 'Off: a stolen password is enough to sign in as you. Turn it on with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, …).'}
      </p>
      {recovery ? (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <h3 className="text-base font-medium">Your recovery codes</h3>
          <p className="text-sm text-muted">
            Each works once instead of a code, if you lose your phone. They are shown only now:
            print them or keep them in a password manager.
          </p>
          <ul aria-label="Recovery codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
            {recovery.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-2" onClick={() => setRecovery(null)}>
            I have saved them
          </Button>
        </div>
      ) : null}

      <EnableTwoFactorDialog
        setup={setup}
        onClose={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null);
          setRecovery(codes);
        }}
      />
      <DisableTwoFactorDialog
        open={turningOff}
        onOpenChange={setTurningOff}
        onDisabled={() => {
          setTurningOff(false);
          setRecovery(null);
        }}
      />
    </Card>
  );
}

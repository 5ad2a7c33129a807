import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { meQuery, ME_KEY } from '../api';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Field, inputClass } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { disableTwoFactor, enableTwoFactor, startTwoFactor, type TwoFactorSetup } from './api';

/** The QR code of the otpauth address, drawn in the browser (the library loads on demand). */
function QrCode({ text }: { text: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((markup) => live && setSvg(markup));
    return () => {
      live = false;
    };
  }, [text]);
  return svg ? (
    <div
      role="img"
      aria-label="QR code for your authenticator app"
      className="size-48 rounded-lg border border-sand bg-white p-1"
      // The SVG is the qrcode library's output for our own otpauth address: no user markup.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  ) : (
    <div className="size-48 animate-pulse rounded-lg bg-sand" aria-hidden />
  );
}

/** Two-factor sign-in of the signed-in member of staff: set up (QR, key, code), recovery codes, off. */
export function TwoFactorCard() {
  const { data: me } = useQuery(meQuery);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const [password, setPassword] = useState('');

  const start = useAdminMutation({
    mutationFn: startTwoFactor,
    invalidate: [],
    success: () => null,
    failure: { title: 'Set-up Failed', message: 'Could not start the set-up' },
    onSuccess: (s) => {
      setCode('');
      setCodeError(undefined);
      setSetup(s);
    },
  });
  const enable = useAdminMutation({
    mutationFn: () => enableTwoFactor(code),
    invalidate: [ME_KEY],
    success: () => ({
      type: 'success',
      title: 'Two-factor sign-in is on',
      message: 'Keep your recovery codes somewhere safe',
    }),
    failure: { title: 'Not Turned On', message: 'The code was not accepted' },
    onSuccess: (r) => {
      setSetup(null);
      setRecovery(r.recoveryCodes);
    },
  });
  const disable = useAdminMutation({
    mutationFn: () => disableTwoFactor({ password, code }),
    invalidate: [ME_KEY],
    success: () => ({ type: 'success', title: 'Two-factor sign-in is off', message: '' }),
    failure: { title: 'Not Turned Off', message: 'Password or code not accepted' },
    onSuccess: () => {
      setTurningOff(false);
      setRecovery(null);
    },
  });
  const fieldError = (err: unknown, field: string) =>
    err instanceof ApiError ? err.fields?.[field] : undefined;

  const on = me?.twoFactorEnabled ?? false;
  return (
    <Card
      title="Two-factor sign-in"
      action={
        on ? (
          <Button
            variant="secondary"
            onClick={() => {
              setPassword('');
              setCode('');
              setTurningOff(true);
            }}
          >
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

      <FormDialog
        open={setup !== null}
        onOpenChange={(o) => !o && setSetup(null)}
        title="Set up two-factor sign-in"
        description="Scan the QR code with your authenticator app (or type the key), then enter the 6-digit code it shows."
        submitLabel="Turn on"
        busy={enable.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          setCodeError(undefined);
          enable.mutate(undefined, { onError: (err) => setCodeError(fieldError(err, 'code')) });
        }}
      >
        {setup ? (
          <div className="flex flex-col items-center gap-3">
            <QrCode text={setup.otpauthUrl} />
            <p className="text-center text-sm">
              Key:{' '}
              <code aria-label="Key for manual entry" className="font-mono break-all select-all">
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </p>
          </div>
        ) : null}
        <Field label="Code from the app" htmlFor="totp-code" error={codeError}>
          <input
            id="totp-code"
            className={inputClass}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            aria-invalid={codeError ? true : undefined}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
      </FormDialog>

      <FormDialog
        open={turningOff}
        onOpenChange={setTurningOff}
        title="Turn off two-factor sign-in"
        description="Your password and a code from the app (or a recovery code) are needed."
        submitLabel="Turn off"
        busy={disable.isPending}
        onSubmit={(e) => {
          e.preventDefault();
          disable.mutate(undefined);
        }}
      >
        <Field label="Password" htmlFor="totp-off-password">
          <input
            id="totp-off-password"
            type="password"
            className={inputClass}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Field label="Code or recovery code" htmlFor="totp-off-code">
          <input
            id="totp-off-code"
            className={inputClass}
            autoComplete="one-time-code"
            maxLength={20}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Field>
      </FormDialog>
    </Card>
  );
}

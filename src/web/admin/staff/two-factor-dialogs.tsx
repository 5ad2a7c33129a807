import { useEffect, useState } from 'react';
import { totpCodeSchema, totpDisableSchema } from '../../../domain/admin-forms';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ME_KEY } from '../api';
import { Field, useFormFields } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { disableTwoFactor, enableTwoFactor, type TwoFactorSetup } from './api';

/** The server answers a wrong code with its field message, whatever the error's code. */
const onFieldsOnly = { anyCode: true, others: 'skip' } as const;

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

/** Set up: scan the QR code (or type the key), then the app's code turns two-factor sign-in on. */
export function EnableTwoFactorDialog({
  setup,
  onClose,
  onEnabled,
}: {
  setup: TwoFactorSetup | null;
  onClose: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const form = useZodForm<{ code: string }, typeof totpCodeSchema>({
    schema: totpCodeSchema,
    defaultValues: { code: '' },
    invalidToast: null,
  });
  const { reset } = form;
  const { err, input } = useFormFields(form, { ids: { code: 'totp-code' } });
  useEffect(() => {
    if (setup) reset({ code: '' });
  }, [setup, reset]);
  const enable = useAdminMutation({
    mutationFn: ({ code }: { code: string }) => enableTwoFactor(code),
    invalidate: [ME_KEY],
    success: () => ({
      type: 'success',
      title: 'Two-factor sign-in is on',
      message: 'Keep your recovery codes somewhere safe',
    }),
    failure: { title: 'Not Turned On', message: 'The code was not accepted' },
    onSuccess: (r) => onEnabled(r.recoveryCodes),
  });
  const codeField = input('code');
  return (
    <FormDialog
      open={setup !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Set up two-factor sign-in"
      description="Scan the QR code with your authenticator app (or type the key), then enter the 6-digit code it shows."
      submitLabel="Turn on"
      busy={enable.isPending}
      onSubmit={form.onValid((body) =>
        enable.mutate(body, { onError: (e) => form.serverErrors(e, onFieldsOnly) }),
      )}
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
      <Field label="Code from the app" htmlFor={codeField.id} error={err('code')}>
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...codeField}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, '');
            void codeField.onChange(e);
          }}
        />
      </Field>
    </FormDialog>
  );
}

/** Turn off: the password and a code from the app (or a recovery code). */
export function DisableTwoFactorDialog({
  open,
  onOpenChange,
  onDisabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDisabled: () => void;
}) {
  const form = useZodForm<{ password: string; code: string }, typeof totpDisableSchema>({
    schema: totpDisableSchema,
    defaultValues: { password: '', code: '' },
    invalidToast: null,
  });
  const { reset } = form;
  const { id, err, input } = useFormFields(form, {
    ids: { password: 'totp-off-password', code: 'totp-off-code' },
  });
  useEffect(() => {
    if (open) reset({ password: '', code: '' });
  }, [open, reset]);
  const disable = useAdminMutation({
    mutationFn: disableTwoFactor,
    invalidate: [ME_KEY],
    success: () => ({ type: 'success', title: 'Two-factor sign-in is off', message: '' }),
    failure: { title: 'Not Turned Off', message: 'Password or code not accepted' },
    onSuccess: onDisabled,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Turn off two-factor sign-in"
      description="Your password and a code from the app (or a recovery code) are needed."
      submitLabel="Turn off"
      busy={disable.isPending}
      onSubmit={form.onValid((body) =>
        disable.mutate(body, { onError: (e) => form.serverErrors(e, onFieldsOnly) }),
      )}
    >
      <Field label="Password" htmlFor={id('password')} error={err('password')}>
        <input type="password" autoComplete="current-password" {...input('password')} />
      </Field>
      <Field label="Code or recovery code" htmlFor={id('code')} error={err('code')}>
        <input autoComplete="one-time-code" maxLength={20} {...input('code')} />
      </Field>
    </FormDialog>
  );
}

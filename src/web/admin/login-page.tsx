import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, LoaderCircle, Lock, Mail } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { INVALID_CREDENTIALS_SCREEN, signInSchema } from '../../domain/admin-forms';
import { ApiError } from '../api/client';
import { siteInfoQuery } from '../api/site-info';
import { FormError } from '../ui/form/form-dialog';
import { useZodForm } from '../ui/form/use-zod-form';
import { login, meQuery, ME_KEY } from './api';
import { Button } from './ui/button';
import { Field, useFormFields } from './ui/field';
import { FullPageSpinner } from './ui/spinner';

/** Shown on the sign-in screen only when the server runs in demo mode (the account exists only then). */
const DEMO_CREDENTIALS = { email: 'admin@villagemachaan.com', password: 'Machaan@Demo2026' };

/** The sign-in request's fields, the code always present in the form (blank: not asked). */
type Values = Required<z.input<typeof signInSchema>>;
const ids = { email: 'admin-email', password: 'admin-password', code: 'admin-code' };
const iconClass = 'pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted';

/** Only same-site admin paths are followed after sign-in. */
function safeReturnPath(from: unknown): string {
  return typeof from === 'string' &&
    from.startsWith('/admin') &&
    !from.startsWith('/admin/login') &&
    !from.startsWith('//')
    ? from
    : '/admin';
}

export function LoginPage() {
  const { data: me, isPending } = useQuery(meQuery);
  const { data: site } = useQuery(siteInfoQuery);
  const location = useLocation();
  const returnTo = safeReturnPath((location.state as { from?: unknown } | null)?.from);
  if (isPending) return <FullPageSpinner />;
  // Signed in (already, or just now): to /admin, or back to the page that asked for sign-in.
  if (me) return <Navigate to={returnTo} replace />;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-forest to-moss p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <img src="/images/logo.svg" alt="" width={56} height={56} className="size-14" />
          <h1 className="text-2xl">Admin Login</h1>
          <p className="text-sm text-muted">Sign in to manage Village Machaan</p>
        </div>
        <LoginForm returnTo={returnTo} />
        {site?.demoMode ? <DemoCredentials /> : null}
      </div>
    </main>
  );
}

/** E-mail and password; the authenticator code when the server asks for it (decision 0124). */
function LoginForm({ returnTo }: { returnTo: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Two-factor sign-in (decision 0124): the server asked for the authenticator code.
  const [needCode, setNeedCode] = useState(false);
  const form = useZodForm({
    schema: signInSchema,
    defaultValues: { email: '', password: '', code: '' },
    toInput: ({ email, password, code }: Values) =>
      needCode ? { email, password, code } : { email, password },
    invalidToast: null,
  });
  const { id, err, input } = useFormFields(form, { ids });
  const { isSubmitting } = form.formState;

  const onSubmit = form.onValid(async ({ email, password, code }) => {
    setFailure(null);
    try {
      const { user } = await login(email, password, code);
      queryClient.setQueryData(ME_KEY, user);
      // The full answer of /api/admin/me (e.g. testPayments) follows in the background.
      void queryClient.invalidateQueries({ queryKey: ME_KEY });
      void navigate(returnTo, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'TOTP_REQUIRED') {
        setNeedCode(true);
        if (needCode) setFailure(err.message);
      } else if (err instanceof ApiError && err.status === 401)
        setFailure(needCode ? err.message : INVALID_CREDENTIALS_SCREEN);
      else setFailure(err instanceof ApiError ? err.message : INVALID_CREDENTIALS_SCREEN);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <Field label="Email Address" htmlFor={id('email')} error={err('email')}>
        <div className="relative">
          <Mail aria-hidden className={iconClass} />
          <input
            type="email"
            autoComplete="username"
            placeholder="admin@villagemachaan.com"
            {...input('email')}
            className={`${input('email').className} pl-9`}
          />
        </div>
      </Field>
      <Field label="Password" htmlFor={id('password')} error={err('password')}>
        <div className="relative">
          <Lock aria-hidden className={iconClass} />
          <input
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="Enter your password"
            {...input('password')}
            className={`${input('password').className} pr-11 pl-9`}
          />
          <button
            type="button"
            onClick={() => setShowPassword((v) => !v)}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded p-1.5 text-muted hover:bg-sand"
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-pressed={showPassword}
          >
            {showPassword ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
          </button>
        </div>
      </Field>
      {needCode ? (
        <Field
          label="Authentication code"
          htmlFor={id('code')}
          error={err('code')}
          hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        >
          <input
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            {...input('code')}
            aria-describedby={`${id('code')}-${err('code') ? 'error' : 'hint'}`}
          />
        </Field>
      ) : null}
      <FormError message={failure ?? undefined} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}

function DemoCredentials() {
  return (
    <div
      className="mt-6 rounded-lg border border-sand bg-cream p-3 text-sm"
      aria-label="Demo credentials"
    >
      <p className="font-medium text-forest">Demo credentials</p>
      <p className="text-muted">
        Email: <span className="font-mono text-ink">{DEMO_CREDENTIALS.email}</span>
      </p>
      <p className="text-muted">
        Password: <span className="font-mono text-ink">{DEMO_CREDENTIALS.password}</span>
      </p>
    </div>
  );
}

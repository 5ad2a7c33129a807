import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, LoaderCircle, Lock, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { INVALID_CREDENTIALS_SCREEN } from '../../domain/admin-forms';
import { ApiError } from '../api/client';
import { siteInfoQuery } from '../api/site-info';
import { login, meQuery, ME_KEY } from './api';
import { inputClass } from './ui/field';
import { FullPageSpinner } from './ui/spinner';

/** Shown on the sign-in screen only when the server runs in demo mode (the account exists only then). */
const DEMO_CREDENTIALS = { email: 'admin@villagemachaan.com', password: 'Machaan@Demo2026' };

const schema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
type Form = z.infer<typeof schema>;

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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Two-factor sign-in (decision 0124): the server asked for the authenticator code.
  const [needCode, setNeedCode] = useState(false);
  const [code, setCode] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const returnTo = safeReturnPath((location.state as { from?: unknown } | null)?.from);
  if (isPending) return <FullPageSpinner />;
  // Signed in (already, or just now): to /admin, or back to the page that asked for sign-in.
  if (me) return <Navigate to={returnTo} replace />;

  const onSubmit = async (values: Form) => {
    setFailure(null);
    try {
      const { user } = await login(values.email, values.password, needCode ? code : undefined);
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
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-forest to-moss p-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <img src="/images/logo.svg" alt="" width={56} height={56} className="size-14" />
          <h1 className="text-2xl">Admin Login</h1>
          <p className="text-sm text-muted">Sign in to manage Village Machaan</p>
        </div>

        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor="admin-email" className="text-sm font-medium">
              Email Address
            </label>
            <div className="relative">
              <Mail
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              />
              <input
                id="admin-email"
                type="email"
                autoComplete="username"
                placeholder="admin@villagemachaan.com"
                className={`${inputClass} pl-9`}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'admin-email-error' : undefined}
                {...register('email')}
              />
            </div>
            {errors.email ? (
              <p id="admin-email-error" className="text-sm text-red-700">
                {errors.email.message}
              </p>
            ) : null}
          </div>

          <div className="flex flex-col gap-1">
            <label htmlFor="admin-password" className="text-sm font-medium">
              Password
            </label>
            <div className="relative">
              <Lock
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              />
              <input
                id="admin-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="Enter your password"
                className={`${inputClass} pr-11 pl-9`}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'admin-password-error' : undefined}
                {...register('password')}
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
            {errors.password ? (
              <p id="admin-password-error" className="text-sm text-red-700">
                {errors.password.message}
              </p>
            ) : null}
          </div>

          {needCode ? (
            <div className="flex flex-col gap-1">
              <label htmlFor="admin-code" className="text-sm font-medium">
                Authentication code
              </label>
              <input
                id="admin-code"
                autoFocus
                inputMode="numeric"
                autoComplete="one-time-code"
                className="w-full rounded-lg border border-stone-300 px-3 py-2 focus-visible:border-moss"
                aria-describedby="admin-code-hint"
                value={code}
                maxLength={20}
                onChange={(e) => setCode(e.target.value)}
              />
              <p id="admin-code-hint" className="text-xs text-muted">
                The 6-digit code from your authenticator app, or one of your recovery codes.
              </p>
            </div>
          ) : null}

          {failure ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {failure}
            </p>
          ) : null}

          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-forest px-4 py-2.5 font-medium text-white hover:bg-moss disabled:bg-forest/70"
          >
            {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {isSubmitting ? 'Signing In...' : 'Sign In'}
          </button>
        </form>

        {site?.demoMode ? (
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
        ) : null}
      </div>
    </main>
  );
}

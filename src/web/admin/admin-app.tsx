import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { meQuery, ME_KEY, UNAUTHORIZED_EVENT } from './api';
import { AdminLayout } from './admin-layout';
import { ComingSoonPage } from './coming-soon-page';
import { NotificationsProvider } from './notifications';
import { NotAllowedPage } from './not-allowed-page';
import { useCan } from './permissions';
import { ADMIN_SECTIONS, sectionHref, type AdminSection } from './sections';
import { FullPageSpinner } from './ui/spinner';
import { LoadingState } from './ui/states';

// Sign-in (with its form library and zod) and settings (staff, sessions, backups) are chunks of
// their own: a signed-in admin's first screen downloads neither (decision 0136).
const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
const SettingsPage = lazy(() =>
  import('./settings-page').then((m) => ({ default: m.SettingsPage })),
);

/** One lazy component per built section (made once, so React keeps it between renders). */
const SECTION_PAGES = new Map<AdminSection, ComponentType>(
  ADMIN_SECTIONS.map((section) => [
    section,
    section.load ? lazy(section.load) : () => <ComingSoonPage title={section.title} />,
  ]),
);

function SectionPage({ section }: { section: AdminSection }) {
  const Page = SECTION_PAGES.get(section)!;
  const can = useCan();
  if (!can(section.permission)) {
    // The dashboard is home: a role without it starts at its first section instead.
    const first = ADMIN_SECTIONS.find((s) => can(s.permission));
    if (section.path === '' && first) return <Navigate to={sectionHref(first)} replace />;
    return <NotAllowedPage title={section.title} />;
  }
  return (
    <Suspense fallback={<LoadingState label={`Loading ${section.label}…`} />}>
      <Page />
    </Suspense>
  );
}

/** The admin panel (lazy-loaded under /admin/*). */
export function AdminApp() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Any admin call answering 401: the session is gone; the guard sends the user to sign-in.
    const onUnauthorized = () => queryClient.setQueryData(ME_KEY, null);
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [queryClient]);

  return (
    <Routes>
      <Route
        path="login"
        element={
          <Suspense fallback={<FullPageSpinner />}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route element={<RequireAdmin />}>
        <Route element={<AdminLayout />}>
          {ADMIN_SECTIONS.map((section) =>
            section.path ? (
              <Route
                key={section.path}
                path={`${section.path}/*`}
                element={<SectionPage section={section} />}
              />
            ) : (
              <Route key="index" index element={<SectionPage section={section} />} />
            ),
          )}
          <Route
            path="settings"
            element={
              <Suspense fallback={<LoadingState label="Loading Settings…" />}>
                <SettingsPage />
              </Suspense>
            }
          />
          <Route path="*" element={<ComingSoonPage title="Page not found" notFound />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** Every /admin/* screen needs a session: a spinner while it loads, else sign-in (and back afterwards). */
function RequireAdmin() {
  const { data: me, isPending, isError, refetch } = useQuery(meQuery);
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (isError) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-2xl">Could not check your session</h1>
        <p className="text-muted">
          Network error occurred. Please check your connection and try again.
        </p>
        <button
          type="button"
          className="rounded-lg bg-forest px-4 py-2 text-white"
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </main>
    );
  }
  if (!me)
    return (
      <Navigate
        to="/admin/login"
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  return (
    <NotificationsProvider>
      <Outlet />
    </NotificationsProvider>
  );
}

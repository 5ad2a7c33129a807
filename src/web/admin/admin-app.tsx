import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { meQuery, ME_KEY, UNAUTHORIZED_EVENT } from './api';
import { AdminLayout } from './admin-layout';
import { ComingSoonPage } from './coming-soon-page';
import { DashboardPage } from './dashboard-page';
import { LoginPage } from './login-page';
import { NotificationsProvider } from './notifications';
import { SettingsPage } from './settings-page';
import { FullPageSpinner } from './ui';

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
      <Route path="login" element={<LoginPage />} />
      <Route element={<RequireAdmin />}>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="bookings" element={<ComingSoonPage title="Booking Management" />} />
          <Route path="occupancy" element={<ComingSoonPage title="Room-Wise Occupancy" />} />
          <Route path="safari-queries" element={<ComingSoonPage title="Safari Queries" />} />
          <Route path="villas" element={<ComingSoonPage title="Villas" />} />
          <Route path="packages" element={<ComingSoonPage title="Packages" />} />
          <Route path="users" element={<ComingSoonPage title="Users" />} />
          <Route path="reports" element={<ComingSoonPage title="Reports" />} />
          <Route path="settings" element={<SettingsPage />} />
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
        <p className="text-muted">Network error occurred. Please check your connection and try again.</p>
        <button type="button" className="rounded-lg bg-forest px-4 py-2 text-white" onClick={() => void refetch()}>
          Try again
        </button>
      </main>
    );
  }
  if (!me) return <Navigate to="/admin/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return (
    <NotificationsProvider>
      <Outlet />
    </NotificationsProvider>
  );
}

import { createBrowserRouter } from 'react-router';
import { AdminApp } from '../admin/admin-app';
import { ErrorPage } from './error-page';

/**
 * The admin panel's router. The guest site does not use React Router (decision 0030): admin-main.tsx
 * (the admin panel's own entry) loads this file. Leaving /admin for a guest path reloads the page so the
 * guest entry takes over.
 */
export const router = createBrowserRouter([
  {
    path: '/admin/*',
    errorElement: <ErrorPage />,
    // Part of the admin panel's start (admin-main.tsx, decision 0136): one request, not two in a row.
    Component: AdminApp,
  },
  {
    path: '*',
    errorElement: <ErrorPage />,
    loader: ({ request }) => {
      const url = new URL(request.url);
      window.location.assign(url.pathname + url.search);
      return null;
    },
    Component: () => null,
  },
]);

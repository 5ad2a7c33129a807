import { createBrowserRouter } from 'react-router';
import { ErrorPage } from './error-page';

/**
 * The admin panel's router. The guest site does not use React Router (decision 0030): main.tsx
 * loads this file only for /admin paths. Leaving /admin for a guest path reloads the page so the
 * guest entry takes over.
 */
export const router = createBrowserRouter([
  {
    path: '/admin/*',
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { AdminApp } = await import('../admin/admin-app');
      return { Component: AdminApp };
    },
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

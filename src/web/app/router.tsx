import { createBrowserRouter } from 'react-router';
import { HomePage } from '../guest/home-page';
import { ErrorPage } from './error-page';
import { GuestLayout } from './guest-layout';

/** Guest routes load eagerly; the whole admin panel is a lazy chunk that guests never download. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <GuestLayout />,
    errorElement: <ErrorPage />,
    children: [{ index: true, element: <HomePage /> }],
  },
  {
    path: '/admin/*',
    errorElement: <ErrorPage />,
    lazy: async () => {
      const { AdminApp } = await import('../admin/admin-app');
      return { Component: AdminApp };
    },
  },
  { path: '*', element: <GuestLayout />, errorElement: <ErrorPage />, children: [{ path: '*', lazy: async () => ({ Component: (await import('../guest/not-found-page')).NotFoundPage }) }] },
]);

import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { router } from './router';

/** The admin panel's entry: React Router lives only in this lazy chunk (decision 0030). */
export function AdminRoot() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

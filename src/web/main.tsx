import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from './app/guest-app';
import { createQueryClient } from './app/query-client';
import { seedQueries } from './app/seed-queries';

const container = document.getElementById('root')!;
const path = window.location.pathname;
const isAdmin = path === '/admin' || path.startsWith('/admin/');
// index.html carries a static first paint of the guest page; the admin panel starts blank.
if (isAdmin) container.replaceChildren();
const root = createRoot(container);

// The admin panel (and React Router with it) is a separate chunk guests never download.
if (isAdmin) {
  void import('./app/admin-root').then(({ AdminRoot }) =>
    root.render(
      <StrictMode>
        <AdminRoot />
      </StrictMode>,
    ),
  );
} else {
  // boot.ts loads this module once index.html's static first view has been painted. Rendering in a
  // transition lets React build the page in short slices instead of one long task (decision 0040).
  const queryClient = createQueryClient();
  seedQueries(queryClient);
  startTransition(() =>
    root.render(
      <StrictMode>
        <GuestApp path={path} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from './app/guest-app';
import './styles.css';

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
  // Let the browser paint index.html's static first view before React builds the page.
  requestAnimationFrame(() =>
    setTimeout(() =>
      root.render(
        <StrictMode>
          <GuestApp path={path} />
        </StrictMode>,
      ),
    ),
  );
}

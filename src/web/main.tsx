import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GuestApp } from './app/guest-app';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
const path = window.location.pathname;

// The admin panel (and React Router with it) is a separate chunk guests never download.
if (path === '/admin' || path.startsWith('/admin/')) {
  void import('./app/admin-root').then(({ AdminRoot }) =>
    root.render(
      <StrictMode>
        <AdminRoot />
      </StrictMode>,
    ),
  );
} else {
  root.render(
    <StrictMode>
      <GuestApp path={path} />
    </StrictMode>,
  );
}

import './admin/zod-without-eval';
import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminRoot } from './app/admin-root';

// The admin panel's application: an entry of its own (decision 0136), started by boot.ts on
// /admin paths. It shares only React itself (and the small modules both use) with the guest site.
const container = document.getElementById('root')!;
// index.html carries a static first paint of the guest page; the admin panel starts blank.
container.replaceChildren();
createRoot(container).render(
  <StrictMode>
    <AdminRoot />
  </StrictMode>,
);

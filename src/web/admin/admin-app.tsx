import { Route, Routes } from 'react-router';

/** The admin panel (lazy-loaded). Sign-in and the screens arrive with the admin issues. */
export function AdminApp() {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <main className="mx-auto max-w-xl p-8">
            <h1 className="text-2xl">Village Machaan admin</h1>
            <p className="mt-2 text-muted">The admin panel is not available yet.</p>
          </main>
        }
      />
    </Routes>
  );
}

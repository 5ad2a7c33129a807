import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../ui/states';
import { OccupancyPage } from './occupancy-page';

// The print page of the desk's lists is a chunk of its own (decision 0136).
const DeskListsPage = lazy(() =>
  import('./desk-lists-page').then((m) => ({ default: m.DeskListsPage })),
);

/** /admin/occupancy/* — the occupancy screen and the desk's print page (`lists`). */
export default function OccupancyRouter() {
  return (
    <Routes>
      <Route index element={<OccupancyPage />} />
      <Route
        path="lists"
        element={
          <Suspense fallback={<LoadingState />}>
            <DeskListsPage />
          </Suspense>
        }
      />
    </Routes>
  );
}

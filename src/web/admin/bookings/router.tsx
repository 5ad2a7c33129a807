import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from '../ui/states';
import { BookingListPage } from './booking-list-page';

// One booking's page and the new-booking form (with their dialogs, forms and folio) are chunks of
// their own: the list, the screen most opened, does not wait for them (decision 0136).
const BookingDetailPage = lazy(() =>
  import('./booking-detail-page').then((m) => ({ default: m.BookingDetailPage })),
);
const NewBookingPage = lazy(() =>
  import('./new-booking-page').then((m) => ({ default: m.NewBookingPage })),
);

/** /admin/bookings/* — the list and one page per booking. */
export default function BookingsRouter() {
  return (
    <Routes>
      <Route index element={<BookingListPage />} />
      <Route
        path="new"
        element={
          <Suspense fallback={<LoadingState label="Loading…" />}>
            <NewBookingPage />
          </Suspense>
        }
      />
      <Route
        path=":bookingId"
        element={
          <Suspense fallback={<LoadingState label="Loading booking…" />}>
            <BookingDetailPage />
          </Suspense>
        }
      />
    </Routes>
  );
}

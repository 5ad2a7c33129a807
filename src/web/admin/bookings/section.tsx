import { Route, Routes } from 'react-router';
import { BookingDetailPage } from './booking-detail-page';
import { BookingListPage } from './booking-list-page';
import { NewBookingPage } from './new-booking-page';

/** /admin/bookings/* — the list and one page per booking. */
export default function BookingsSection() {
  return (
    <Routes>
      <Route index element={<BookingListPage />} />
      <Route path="new" element={<NewBookingPage />} />
      <Route path=":bookingId" element={<BookingDetailPage />} />
    </Routes>
  );
}

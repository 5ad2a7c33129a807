import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** Back to the booking list, above a booking's own pages. */
export function AllBookingsLink() {
  return (
    <Link
      to="/admin/bookings"
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm text-forest hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" /> All bookings
    </Link>
  );
}

import { useCan } from '../permissions';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DELETE_MESSAGES, deleteWillArchive } from '../../../domain/booking-delete';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { BOOKINGS_KEY, deleteBooking, type AdminBookingDetail } from './api';
import { BookingEditDialog } from './booking-edit-dialog';

/** Edit (the spec's edit modal) and Delete (the danger dialog; archived instead when money moved). */
export function BookingManageActions({ detail }: { detail: AdminBookingDetail }) {
  const b = detail.booking;
  const can = useCan();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // /admin/bookings/:id?edit=1 (the list's Edit button) opens the modal.
  const [editOpen, setEditOpen] = useState(searchParams.get('edit') === '1');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const archives =
    deleteWillArchive(b.paymentStatus) || detail.payments.some((p) => p.status === 'paid');

  const setEdit = (open: boolean) => {
    setEditOpen(open);
    if (!open && searchParams.has('edit')) {
      const next = new URLSearchParams(searchParams);
      next.delete('edit');
      setSearchParams(next, { replace: true });
    }
  };

  const remove = useAdminMutation({
    mutationFn: () => deleteBooking(b.bookingId),
    invalidate: [BOOKINGS_KEY],
    success: (r) =>
      r.outcome === 'deleted'
        ? { type: 'success', ...DELETE_MESSAGES.deleted }
        : { type: 'info', ...DELETE_MESSAGES.archived },
    failure: DELETE_MESSAGES.failed,
    onSuccess: (r) => {
      setDeleteOpen(false);
      if (r.outcome === 'deleted') void navigate('/admin/bookings', { replace: true });
    },
  });

  return (
    <>
      <Button variant="secondary" onClick={() => setEdit(true)}>
        <Pencil aria-hidden className="size-4" /> Edit Booking
      </Button>
      {b.archivedAt || !can('bookings.delete') ? null : (
        <Button variant="danger" onClick={() => setDeleteOpen(true)}>
          <Trash2 aria-hidden className="size-4" /> Delete
        </Button>
      )}
      <BookingEditDialog detail={detail} open={editOpen} onOpenChange={setEdit} />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={archives ? 'Archive Booking' : DELETE_MESSAGES.confirmTitle}
        message={
          archives
            ? DELETE_MESSAGES.confirmArchive(b.bookingId)
            : DELETE_MESSAGES.confirm(b.bookingId)
        }
        confirmLabel={archives ? 'Cancel and Archive' : 'Delete Booking'}
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
      />
    </>
  );
}

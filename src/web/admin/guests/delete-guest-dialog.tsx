import { ConfirmDialog } from '../ui/confirm-dialog';
import { useAdminMutation } from '../ui/use-admin-mutation';
import { anonymiseGuest, guestsKey, type AdminGuest } from './api';

/** "Delete User": anonymises the guest (their bookings stay for the accounts). */
export function DeleteGuestDialog({
  deleting,
  onClose,
}: {
  deleting: AdminGuest | null;
  onClose: () => void;
}) {
  const remove = useAdminMutation({
    mutationFn: (g: AdminGuest) => anonymiseGuest(g.email),
    invalidate: [guestsKey],
    success: () => ({
      type: 'success',
      title: 'User Deleted',
      message: 'Personal data was removed; bookings are kept for the accounts',
    }),
    failure: { title: 'Delete Failed', message: 'Failed to delete user' },
    onSuccess: () => onClose(),
  });

  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(o) => !o && onClose()}
      title="Delete User"
      message={
        deleting ? (
          <>
            <p>
              Delete {deleting.name}? This affects their booking history: their name, e-mail and
              phone are removed from every booking and enquiry, and cannot be restored.
            </p>
            <p className="mt-2">Bookings and amounts are kept for the accounts.</p>
          </>
        ) : null
      }
      confirmLabel="Delete User"
      busy={remove.isPending}
      onConfirm={() => deleting && remove.mutate(deleting)}
    />
  );
}

/** Deleting a booking (decision 0059): the dialog's and the answer's words. */
export const DELETE_MESSAGES = {
  confirmTitle: 'Delete Booking',
  confirm: (bookingId: string) =>
    `Booking ${bookingId} will be permanently deleted. This cannot be undone.`,
  /** Shown in the dialog when the booking has money records: it will be kept. */
  confirmArchive: (bookingId: string) =>
    `Booking ${bookingId} has payment records, so it cannot be deleted: money records are kept. It will be cancelled (if still open) and archived, and it leaves the booking list.`,
  keptBecause: 'it has payment records, and money records are kept',
  cancelReason: 'Deleted by staff; kept as cancelled because it has payment records',
  deleted: { title: 'Booking Deleted', message: 'Booking has been permanently deleted' },
  archived: {
    title: 'Booking Archived',
    message:
      'Booking has payment records, so it was cancelled and archived instead of deleted (money records are kept)',
  },
  alreadyArchived: 'This booking is already archived',
  failed: { title: 'Delete Failed', message: 'Failed to delete booking' },
} as const;

/** Does the booking's money mean a delete will archive instead? (The server decides; this words the dialog.) */
export function deleteWillArchive(paymentStatus: string): boolean {
  return ['paid', 'advance_paid', 'refunded', 'partial_refund'].includes(paymentStatus);
}

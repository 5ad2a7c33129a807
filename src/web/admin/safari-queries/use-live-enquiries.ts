import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../ui/toast';
import { useAdminEvents } from '../ui/use-admin-events';
import { safariKey } from './api';

/** Live: any enquiry change reloads the list and figures; a new one says so. */
export function useLiveEnquiries() {
  const queryClient = useQueryClient();
  const toast = useToast();
  useAdminEvents((event) => {
    // A booking made from a session with enquiries gives them the guest's name and e-mail.
    const booked = event.data.type === 'booking.created' && event.data.safariEnquiries.length > 0;
    if (!booked && !event.data.type.startsWith('safari_enquiry.')) return;
    void queryClient.invalidateQueries({ queryKey: safariKey });
    if (event.data.type === 'safari_enquiry.created')
      toast({
        type: 'info',
        title: 'New Safari Enquiry',
        message: `A new safari enquiry has been received from ${event.data.guestName ?? 'a guest'}`,
      });
  });
}

import type { CreatedBooking } from '../api/bookings';
import { type CheckoutCallback, type PaymentOrder } from '../api/payments';

type RazorpayOptions = Record<string, unknown> & {
  handler(response: CheckoutCallback): void;
  modal: { ondismiss(): void };
};
type RazorpayConstructor = new (options: RazorpayOptions) => {
  open(): void;
  on(event: string, cb: (r: { error?: { description?: string } }) => void): void;
};

function loadRazorpay(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = 'https://checkout.razorpay.com/v1/checkout.js';
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('Razorpay SDK failed to load'));
    };
    script.onerror = () => reject(new Error('Razorpay SDK failed to load'));
    document.body.appendChild(script);
  });
}

/** Razorpay's checkout.js, loaded on demand and prefilled; resolves with the signed callback. */
export async function razorpayCheckout(
  order: PaymentOrder,
  booking: Pick<CreatedBooking, 'bookingId' | 'guestName' | 'email'>,
  contact: string,
): Promise<CheckoutCallback> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve, reject) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amountPaise,
      currency: order.currency,
      name: 'Village Machaan',
      description: `Booking ${booking.bookingId}`,
      prefill: { name: booking.guestName, email: booking.email, contact },
      theme: { color: '#1f3d2b' },
      handler: resolve,
      modal: { ondismiss: () => reject(new Error('Payment cancelled by user')) },
    });
    checkout.on('payment.failed', (r) =>
      reject(new Error(r.error?.description ?? 'Payment failed')),
    );
    checkout.open();
  });
}

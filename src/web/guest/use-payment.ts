import { useEffect, useRef, useState } from 'react';
import type { CreatedBooking } from '../api/bookings';
import { ApiError } from '../api/client';
import {
  createOrder,
  payWithTestCard,
  reportBankTransfer,
  verifyPayment,
  type PaymentOrder,
  type PaymentPlan,
} from '../api/payments';
import { useDismissToasts, useToast } from '../ui/toast';
import { type Card } from './card-dialog';
import { razorpayCheckout } from './razorpay';

/** The payments contract's answers, as the typed client returns them. */
type Verified = Awaited<ReturnType<typeof verifyPayment>>;
type TransferReported = Awaited<ReturnType<typeof reportBankTransfer>>;

/** What the confirmation shows: the verified payment's figures, or the reported transfer's. */
export type PaidOutcome = Pick<Verified, 'paidAmount' | 'remainingAmount' | 'total'> & {
  method: 'card' | 'bank_transfer';
  plan: PaymentPlan;
  paymentId: Verified['paymentId'] | null;
  emailQueued: boolean;
  /** Bank transfer: when the reserved units are released unless the transfer has arrived (ISO). */
  transferDeadline: TransferReported['holdExpiresAt'];
};

export type Progress = 'processing' | 'updating' | 'emailing' | 'completing';

/**
 * A payment in progress: the card or provider checkout, the bank transfer report, the progress
 * steps and the failure, and where focus goes when a payment dialog closes.
 */
export function usePayment({
  booking,
  contact,
  onPaid,
}: {
  booking: CreatedBooking;
  contact: string;
  onPaid(outcome: PaidOutcome): void;
}) {
  const toast = useToast();
  const dismissToasts = useDismissToasts();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cardPlan, setCardPlan] = useState<PaymentPlan | null>(null);
  const [bankOpen, setBankOpen] = useState(false);
  const busy = progress !== null;
  // The Proceed to Payment button that had focus is gone: continue from the payment heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  // Where focus goes back to when a dialog closes (the button that opened it).
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  // Earlier toasts (Booking Created, ...) would sit over the dialog's amount and fields on a phone.
  const openDialog = (open: () => void) => {
    rememberOpener();
    dismissToasts();
    open();
  };
  const returnFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };

  const fail = (reason: string) => {
    setProgress(null);
    setFailure(reason);
    toast({ type: 'error', title: 'Payment Failed', message: reason });
  };

  const pay = async (plan: PaymentPlan, card?: Card) => {
    setFailure(null);
    setProgress('processing');
    let order: PaymentOrder;
    try {
      order = await createOrder(booking.bookingId, plan);
    } catch (err) {
      fail(
        err instanceof ApiError && err.status === 409
          ? err.message
          : 'Failed to initialize payment',
      );
      return;
    }
    try {
      const callback =
        order.provider === 'test'
          ? await payWithTestCard(order.orderId, card!)
          : await razorpayCheckout(order, booking, contact);
      setProgress('updating');
      const verified = await verifyPayment(booking.bookingId, callback);
      setProgress('emailing');
      toast({
        type: 'success',
        title: 'Payment Successful',
        message: 'Your payment has been processed successfully!',
      });
      const emailQueued = verified.confirmationEmail === 'queued';
      toast(
        emailQueued
          ? {
              type: 'success',
              title: 'Booking Confirmed!',
              message: 'Your booking is confirmed! Confirmation email sent successfully.',
            }
          : {
              type: 'info',
              title: 'Booking Confirmed!',
              message: `Your booking is confirmed! Please save your booking ID: ${booking.bookingId}`,
            },
      );
      setProgress('completing');
      setCardPlan(null);
      onPaid({
        method: 'card',
        plan,
        paymentId: verified.paymentId,
        paidAmount: verified.paidAmount,
        remainingAmount: verified.remainingAmount,
        total: verified.total,
        emailQueued,
        transferDeadline: null,
      });
    } catch (err) {
      fail(
        err instanceof ApiError || err instanceof Error ? err.message : 'Payment processing failed',
      );
    }
  };

  const confirmTransfer = async () => {
    setFailure(null);
    setProgress('updating');
    try {
      const report = await reportBankTransfer(
        booking.bookingId,
        booking.email,
        booking.accessToken,
      );
      setBankOpen(false);
      setProgress('completing');
      onPaid({
        method: 'bank_transfer',
        plan: 'half',
        paymentId: null,
        paidAmount: report.advanceDue,
        remainingAmount: Math.max(0, report.total - report.advanceDue),
        total: report.total,
        emailQueued: false,
        transferDeadline: report.holdExpiresAt,
      });
    } catch (err) {
      setBankOpen(false);
      fail(err instanceof ApiError ? err.message : 'Failed to process advance payment');
    }
  };

  return {
    progress,
    failure,
    busy,
    cardPlan,
    setCardPlan,
    bankOpen,
    setBankOpen,
    headingRef,
    openDialog,
    returnFocus,
    pay,
    confirmTransfer,
  };
}

import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { fetchBankDetails } from '../api/payments';
import { DialogDescription, DialogTitle } from '../ui/form/dialog';
import { formatInr } from '../ui/format';
import { PaymentDialog } from './payment-dialog';

export function BankTransferDialog({
  open,
  amount,
  bookingId,
  onClose,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  amount: number;
  bookingId: string;
  onClose(): void;
  onConfirm(): Promise<void>;
  onCloseAutoFocus(event: Event): void;
}) {
  const bank = useQuery({
    queryKey: ['bank-details'],
    queryFn: fetchBankDetails,
    enabled: open,
    staleTime: Infinity,
  });
  const [sending, setSending] = useState(false);
  return (
    // Never starts on "Yes, I have completed the payment": Enter must not report a transfer by accident.
    <PaymentDialog
      open={open}
      onClose={() => !sending && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      initialFocusId="bank-dialog-no"
      widthRem={30}
    >
      <DialogTitle className="font-serif text-xl text-forest">
        Pay the 50% advance by bank transfer
      </DialogTitle>
      <DialogDescription className="mt-1 text-sm text-muted">
        Transfer {formatInr(amount)} with your booking ID{' '}
        <strong className="text-ink">{bookingId}</strong> as the reference. Our team confirms your
        booking once the transfer arrives.
      </DialogDescription>
      {bank.isPending ? (
        <p className="mt-3 text-sm text-muted">Loading bank details...</p>
      ) : bank.data?.available ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-cream p-3 text-sm">
          <dt className="text-muted">Account name</dt>
          <dd className="font-medium">{bank.data.accountName}</dd>
          <dt className="text-muted">Account number</dt>
          <dd className="font-medium tabular-nums">{bank.data.accountNumber}</dd>
          <dt className="text-muted">IFSC</dt>
          <dd className="font-medium">{bank.data.ifsc}</dd>
          <dt className="text-muted">Bank</dt>
          <dd className="font-medium">{bank.data.bankName}</dd>
          {bank.data.upiId ? (
            <>
              <dt className="text-muted">UPI</dt>
              <dd className="font-medium">{bank.data.upiId}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-red-800">
          Bank transfer is not available. Please pay online.
        </p>
      )}
      <p className="mt-3 text-sm font-medium">Have you completed the transfer?</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          disabled={sending || !bank.data?.available}
          onClick={async () => {
            setSending(true);
            await onConfirm();
            setSending(false);
          }}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-forest px-4 py-2.5 font-semibold text-white hover:bg-moss disabled:bg-sand disabled:text-muted"
        >
          {sending ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
          Yes, I have completed the payment
        </button>
        <button
          id="bank-dialog-no"
          type="button"
          disabled={sending}
          onClick={onClose}
          className="rounded-full border border-forest px-4 py-2.5 font-medium text-forest hover:bg-sand"
        >
          No, let me pay first
        </button>
      </div>
    </PaymentDialog>
  );
}

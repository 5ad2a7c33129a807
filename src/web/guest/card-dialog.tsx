import { guestInputClass } from '../ui/form/styles';
import * as Dialog from '@radix-ui/react-dialog';
import { Loader2, X } from 'lucide-react';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { CARD_LIMITS, cardSchema, formatCardNumber, formatExpiry } from '../../domain/card-form';
import { formatInr } from '../ui/format';
import { PaymentDialog } from './payment-dialog';

export type Card = { number: string; expiry: string; cvv: string; name: string };

export function CardDialog({
  open,
  amount,
  busy,
  today,
  failure,
  onClose,
  onPay,
  onCloseAutoFocus,
}: {
  open: boolean;
  amount: number;
  busy: boolean;
  today: string;
  failure: string | null;
  onClose(): void;
  onPay(card: Card): void;
  onCloseAutoFocus(event: Event): void;
}) {
  const [card, setCard] = useState<Card>({ number: '', expiry: '', cvv: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = cardSchema(today).safeParse(card);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        next[issue.path.join('.') || 'form'] ??= issue.message;
      setErrors(next);
      // Take the guest to the first field to fix (the first empty one when all are required).
      const order: (keyof Card)[] = ['number', 'expiry', 'cvv', 'name'];
      const first = next.form ? order.find((k) => !card[k].trim()) : order.find((k) => next[k]);
      if (first) document.getElementById(`card-${first}`)?.focus();
      return;
    }
    setErrors({});
    onPay(parsed.data);
  };
  const field = (
    key: keyof Card,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    format?: (v: string) => string,
  ) => (
    <div>
      <label htmlFor={`card-${key}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={`card-${key}`}
        value={card[key]}
        onChange={(e) =>
          setCard((c) => ({ ...c, [key]: format ? format(e.target.value) : e.target.value }))
        }
        aria-invalid={!!errors[key]}
        aria-describedby={errors[key] ? `card-${key}-error` : undefined}
        className={guestInputClass}
        {...props}
      />
      {errors[key] ? (
        <p id={`card-${key}-error`} className="mt-1 text-sm text-red-800">
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
  return (
    // Starts at the card number, not at the Close button.
    <PaymentDialog
      open={open}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      initialFocusId="card-number"
      widthRem={28}
    >
      <div className="flex items-start justify-between gap-2">
        <Dialog.Title className="font-serif text-xl text-forest">
          Pay {formatInr(amount)}
        </Dialog.Title>
        <Dialog.Close
          className="rounded-full p-1.5 text-muted hover:bg-sand"
          aria-label="Close"
          disabled={busy}
        >
          <X aria-hidden className="size-4" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="mt-1 text-sm text-muted">
        Secure checkout (test gateway). Card details go straight to the gateway and are never
        stored. Test card: 4111 1111 1111 1111 (4000 0000 0000 0002 is declined).
      </Dialog.Description>
      <form noValidate onSubmit={submit} className="mt-4 space-y-3">
        {field(
          'number',
          'Card Number',
          {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            maxLength: CARD_LIMITS.numberMaxInput,
            placeholder: '1234 5678 9012 3456',
          },
          formatCardNumber,
        )}
        <div className="grid grid-cols-2 gap-3">
          {field(
            'expiry',
            'Expiry (MM/YY)',
            {
              inputMode: 'numeric',
              autoComplete: 'cc-exp',
              maxLength: CARD_LIMITS.expiryMaxInput,
              placeholder: 'MM/YY',
            },
            formatExpiry,
          )}
          {field(
            'cvv',
            'CVV',
            {
              inputMode: 'numeric',
              autoComplete: 'cc-csc',
              maxLength: CARD_LIMITS.cvvMax,
              type: 'password',
            },
            (v) => v.replace(/\D/g, ''),
          )}
        </div>
        {field('name', 'Cardholder Name', { autoComplete: 'cc-name' })}
        {errors.form ? (
          <p role="alert" className="text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        {failure && !busy && Object.keys(errors).length === 0 ? (
          <p role="alert" className="text-sm text-red-800">
            Payment failed: {failure}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-forest px-5 py-3 font-semibold text-white hover:bg-moss disabled:bg-sand disabled:text-muted"
        >
          {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null} Pay{' '}
          {formatInr(amount)}
        </button>
      </form>
    </PaymentDialog>
  );
}

import { Loader2, X } from 'lucide-react';
import type { ChangeEvent, FormEvent, InputHTMLAttributes } from 'react';
import { CARD_LIMITS, cardSchema, formatCardNumber, formatExpiry } from '../../domain/card-form';
import { DialogClose, DialogDescription, DialogTitle } from '../ui/form/dialog';
import { Field, useFormFields } from '../ui/form/field';
import { useZodForm } from '../ui/form/use-zod-form';
import { formatInr } from '../ui/format';
import { PaymentDialog } from './payment-dialog';

export type Card = { number: string; expiry: string; cvv: string; name: string };

const ORDER: (keyof Card)[] = ['number', 'expiry', 'cvv', 'name'];
const IDS = { number: 'card-number', expiry: 'card-expiry', cvv: 'card-cvv', name: 'card-name' };

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
  const form = useZodForm({
    schema: cardSchema(today),
    defaultValues: { number: '', expiry: '', cvv: '', name: '' },
    invalidToast: null,
  });
  const fields = useFormFields(form, { look: 'guest', ids: IDS });
  const pay = form.onValid((card) => onPay(card));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    await pay(event);
    // "Fill in all card details" is about no one field: take the guest to the first empty one.
    if (form.formError()) {
      const first = ORDER.find((k) => !form.getValues(k).trim());
      if (first) document.getElementById(IDS[first])?.focus();
    }
  };
  const field = (
    key: keyof Card,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement>,
    format?: (v: string) => string,
  ) => {
    const registered = fields.input(key);
    return (
      <Field look="guest" label={label} htmlFor={fields.id(key)} error={fields.err(key)}>
        <input
          {...props}
          {...registered}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            if (format) e.target.value = format(e.target.value);
            void registered.onChange(e);
          }}
        />
      </Field>
    );
  };
  const checked = Object.keys(form.formState.errors).length === 0;
  return (
    // Starts at the card number, not at the Close button.
    <PaymentDialog
      open={open}
      onClose={onClose}
      onCloseAutoFocus={onCloseAutoFocus}
      initialFocusId={IDS.number}
      widthRem={28}
    >
      <div className="flex items-start justify-between gap-2">
        <DialogTitle className="font-serif text-xl text-forest">
          Pay {formatInr(amount)}
        </DialogTitle>
        <DialogClose
          className="rounded-full p-1.5 text-muted hover:bg-sand"
          aria-label="Close"
          disabled={busy}
        >
          <X aria-hidden className="size-4" />
        </DialogClose>
      </div>
      <DialogDescription className="mt-1 text-sm text-muted">
        Secure checkout (test gateway). Card details go straight to the gateway and are never
        stored. Test card: 4111 1111 1111 1111 (4000 0000 0000 0002 is declined).
      </DialogDescription>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-3">
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
        {form.formError() ? (
          <p role="alert" className="text-sm text-red-800">
            {form.formError()}
          </p>
        ) : null}
        {failure && !busy && checked ? (
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

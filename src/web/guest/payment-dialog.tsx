import type { ReactNode } from 'react';
import { DialogFrame } from '../ui/form/dialog';
import { TOAST_REGION_ATTR } from '../ui/toast';

/** Closing or tapping a toast (drawn above the overlay) must not close the dialog under it. */
function keepOpenOnToast(event: { target: EventTarget | null; preventDefault(): void }) {
  if (event.target instanceof Element && event.target.closest(`[${TOAST_REGION_ATTR}]`))
    event.preventDefault();
}

/** The frame of both payment dialogs (the kit's guest frame), opening on `initialFocusId`. */
export function PaymentDialog({
  open,
  onClose,
  onCloseAutoFocus,
  initialFocusId,
  widthRem,
  children,
}: {
  open: boolean;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
  initialFocusId: string;
  widthRem: number;
  children: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(o) => !o && onClose()}
      look="guest"
      widthRem={widthRem}
      initialFocus={`#${initialFocusId}`}
      onInteractOutside={keepOpenOnToast}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {children}
    </DialogFrame>
  );
}

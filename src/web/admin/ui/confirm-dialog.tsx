import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/form/button';
import { DialogClose, DialogDescription, DialogFrame, DialogTitle } from '../../ui/form/dialog';

/**
 * The danger confirmation every destructive or status-changing action goes through. Keyboard:
 * focus starts on Cancel (the safe choice), Escape cancels, focus returns to the opener.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
  busy = false,
  confirmDisabled = false,
  tone = 'danger',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** e.g. until a required acknowledgement is ticked. */
  confirmDisabled?: boolean;
  tone?: 'danger' | 'primary';
  /** Extra inputs (a reason, an acknowledgement) between the message and the buttons. */
  children?: ReactNode;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      widthRem={28}
      role="alertdialog"
      initialFocus="[data-autofocus]"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className={`rounded-full p-2 ${tone === 'danger' ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-900'}`}
        >
          <TriangleAlert className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <DialogTitle className="font-serif text-xl text-forest">{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="mt-1 text-sm text-ink">{message}</div>
          </DialogDescription>
        </div>
      </div>
      {children ? <div className="mt-4 flex flex-col gap-3">{children}</div> : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary" data-autofocus disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          variant={tone}
          onClick={onConfirm}
          disabled={busy || confirmDisabled}
          aria-busy={busy}
        >
          {busy ? 'Working…' : confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}

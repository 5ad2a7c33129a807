import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

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
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement)
              .querySelector<HTMLElement>('[data-autofocus]')
              ?.focus();
          }}
        >
          <div className="flex items-start gap-3">
            <span
              aria-hidden
              className={`rounded-full p-2 ${tone === 'danger' ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-900'}`}
            >
              <TriangleAlert className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-serif text-xl text-forest">{title}</Dialog.Title>
              <Dialog.Description asChild>
                <div className="mt-1 text-sm text-ink">{message}</div>
              </Dialog.Description>
            </div>
          </div>
          {children ? <div className="mt-4 flex flex-col gap-3">{children}</div> : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" data-autofocus disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              variant={tone}
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
              aria-busy={busy}
            >
              {busy ? 'Working…' : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

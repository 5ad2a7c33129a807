import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';

export {
  Close as DialogClose,
  Description as DialogDescription,
  Title as DialogTitle,
} from '@radix-ui/react-dialog';

const frames = {
  admin: 'max-h-[90dvh] rounded-xl',
  guest: 'max-h-[95dvh] rounded-2xl',
};

/**
 * Every modal's frame (decision 0139): overlay, centred, scrollable on small phones, focus
 * trapped, Escape closes (unless `busy`), focus returns to the opener. `initialFocus` is a CSS
 * selector inside the dialog to start on instead of the first control.
 */
export function DialogFrame({
  open,
  onOpenChange,
  busy = false,
  look = 'admin',
  widthRem,
  className = '',
  role,
  describedByDefault = true,
  initialFocus,
  onInteractOutside,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While true the dialog cannot be closed (a request is on its way). */
  busy?: boolean;
  look?: 'admin' | 'guest';
  /** Its width on a wide screen; never wider than the screen. */
  widthRem: number;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  /** false when the dialog has no `DialogDescription`. */
  describedByDefault?: boolean;
  initialFocus?: string;
  onInteractOutside?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const gutter = look === 'guest' ? '1.5rem' : '2rem';
  const style: CSSProperties = { width: `min(${widthRem}rem, calc(100vw - ${gutter}))` };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          {...(role ? { role } : {})}
          style={style}
          className={`fixed top-1/2 left-1/2 z-50 ${frames[look]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-white p-5 shadow-xl ${className}`}
          {...(describedByDefault ? {} : { 'aria-describedby': undefined })}
          onInteractOutside={onInteractOutside}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={
            initialFocus
              ? (event) => {
                  event.preventDefault();
                  (event.currentTarget as HTMLElement)
                    .querySelector<HTMLElement>(initialFocus)
                    ?.focus();
                }
              : undefined
          }
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A titled modal with a Close button (the admin's look). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
  busy = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
  busy?: boolean;
}) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      widthRem={wide ? 48 : 32}
      describedByDefault={Boolean(description)}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div>
          <Dialog.Title className="font-serif text-xl text-forest">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
          ) : null}
        </div>
        <Dialog.Close className="rounded p-1 text-muted hover:bg-sand" aria-label="Close">
          <X aria-hidden className="size-5" />
        </Dialog.Close>
      </div>
      {children}
    </DialogFrame>
  );
}

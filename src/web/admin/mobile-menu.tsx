import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** The side menu as a drawer on narrow screens (a lazy chunk, loaded when first opened). */
export function MobileMenu({
  open,
  onOpenChange,
  brand,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-64 flex-col gap-6 bg-forest p-4 shadow-xl lg:hidden"
        >
          <div className="flex items-center justify-between">
            {brand}
            <Dialog.Close
              className="rounded p-1.5 text-white hover:bg-white/10"
              aria-label="Close menu"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
